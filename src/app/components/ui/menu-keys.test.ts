import { describe, expect, it } from 'vitest';
import { MENU_EDGE_PX, menuPanelLeft, nextMenuIndex } from './menu-keys';

describe('menus: arrow keys move between entries and wrap (src/README.md §3.9)', () => {
  it('down from nothing focused goes to the first entry, up to the last', () => {
    expect(nextMenuIndex(-1, 'ArrowDown', 4)).toBe(0);
    expect(nextMenuIndex(-1, 'ArrowUp', 4)).toBe(3);
  });
  it('down and up wrap around', () => {
    expect(nextMenuIndex(3, 'ArrowDown', 4)).toBe(0);
    expect(nextMenuIndex(0, 'ArrowUp', 4)).toBe(3);
    expect(nextMenuIndex(1, 'ArrowDown', 4)).toBe(2);
  });
  it('Home and End go to the ends', () => {
    expect(nextMenuIndex(2, 'Home', 4)).toBe(0);
    expect(nextMenuIndex(0, 'End', 4)).toBe(3);
  });
  it('ignores other keys and empty menus', () => {
    expect(nextMenuIndex(0, 'x', 4)).toBeNull();
    expect(nextMenuIndex(-1, 'ArrowDown', 0)).toBeNull();
  });
});

describe('a menu panel stays inside a 360 px wide screen (no horizontal scrolling)', () => {
  it("aligns to the trigger's end edge when there is room", () => {
    expect(menuPanelLeft({ triggerLeft: 300, triggerRight: 344, panelWidth: 200, viewportWidth: 360, alignRight: true })).toBe(
      144,
    );
  });
  it("aligns to the trigger's start edge", () => {
    expect(menuPanelLeft({ triggerLeft: 20, triggerRight: 64, panelWidth: 200, viewportWidth: 360, alignRight: false })).toBe(20);
  });
  it('is pushed back inside the viewport on either side', () => {
    expect(menuPanelLeft({ triggerLeft: 10, triggerRight: 54, panelWidth: 320, viewportWidth: 360, alignRight: true })).toBe(
      MENU_EDGE_PX,
    );
    expect(menuPanelLeft({ triggerLeft: 300, triggerRight: 344, panelWidth: 320, viewportWidth: 360, alignRight: false })).toBe(
      360 - MENU_EDGE_PX - 320,
    );
  });
});
