import { describe, expect, it } from 'vitest';
import type { CompassPointSettings } from '../../../api/compass-points';
import { canManage, canSee, canShare, requiredFieldErrors, type Viewer } from './rules';

/* Visibility and validation rules of compass points (001 §5, §6). */

const settings = (view: 'Own' | 'All', manage: 'None' | 'Own' | 'All', required: string[] = ['name']): CompassPointSettings => ({
  attributes: (['name', 'description', 'overlay-details'] as const).map((attribute) => ({
    attribute,
    show: true,
    required: required.includes(attribute),
    inputType: 'text',
    labelI18nKey: attribute,
  })),
  pdfViewSetting: { view, manage },
});
const creator: Viewer = { userId: 1, accountId: 1, isCpAdmin: false, v2: true };
const colleague: Viewer = { userId: 2, accountId: 1, isCpAdmin: false, v2: true };
const admin: Viewer = { userId: 3, accountId: 1, isCpAdmin: true, v2: true };
const otherAdmin: Viewer = { userId: 4, accountId: 2, isCpAdmin: true, v2: true };
const point = { userId: 1, accountId: 1, status: 'Active' };

describe("who sees a point: the creator, the account's CP admin, colleagues only with view All; never another account", () => {
  it('applies to every persona', () => {
    expect(canSee(creator, point, settings('Own', 'Own'))).toBe(true);
    expect(canSee(colleague, point, settings('Own', 'Own'))).toBe(false);
    expect(canSee(colleague, point, null)).toBe(false);
    expect(canSee(colleague, point, settings('All', 'Own'))).toBe(true);
    expect(canSee(admin, point, null)).toBe(true);
    expect(canSee(otherAdmin, point, settings('All', 'All'))).toBe(false);
  });
});

describe('edit and deactivate visibility (001 §5: compass_point_v2, manage None/Own, edit flag, COMPASS_POINT_ADMIN)', () => {
  it('manage Own: only the creator', () => {
    expect(canManage(creator, point, settings('All', 'Own'))).toBe(true);
    expect(canManage(colleague, point, settings('All', 'Own'))).toBe(false);
  });
  it('manage None hides the actions, even for the creator', () => {
    expect(canManage(creator, point, settings('Own', 'None'))).toBe(false);
  });
  it('other manage values let every viewer act', () => {
    expect(canManage(colleague, point, settings('All', 'All'))).toBe(true);
    // …but only viewers: without view All a colleague does not see it at all.
    expect(canManage(colleague, point, settings('Own', 'All'))).toBe(false);
  });
  it("without settings, or without compass_point_v2, the record's edit flag is the creator's", () => {
    expect(canManage(creator, point, null)).toBe(true);
    expect(canManage({ ...colleague, v2: false }, point, settings('All', 'All'))).toBe(false);
    expect(canManage({ ...creator, v2: false }, point, settings('Own', 'None'))).toBe(true);
  });
  it('COMPASS_POINT_ADMIN may act on any point of its account, whatever the settings', () => {
    expect(canManage(admin, point, settings('Own', 'None'))).toBe(true);
    expect(canManage(otherAdmin, point, settings('All', 'All'))).toBe(false);
  });
});

describe('view All hides the share link (001 §3)', () => {
  it('the creator shares a live point unless the view setting is All', () => {
    expect(canShare(creator, point, settings('Own', 'Own'))).toBe(true);
    expect(canShare(creator, point, null)).toBe(true);
    expect(canShare(creator, point, settings('All', 'Own'))).toBe(false);
    expect(canShare(creator, { ...point, status: 'Deactivated' }, null)).toBe(false);
    expect(canShare(admin, point, null)).toBe(false);
  });
});

describe('required fields are checked after trimming (001 §5)', () => {
  const fields = (name: string, description = '', overlayDetails = '') => ({ name, description, overlayDetails });
  it('the older form always needs a name', () => {
    expect(requiredFieldErrors(fields('  \t '), null, true).map((e) => e.field)).toEqual(['name']);
    expect(requiredFieldErrors(fields(' x '), null, true)).toEqual([]);
    expect(requiredFieldErrors(fields(''), settings('Own', 'Own', []), false).map((e) => e.field)).toEqual(['name']);
  });
  it("the newer form follows the tenant's per-attribute settings", () => {
    expect(requiredFieldErrors(fields(''), settings('Own', 'Own', []), true)).toEqual([]);
    expect(
      requiredFieldErrors(fields('n', ' ', ''), settings('Own', 'Own', ['description', 'overlay-details']), true).map(
        (e) => e.field,
      ),
    ).toEqual(['description', 'overlayDetails']);
  });
});
