import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectSignInPage, signIn } from './fixtures';

/** Serious and critical axe violations, summarised so a failure names the rule and the nodes. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

test.describe('accessible by construction (ARCHITECTURE §3.9)', () => {
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
