import { describe, expect, it } from 'vitest';
import { groupSidebarEntries, nextSidebarState, sidebarOpen, smallScreenOnly } from './sidebar-state';
import type { SidebarEntry } from './sidebar-entry';

describe('sidebar states: hidden (initial), shown, hidden-after-close', () => {
  it('toggle from the initial hidden state shows it', () => {
    expect(nextSidebarState('hidden', 'toggle')).toBe('shown');
  });
  it('closing a shown sidebar gives hidden-after-close', () => {
    expect(nextSidebarState('shown', 'close')).toBe('hidden-after-close');
    expect(nextSidebarState('shown', 'toggle')).toBe('hidden-after-close');
  });
  it('toggle after a close shows it again', () => {
    expect(nextSidebarState('hidden-after-close', 'toggle')).toBe('shown');
  });
  it('close while hidden changes nothing', () => {
    expect(nextSidebarState('hidden', 'close')).toBe('hidden');
    expect(nextSidebarState('hidden-after-close', 'close')).toBe('hidden-after-close');
  });
  it('only the shown state is open', () => {
    expect([sidebarOpen('hidden'), sidebarOpen('shown'), sidebarOpen('hidden-after-close')]).toEqual([false, true, false]);
  });
});

describe('sidebar blocks: first, second, LEFT external links, then help and language on small screens only', () => {
  const entries: SidebarEntry[] = [
    { id: 'lang', labelKey: 'nav.language', section: 'language' },
    { id: 'usage', labelKey: 'nav.subscriptionUsage', section: 'second' },
    { id: 'home', labelKey: 'nav.home' },
    { id: 'ext', labelKey: 'Vendor portal', href: 'https://example.test', external: true, section: 'external' },
    { id: 'fav', labelKey: 'nav.favorites', section: 'main' },
    { id: 'video', labelKey: 'nav.videoTutorials', section: 'help' },
  ];
  it('orders sections and keeps entry order inside each, defaulting to main', () => {
    const groups = groupSidebarEntries(entries);
    expect(groups.map((g) => g.section)).toEqual(['main', 'second', 'external', 'help', 'language']);
    expect(groups[0].entries.map((e) => e.id)).toEqual(['home', 'fav']);
  });
  it('drops empty sections', () => {
    expect(groupSidebarEntries([{ id: 'home', labelKey: 'nav.home' }]).map((g) => g.section)).toEqual(['main']);
  });
  it('marks help and language as small-screen only', () => {
    expect(smallScreenOnly('help')).toBe(true);
    expect(smallScreenOnly('language')).toBe(true);
    expect(smallScreenOnly('main')).toBe(false);
    expect(smallScreenOnly('external')).toBe(false);
  });
});
