import { describe, expect, it } from 'vitest';
import { nextTabIndex, tabOptionText } from './tab-keys';

describe('tabs: arrow keys move between tabs and wrap', () => {
  it('moves right and wraps to the first', () => {
    expect(nextTabIndex(0, 'ArrowRight', 3)).toBe(1);
    expect(nextTabIndex(2, 'ArrowRight', 3)).toBe(0);
  });
  it('moves left and wraps to the last', () => {
    expect(nextTabIndex(0, 'ArrowLeft', 3)).toBe(2);
  });
  it('Home and End go to the ends', () => {
    expect(nextTabIndex(1, 'Home', 3)).toBe(0);
    expect(nextTabIndex(1, 'End', 3)).toBe(2);
  });
  it('swaps arrow directions in right-to-left layouts', () => {
    expect(nextTabIndex(0, 'ArrowLeft', 3, true)).toBe(1);
    expect(nextTabIndex(0, 'ArrowRight', 3, true)).toBe(2);
  });
  it('ignores other keys and empty lists', () => {
    expect(nextTabIndex(0, 'a', 3)).toBeNull();
    expect(nextTabIndex(0, 'ArrowRight', 0)).toBeNull();
  });
});

describe('tabs show a count badge when notices is above 0 (dropdown on small screens)', () => {
  it('adds the count in the dropdown text', () => {
    expect(tabOptionText('Tracker', 4)).toBe('Tracker (4)');
  });
  it('leaves the label alone for 0 or no badge', () => {
    expect(tabOptionText('Tracker', 0)).toBe('Tracker');
    expect(tabOptionText('Tracker')).toBe('Tracker');
  });
});
