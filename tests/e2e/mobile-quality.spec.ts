import AxeBuilder from './axe';
import { expect, test, type Page } from '@playwright/test';
import { plainActiveDocument, readCatalogue } from './catalogue';
import { openSignedIn } from './signed-in';

/*
 * Mobile quality of every route (src/README.md §3.9): axe, no horizontal scrolling on a
 * 360 px wide screen, touch targets of at least 44 px, safe-area insets in standalone mode.
 * Runs on the phone project; screens another issue has not built yet show the fallback page
 * and are checked as that page. /trackChanges is left out: it hands over to the tenant's
 * outside tracker site.
 */

test.skip(({ isMobile }) => !isMobile, 'phone checks');
test.use({ viewport: { width: 360, height: 780 } });
test.setTimeout(120_000);

const SIGNED_IN_ROUTES = [
  '/',
  '/home/favorites',
  '/content-search/?content=steel&stype=A',
  '/mysubscription-search/?content=steel&stype=A',
  '/semantic-search/?content=corrosion%20of%20steel%20pipes',
  'DOCUMENT',
  '/favorites',
  '/video',
  '/help/search',
  '/compass-points-list',
  '/myAccount',
  '/sharedWithMe',
  '/publicationsShared',
  '/custom-collections',
  '/groups',
  '/user-resources',
  '/usage-report',
  '/admin',
  '/no-such-screen',
];

/** Every axe violation of WCAG 2.1 A/AA (what Lighthouse's accessibility score weighs), summarised. */
async function axeViolations(page: Page) {
  // pdf.js parks an empty, invisible canvas on <body> for measuring text: no content to landmark.
  const results = await new AxeBuilder({ page })
    .exclude('.hiddenCanvasElement')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact !== 'minor')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 4) }));
}

/** Interactive controls smaller than 44 × 44 px (inline links inside running text are exempt, WCAG 2.5.8). */
async function smallTouchTargets(page: Page) {
  return page.evaluate(() => {
    const sel =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=menuitem], [role=link], [role=checkbox], [role=switch]';
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let r = el.getBoundingClientRect();
      // Visually hidden (skip link, sr-only) or off screen: not a touch target.
      if (r.width <= 1 || r.height <= 1 || r.bottom < 0 || r.top > innerHeight * 4) continue;
      if (el.closest('.sr-only') || style.clipPath.startsWith('inset(50%') || style.clip.startsWith('rect(0')) continue;
      if (style.display === 'inline' && el.tagName === 'A') {
        const parentText = (el.parentElement?.textContent ?? '').trim();
        if (parentText.length > (el.textContent ?? '').trim().length) continue;
      }
      // A checkbox or radio inside its label: the label is the target.
      const label = (el as HTMLInputElement).labels?.[0];
      if (label && label.contains(el)) r = label.getBoundingClientRect();
      if (r.height < 43.5 || r.width < 43.5) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
        small.push(
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
      }
    }
    return small;
  });
}

