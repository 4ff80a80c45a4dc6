import { describe, expect, it } from 'vitest';
import type { GroupDetail, GroupDocument, MemberUser } from '../../../api/groups';
import {
  availableEmptyKey,
  decodeHtml,
  documentMatches,
  memberMatches,
  memberPreview,
  searchable,
  sortGroups,
  truncateName,
} from './matching';
import { mailPayload, memberKey, savePayload, updatePayload } from './payloads';
import {
  allTicked,
  atLimit,
  emptyTransfer,
  moveLeft,
  moveRight,
  setAvailable,
  tickAll,
  toggleTick,
  textUpdateEnabled,
  wizardButtons,
} from './wizard-state';

const m = (userId: number, firstName: string, lastName: string): MemberUser => ({
  userId,
  firstName,
  lastName,
  email: `${firstName}@x.org`,
});
const doc = (
  code: string,
  title: string,
  designationNo: string | null = null,
  assetId: string | null = null,
  id = 1,
): GroupDocument => ({ contentCode: code, contentID: id, contentId: id, documentTitle: title, designationNo, assetId });

describe('002 §5 searches need more than 2 trimmed characters', () => {
  it('counts trimmed characters', () => {
    expect(searchable('  ab  ')).toBe(false);
    expect(searchable(' abc')).toBe(true);
  });
});

describe('002 §5 group-member filter: first plus last name, case-insensitive, ignoring spaces', () => {
  it('matches across the name boundary and ignores spaces in the term', () => {
    expect(memberMatches(m(1, 'Owen', 'Hale'), 'enha')).toBe(true);
    expect(memberMatches(m(1, 'Owen', 'Hale'), 'OWEN H')).toBe(true);
    expect(memberMatches(m(1, 'Owen', 'Hale'), 'grace')).toBe(false);
    expect(memberMatches(m(1, 'Owen', 'Hale'), '')).toBe(true);
  });
});

describe('002 §5 group-document filter: title, asset id or designation number, case-insensitive', () => {
  it('matches each field', () => {
    const d = doc('C1', 'Steel Bars', 'A123', 'STP99');
    expect(documentMatches(d, 'steel')).toBe(true);
    expect(documentMatches(d, 'a12')).toBe(true);
    expect(documentMatches(d, 'stp9')).toBe(true);
    expect(documentMatches(d, 'copper')).toBe(false);
  });
});

describe('002 §5 the transfer lists filter only from 3 trimmed characters; shorter shows the whole list', () => {
  it('one or two characters, or padding around them, filter nothing', () => {
    expect(memberMatches(m(1, 'Owen', 'Hale'), 'zz')).toBe(true);
    expect(memberMatches(m(1, 'Owen', 'Hale'), '  zz  ')).toBe(true);
    expect(memberMatches(m(1, 'Owen', 'Hale'), 'zzz')).toBe(false);
    expect(documentMatches(doc('C1', 'Steel Bars', 'A123', 'STP99'), 'xy')).toBe(true);
    expect(documentMatches(doc('C1', 'Steel Bars', 'A123', 'STP99'), 'xyz')).toBe(false);
  });
});

describe('002 §2 detail: HTML-decoded titles, name truncated at 50, six members then N more', () => {
  it('decodes named and numeric entities', () =>
    expect(decodeHtml('A &amp; B &#8211; &lt;x&gt; &#x00B0;C &bogus;')).toBe('A & B – <x> °C &bogus;'));
  it('truncates past 50 with an ellipsis', () => {
    expect(truncateName('x'.repeat(50), 50)).toBe('x'.repeat(50));
    expect(truncateName('x'.repeat(51), 50)).toBe(`${'x'.repeat(50)}...`);
  });
  it('previews six then the rest as a count until expanded', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(memberPreview(names, 6, false)).toEqual({ shown: names.slice(0, 6), more: 2 });
    expect(memberPreview(names, 6, true)).toEqual({ shown: names, more: 0 });
    expect(memberPreview(names.slice(0, 6), 6, false).more).toBe(0);
  });
});

describe('002 §2 groups list sort: A–Z and Z–A, case-insensitive', () => {
  it('ignores case', () => {
    const g = [{ name: 'beta' }, { name: 'Alpha' }, { name: 'charlie' }];
    expect(sortGroups(g, 'asc').map((x) => x.name)).toEqual(['Alpha', 'beta', 'charlie']);
    expect(sortGroups(g, 'desc').map((x) => x.name)).toEqual(['charlie', 'beta', 'Alpha']);
  });
});

