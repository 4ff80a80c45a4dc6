import { describe, expect, it } from 'vitest';
import { actionsMenuVisible, creatorLine, pointActions, shareLinkVisible, type ActionContext } from './visibility-rules';

const mine = { status: 'Active', edit: true, creatorEmail: 'ivy@example.com' };
const theirs = { status: 'Active', edit: true, creatorEmail: 'owen@example.com' };
const ctx = (over: Partial<ActionContext> = {}): ActionContext => ({
  v2: true,
  setting: { view: 'Own', manage: 'Own' },
  userEmail: 'IVY@example.com',
  cpAdmin: false,
  ...over,
});

describe('001 §5 edit and deactivate visibility', () => {
  it('with compass_point_v2 and manage Own, only the creator may edit or deactivate', () => {
    expect(actionsMenuVisible(mine, ctx())).toBe(true);
    expect(actionsMenuVisible(theirs, ctx())).toBe(false);
  });
  it('manage None hides the actions menu, even for the creator', () => {
    expect(actionsMenuVisible(mine, ctx({ setting: { manage: 'None' } }))).toBe(false);
  });
  it('other manage values leave it to everyone who sees the point', () => {
    expect(actionsMenuVisible(theirs, ctx({ setting: { manage: 'All' } }))).toBe(true);
  });
  it('without settings, the record edit flag false hides the actions', () => {
    expect(actionsMenuVisible({ ...mine, edit: false }, ctx({ setting: null }))).toBe(false);
    expect(actionsMenuVisible(mine, ctx({ setting: null }))).toBe(true);
    // Without v2 the settings do not apply; the edit flag decides.
    expect(actionsMenuVisible({ ...theirs, edit: false }, ctx({ v2: false }))).toBe(false);
  });
  it('COMPASS_POINT_ADMIN sees the actions menu on any compass point', () => {
    expect(actionsMenuVisible(theirs, ctx({ cpAdmin: true, setting: { manage: 'None' } }))).toBe(true);
  });
});

describe('001 §4 edit is possible only when active; deactivated points offer reactivate', () => {
  it('lists the actions by status', () => {
    expect(pointActions(mine, { ...ctx(), showAuditHistory: false })).toEqual(['view', 'edit', 'deactivate', 'copyLink']);
    expect(pointActions({ ...mine, status: 'Deactivated' }, { ...ctx(), showAuditHistory: true })).toEqual([
      'view',
      'reactivate',
      'history',
    ]);
    expect(pointActions(theirs, { ...ctx(), showAuditHistory: false })).toEqual(['view', 'copyLink']);
  });
});

describe('001 §3 the view value All hides the share link', () => {
  it('hides for All only', () => {
    expect(shareLinkVisible({ view: 'All' })).toBe(false);
    expect(shareLinkVisible({ view: 'Own' })).toBe(true);
    expect(shareLinkVisible(null)).toBe(true);
    expect(pointActions(mine, { ...ctx({ setting: { view: 'All', manage: 'Own' } }), showAuditHistory: false })).not.toContain(
      'copyLink',
    );
  });
});

describe('001 §6 only the creator name and e-mail show in view and edit dialogs', () => {
  it('formats name and e-mail', () => {
    expect(creatorLine({ createdUserName: 'Ivy Larsen', creatorEmail: 'ivy@example.com' })).toBe('Ivy Larsen (ivy@example.com)');
    expect(creatorLine({ createdUserName: null, creatorEmail: 'ivy@example.com' })).toBe('(ivy@example.com)');
  });
});

describe('001 §4 a historical point is not editable', () => {
  it('offers view only (plus history)', () => {
    expect(pointActions({ ...mine, status: 'Historical' }, { ...ctx(), showAuditHistory: true })).toEqual(['view', 'history']);
  });
  it('the server own flag decides who is the creator', () => {
    expect(actionsMenuVisible({ ...theirs, own: true }, ctx())).toBe(true);
  });
});
