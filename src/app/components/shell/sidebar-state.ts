import type { SidebarEntry, SidebarSection } from './sidebar-entry';

/** Sidebar states (000 §4): hidden initially, shown, hidden after a close. */
export type SidebarState = 'hidden' | 'shown' | 'hidden-after-close';
export type SidebarEvent = 'toggle' | 'open' | 'close';

/** The sidebar state machine; the layout keeps the state, the drawer only reads `open`. */
export function nextSidebarState(state: SidebarState, event: SidebarEvent): SidebarState {
  switch (event) {
    case 'open':
      return 'shown';
    case 'close':
      return state === 'shown' ? 'hidden-after-close' : state;
    case 'toggle':
      return state === 'shown' ? 'hidden-after-close' : 'shown';
  }
}

/** Whether the drawer is on screen in a state. */
export function sidebarOpen(state: SidebarState): boolean {
  return state === 'shown';
}

/** Order in which sections appear; help and language come last because they only show on phones. */
export const SECTION_ORDER: readonly SidebarSection[] = ['main', 'second', 'external', 'help', 'language'];

/** Sections shown only below 768 px (on wider screens the header carries help and language menus). */
export function smallScreenOnly(section: SidebarSection): boolean {
  return section === 'help' || section === 'language';
}

/** Groups entries by section in display order, keeping entry order, dropping empty sections. */
export function groupSidebarEntries(entries: SidebarEntry[]): { section: SidebarSection; entries: SidebarEntry[] }[] {
  return SECTION_ORDER.map((section) => ({
    section,
    entries: entries.filter((e) => (e.section ?? 'main') === section),
  })).filter((g) => g.entries.length > 0);
}
