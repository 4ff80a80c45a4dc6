import AxeBuilder from './axe';
import { expect, test, type Page } from '@playwright/test';
import { expectSignInPage, signIn } from './fixtures';

/** Serious and critical axe violations, summarised so a failure names the rule and the nodes. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

test.describe('accessible by construction (src/README.md §3.9)', () => {
  test('the sign-in page has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    await expectSignInPage(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('home has no serious or critical axe violations', async ({ page }) => {
    await signIn(page, 'ivy@example.com');
    // Let the tabs' first data load settle so axe sees the real cards, not a spinner.
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('menus follow the WAI-ARIA menu-button pattern (src/README.md §3.9)', () => {
  test('the account menu opens from the keyboard with focus on an entry, and Escape hands focus back', async ({ page }) => {
    await signIn(page, 'ivy@example.com');
    const trigger = page.getByRole('button', { name: /account menu/ });
    const menu = page.getByRole('menu');
    await trigger.focus();
    await page.keyboard.press('Enter');
    // The first open loads the panel's code: focus still lands on the first entry.
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
  });
});
