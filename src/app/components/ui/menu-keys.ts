/** Keyboard movement in a menu (WAI-ARIA menu pattern): up and down wrap; `current` -1 = none focused. */
export function nextMenuIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return null;
  }
}

/** Margin kept between a menu panel and the viewport's edges (no horizontal scrolling at 360 px). */
export const MENU_EDGE_PX = 8;

/**
 * Left edge of a menu panel under its trigger: aligned to the trigger's right edge (`alignRight`)
 * or its left edge, then pushed back inside the viewport.
 */
export function menuPanelLeft(p: {
  triggerLeft: number;
  triggerRight: number;
  panelWidth: number;
  viewportWidth: number;
  alignRight: boolean;
}): number {
  const wanted = p.alignRight ? p.triggerRight - p.panelWidth : p.triggerLeft;
  const max = p.viewportWidth - MENU_EDGE_PX - p.panelWidth;
  return Math.max(MENU_EDGE_PX, Math.min(wanted, max));
}
