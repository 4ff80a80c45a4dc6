import { describe, expect, it } from 'vitest';
import type { ShareTarget } from '../../../api/shares';
import { rosterPreview, searchOutcome, sentKeys, sharePayload, shareSearchRuns, targetKey } from './share-rules';

const group: ShareTarget = {
  id: 4,
  name: 'Panel',
  isGroup: true,
  rosters: [{ userName: 'A' }, { userName: 'B' }, { userName: 'C' }, { userName: 'D' }, { userName: 'E' }],
};
const user: ShareTarget = { id: 9, name: 'Owen Hale', email: 'owen@x.org', isExternalUser: false };

describe('002 §5 share search runs with more than 2 trimmed characters', () => {
  it('counts trimmed characters', () => {
    expect(shareSearchRuns(' ab ')).toBe(false);
    expect(shareSearchRuns('abc')).toBe(true);
  });
});

describe('002 §5 no match: a valid e-mail is offered as an external user, otherwise the no-match message', () => {
  it('offers the address', () =>
    expect(searchOutcome('someone@else.org', [], true)).toEqual({
      kind: 'external',
      row: { id: null, name: 'someone@else.org', email: 'someone@else.org', isExternalUser: true },
    }));
  it('says no match for other text', () => expect(searchOutcome('zzzz', [], true)).toEqual({ kind: 'noMatch' }));
  it('shows results when something matched', () =>
    expect(searchOutcome('pan', [group], true)).toEqual({ kind: 'results', rows: [group] }));
  it('is idle while no search ran', () => expect(searchOutcome('pa', undefined, true)).toEqual({ kind: 'idle' }));
});

describe('002 §5 without the group feature only e-mail search is offered', () => {
  it('non-addresses are no match, groups never show', () => {
    expect(searchOutcome('owen', [user], false)).toEqual({ kind: 'noMatch' });
    expect(searchOutcome('owen@x.org', [group, user], false)).toEqual({ kind: 'results', rows: [user] });
  });
});

describe('002 §2 Sent marks already-shared targets; groups preview 3 names then N more', () => {
  it('keys users, groups and addresses apart', () => {
    const sent = sentKeys({
      groups: [group as never],
      users: [user as never, { id: null, name: 'X@y.org', email: 'X@y.org', isExternalUser: true }],
    });
    expect(sent.has(targetKey(group))).toBe(true);
    expect(sent.has(targetKey(user))).toBe(true);
    expect(sent.has(targetKey({ id: null, name: 'x@y.org', email: 'x@y.org', isExternalUser: true }))).toBe(true);
  });
  it('previews three', () => expect(rosterPreview(group)).toEqual({ names: ['A', 'B', 'C'], more: 2 }));
});

describe('002 §3 share payloads', () => {
  const doc = { contentId: 7, contentCode: 'C7', title: 'T' };
  it('group', () =>
    expect(sharePayload(group, doc)).toEqual({
      kind: 'group',
      body: { contentID: 7, sharedWithGroupID: 4, contentCode: 'C7', title: 'T' },
    }));
  it('user and external', () => {
    expect(sharePayload(user, doc).body).toEqual({
      contentID: 7,
      sharedWithUserID: 9,
      email: 'owen@x.org',
      externalUser: false,
      contentCode: 'C7',
      title: 'T',
    });
    expect(sharePayload({ id: null, name: 'a@b.org', email: 'a@b.org', isExternalUser: true }, doc).body).toMatchObject({
      sharedWithUserID: null,
      externalUser: true,
      email: 'a@b.org',
    });
  });
});