describe('002 §4 wizard transfer: ticked items move by the arrows; select all switches on by itself', () => {
  it('moves right and left, leaves already chosen items out of search results', () => {
    let t = emptyTransfer<MemberUser>([m(1, 'A', 'A')]);
    t = setAvailable(t, [m(1, 'A', 'A'), m(2, 'B', 'B'), m(3, 'C', 'C')], memberKey);
    expect(t.available.map((x) => x.userId)).toEqual([2, 3]);
    t = toggleTick(t, 'available', '3');
    t = moveRight(t, memberKey);
    expect(t.chosen.map((x) => x.userId)).toEqual([1, 3]);
    expect(t.available.map((x) => x.userId)).toEqual([2]);
    t = tickAll(t, 'chosen', t.chosen, memberKey, true);
    expect(allTicked(t.chosen, t.tickedChosen, memberKey)).toBe(true);
    t = toggleTick(t, 'chosen', '1');
    expect(allTicked(t.chosen, t.tickedChosen, memberKey)).toBe(false);
    t = moveLeft(t, memberKey);
    expect(t.chosen.map((x) => x.userId)).toEqual([1]);
    expect(t.available.map((x) => x.userId)).toEqual([2, 3]);
  });
  it('select all with nothing visible is never on', () => expect(allTicked([], [], memberKey)).toBe(false));
});

describe('002 §5 wizard buttons: Next needs name and description, then members; Confirm needs documents', () => {
  it('follows each step', () => {
    expect(wizardButtons(0, { name: ' ', description: 'd', members: 0, documents: 0 })).toEqual({
      back: false,
      next: { enabled: false },
      confirm: null,
    });
    expect(wizardButtons(0, { name: 'n', description: 'd', members: 0, documents: 0 }).next).toEqual({ enabled: true });
    expect(wizardButtons(1, { name: 'n', description: 'd', members: 0, documents: 0 })).toEqual({
      back: true,
      next: { enabled: false },
      confirm: null,
    });
    expect(wizardButtons(1, { name: 'n', description: 'd', members: 1, documents: 0 }).next).toEqual({ enabled: true });
    expect(wizardButtons(2, { name: 'n', description: 'd', members: 1, documents: 0 })).toEqual({
      back: true,
      next: null,
      confirm: { enabled: false },
    });
    expect(wizardButtons(2, { name: 'n', description: 'd', members: 1, documents: 2 }).confirm).toEqual({ enabled: true });
  });
  it('limit hint at exactly 255; edit Update needs a changed non-empty value', () => {
    expect(atLimit('x'.repeat(255))).toBe(true);
    expect(atLimit('x'.repeat(254))).toBe(false);
    expect(textUpdateEnabled('Same', 'Same')).toBe(false);
    expect(textUpdateEnabled('  ', 'Old')).toBe(false);
    expect(textUpdateEnabled('New', 'Old')).toBe(true);
  });
});

describe('002 §3 payloads', () => {
  it('save sends ids and codes with trimmed text', () => {
    expect(savePayload(1, { name: ' N ', description: ' D ', members: [m(9, 'O', 'H')], documents: [doc('C1', 't')] })).toEqual({
      accountID: 1,
      name: 'N',
      longDesc: 'D',
      memberIds: [9],
      contentCodes: ['C1'],
    });
  });
  it('update adds new codes and removes dropped ids', () => {
    const before = {
      groupID: 5,
      accountID: 1,
      documents: [doc('C1', 'a', null, null, 11), doc('C2', 'b', null, null, 12)],
    } as unknown as GroupDetail;
    expect(
      updatePayload(before, {
        name: 'N',
        description: 'D',
        members: [m(9, 'O', 'H')],
        documents: [doc('C2', 'b', null, null, 12), doc('C3', 'c', null, null, 13)],
      }),
    ).toEqual({
      groupID: 5,
      accountID: 1,
      name: 'N',
      longDesc: 'D',
      memberIds: [9],
      contentCodes: ['C3'],
      removeContentIds: [11],
    });
  });
  it('mail uses the first reading', () =>
    expect(mailPayload(3, ' S ', ' M ', true)).toEqual({ subject: 'S', message: 'M', groupID: 3, copyMeFlag: true }));
});

describe('The member search says when a search found no one (002 §5)', () => {
  it('after a search of enough characters that found nobody, it says no one was found', () =>
    expect(availableEmptyKey({ searching: false, searched: true }, 'groups.transfer.noMembersFound')).toBe(
      'groups.transfer.noMembersFound',
    ));
  it('before any such search it asks for more characters, and while searching it says so', () => {
    expect(availableEmptyKey({ searching: false, searched: false }, 'groups.transfer.noMembersFound')).toBe(
      'groups.wizard.searchHint',
    );
    expect(availableEmptyKey({ searching: true, searched: true }, 'groups.transfer.noMembersFound')).toBe(
      'groups.transfer.searching',
    );
  });
  it('three characters are a search', () => expect(searchable('abc')).toBe(true));
});