/** How far the page scrolls sideways (0 = not at all) and the widest offenders. */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const over = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    const culprits =
      over > 0
        ? [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .slice(0, 5)
            .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].slice(0, 3).join('.')}`)
        : [];
    return { over, culprits };
  });
}

async function settle(page: Page) {
  // The document screen streams its PDF in ranges: do not wait for a fully quiet network forever.
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await expect(page.locator('main, [role=dialog]').first()).toBeVisible({ timeout: 30_000 });
}

/** How far into the first screen the footer starts (0 when it starts below the fold, or there is none). */
function footerAboveFold(page: Page): Promise<number> {
  return page.evaluate(() => {
    const footer = document.querySelector('footer');
    if (!footer) return 0;
    const top = footer.getBoundingClientRect().top + window.scrollY;
    return Math.max(0, Math.round(window.innerHeight - top));
  });
}

let documentPath = '/document';
test.beforeAll(() => {
  // A document no other journey favours, shares or annotates: its screen is the same on every run.
  const catalogue = readCatalogue();
  let doc;
  try {
    doc = plainActiveDocument(catalogue, 'KES', 1);
  } catch {
    doc = plainActiveDocument(catalogue, 'MSA');
  }
  documentPath = `/document?contentCode=${encodeURIComponent(doc.contentCode)}`;
});

test.describe('every screen works on a 360 px phone (mobile quality, src/README.md §3.9)', () => {
  for (const route of SIGNED_IN_ROUTES) {
    test(`${route === 'DOCUMENT' ? '/document' : route}: axe, no sideways scrolling, 44 px touch targets`, async ({ page }) => {
      const path = route === 'DOCUMENT' ? documentPath : route;
      await openSignedIn(page, 'ivy@example.com', path);
      await settle(page);
      const problems = {
        axe: await axeViolations(page),
        overflow: await horizontalOverflow(page),
        smallTargets: await smallTouchTargets(page),
        // Where the footer starts against the fold: in view, late content would push it away.
        footerAboveFold: await footerAboveFold(page),
      };
      expect.soft(problems.axe, `${path}: axe`).toEqual([]);
      expect
        .soft(
          problems.overflow.over,
          `${path}: scrolls sideways by ${problems.overflow.over}px (${problems.overflow.culprits.join(', ')})`,
        )
        .toBe(0);
      expect.soft(problems.smallTargets, `${path}: touch targets under 44 px`).toEqual([]);
      expect.soft(problems.footerAboveFold, `${path}: the footer starts inside the first screen`).toBe(0);
    });
  }

  test('the open navigation drawer and account menu pass too', async ({ page }) => {
    await openSignedIn(page, 'ivy@example.com');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /open menu/i })
      .click();
    // The dialog element is a zero-size layer; its navigation is what shows.
    const drawer = page.getByRole('dialog').getByRole('navigation');
    await expect(drawer).toBeVisible();
    expect.soft(await axeViolations(page), 'drawer: axe').toEqual([]);
    expect.soft((await horizontalOverflow(page)).over, 'drawer: sideways scrolling').toBe(0);
    expect.soft(await smallTouchTargets(page), 'drawer: touch targets').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    await page.getByRole('button', { name: /account menu/i }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect.soft(await axeViolations(page), 'account menu: axe').toEqual([]);
    // Keyboard: arrows move, Escape closes and gives focus back to the trigger.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: /account menu/i })).toBeFocused();
  });
});

test.describe('the shell keeps clear of notches and the home indicator in standalone mode (safe-area insets)', () => {
  test('header, drawer and bottom of the page pad by env(safe-area-inset-*)', async ({ page }) => {
    await openSignedIn(page, 'ivy@example.com');
    const cdp = await page.context().newCDPSession(page);
    const emulated = await cdp
      .send('Emulation.setSafeAreaInsetsOverride' as never, { insets: { top: 47, bottom: 34, left: 20, right: 20 } } as never)
      .then(
        () => true,
        () => false,
      );
    if (!emulated) {
      // This Chromium cannot emulate insets: check that the CSS rules styling the shell read them.
      const reads = (sel: string) =>
        page
          .locator(sel)
          .first()
          .evaluate((el) => {
            const found = new Set<string>();
            // Tailwind puts utilities inside @layer (and variants inside @media): walk nested rules.
            const walk = (rules: CSSRuleList) => {
              for (const rule of rules) {
                if (rule instanceof CSSStyleRule) {
                  let hit = false;
                  try {
                    hit = el.matches(rule.selectorText);
                  } catch {
                    /* selector this engine cannot match */
                  }
                  if (hit)
                    for (const side of ['top', 'bottom', 'left', 'right'])
                      if (rule.cssText.includes(`safe-area-inset-${side}`)) found.add(side);
                }
                if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
              }
            };
            for (const sheet of document.styleSheets) {
              try {
                walk(sheet.cssRules);
              } catch {
                /* cross-origin sheet */
              }
            }
            return [...found].sort();
          });
      expect(await reads('header')).toContain('top');
      expect(await reads('header > div')).toEqual(expect.arrayContaining(['left', 'right']));
      expect(await reads('footer')).toEqual(expect.arrayContaining(['bottom', 'left', 'right']));
      return;
    }
    const pad = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((e) => {
          const s = getComputedStyle(e);
          return {
            top: parseFloat(s.paddingTop),
            bottom: parseFloat(s.paddingBottom),
            left: parseFloat(s.paddingLeft),
            right: parseFloat(s.paddingRight),
          };
        });
    await expect.poll(async () => (await pad('header')).top).toBeGreaterThanOrEqual(47);
    const footer = await pad('footer');
    expect(footer.bottom).toBeGreaterThanOrEqual(34);
    expect(Math.min(footer.left, footer.right)).toBeGreaterThanOrEqual(20);
    expect((await horizontalOverflow(page)).over).toBe(0);
  });
});
