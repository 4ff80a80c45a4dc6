/** Keyboard movement in a tab list (WAI-ARIA tabs pattern); arrows wrap, RTL swaps left and right. */
export function nextTabIndex(current: number, key: string, count: number, rtl = false): number | null {
  if (count <= 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Text for a tab in the phone dropdown, where the badge cannot be drawn. */
export function tabOptionText(label: string, badge?: number): string {
  return badge && badge > 0 ? `${label} (${badge})` : label;
}
