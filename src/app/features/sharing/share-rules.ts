import { EMAIL_PATTERN, SHARE_MEMBER_PREVIEW, type ShareTarget, type SharedWithContentReply } from '../../../api/shares';

/*
 * The share dialog's rules (002 §2 Share dialog, §5): which rows a search shows, whether an
 * unmatched input is offered as an external user, which rows are already Sent, and the payloads.
 */

/** A row's stable key: groups, users and external addresses never collide. */
export const targetKey = (t: ShareTarget) =>
  'isGroup' in t ? `g:${t.id}` : t.isExternalUser || t.id === null ? `e:${t.email.toLowerCase()}` : `u:${t.id}`;

/** 002 §5: the search runs only when the trimmed query is longer than 2 characters. */
export const shareSearchRuns = (q: string) => q.trim().length > 2;
export const isEmail = (q: string) => EMAIL_PATTERN.test(q.trim());

export type SearchOutcome =
  { kind: 'results'; rows: ShareTarget[] } | { kind: 'external'; row: ShareTarget } | { kind: 'noMatch' } | { kind: 'idle' };

/**
 * 002 §5: results when something matched; otherwise a valid e-mail is offered as an external user,
 * anything else shows the no-match message. Without the group feature only e-mail search is offered.
 */
export function searchOutcome(query: string, results: ShareTarget[] | undefined, groupFeature: boolean): SearchOutcome {
  const q = query.trim();
  if (!groupFeature && !isEmail(q)) return q ? { kind: 'noMatch' } : { kind: 'idle' };
  if (results === undefined) return { kind: 'idle' };
  const rows = groupFeature ? results : results.filter((r) => !('isGroup' in r));
  if (rows.length > 0) return { kind: 'results', rows };
  if (isEmail(q)) return { kind: 'external', row: { id: null, name: q, email: q, isExternalUser: true } };
  return shareSearchRuns(q) ? { kind: 'noMatch' } : { kind: 'idle' };
}

/** Keys of the targets this document is already shared with (shown as Sent). */
export function sentKeys(current: SharedWithContentReply | undefined): Set<string> {
  if (!current) return new Set();
  return new Set([...current.groups, ...current.users].map(targetKey));
}

/** 002 §9: a group row previews 3 member names, then "N more". */
export function rosterPreview(t: ShareTarget): { names: string[]; more: number } {
  if (!('isGroup' in t)) return { names: [], more: 0 };
  const all = t.rosters.map((r) => r.userName);
  return { names: all.slice(0, SHARE_MEMBER_PREVIEW), more: Math.max(0, all.length - SHARE_MEMBER_PREVIEW) };
}

/** 002 §3 share payloads for one selected target. */
export function sharePayload(t: ShareTarget, doc: { contentId: number; contentCode: string; title: string }) {
  if ('isGroup' in t)
    return {
      kind: 'group' as const,
      body: { contentID: doc.contentId, sharedWithGroupID: t.id, contentCode: doc.contentCode, title: doc.title },
    };
  return {
    kind: 'user' as const,
    body: {
      contentID: doc.contentId,
      sharedWithUserID: t.isExternalUser ? null : t.id,
      email: t.email,
      externalUser: t.isExternalUser,
      contentCode: doc.contentCode,
      title: doc.title,
    },
  };
}
