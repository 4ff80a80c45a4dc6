import type { Locator } from '@playwright/test';

/** The stacking layer a dialog sits on: the z-index of its nearest positioned ancestor that sets one (002 §9). */
export function dialogLayer(dialog: Locator): Promise<number> {
  return dialog.evaluate((el) => {
    for (let n: Element | null = el; n; n = n.parentElement) {
      const z = getComputedStyle(n).zIndex;
      if (z !== 'auto') return Number(z);
    }
    return 0;
  });
}
