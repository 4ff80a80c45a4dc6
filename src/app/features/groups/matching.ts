import { SEARCH_MIN } from '../../../api/groups';

/*
 * The wizard's search rules (002 §5): a search or a list filter works only with more than 2
 * trimmed characters (shorter shows the whole list); the group-member filter matches first plus last name ignoring case and spaces; the group-document
 * filter matches title, asset id or designation number ignoring case.
 */

/** Whether a term is long enough to search (3 trimmed characters or more). */
export const searchable = (term: string) => term.trim().length >= SEARCH_MIN;

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '');

/** 002 §5: first name plus last name, case-insensitive, spaces ignored; a term too short to search filters nothing. */
export function memberMatches(m: { firstName: string; lastName: string }, term: string): boolean {
  if (!searchable(term)) return true;
  return squash(`${m.firstName}${m.lastName}`).includes(squash(term));
}

/** 002 §5: title, asset id or designation number, case-insensitive; a term too short to search filters nothing. */
export function documentMatches(
  d: { documentTitle: string; assetId: string | null; designationNo: string | null },
  term: string,
): boolean {
  if (!searchable(term)) return true;
  const t = term.trim().toLowerCase();
  return [d.documentTitle, d.assetId ?? '', d.designationNo ?? ''].some((v) => v.toLowerCase().includes(t));
}

/** Decodes the HTML entities stored titles may carry (002 §2 "HTML-decoded titles"). */
export function decodeHtml(s: string): string {
  const named: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
    ndash: '–',
    mdash: '—',
    deg: '°',
    reg: '®',
    copy: '©',
    trade: '™',
  };
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, code: string) => {
    if (code[0] === '#') {
      const n = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : all;
    }
    return named[code.toLowerCase()] ?? all;
  });
}

/** 002 §2: the detail header shows at most 50 characters, then an ellipsis. */
export function truncateName(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

/** 002 §2: the first `limit` member names, then "N more..." until expanded. */
export function memberPreview(names: string[], limit: number, expanded: boolean): { shown: string[]; more: number } {
  if (expanded || names.length <= limit) return { shown: names, more: 0 };
  return { shown: names.slice(0, limit), more: names.length - limit };
}

/** 002 §2 Groups list: A–Z or Z–A on the name, case-insensitive. */
export function sortGroups<T extends { name: string }>(groups: T[], dir: 'asc' | 'desc'): T[] {
  const sorted = [...groups].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  return dir === 'asc' ? sorted : sorted.reverse();
}

/**
 * What the empty available side says (002 §5): searching while a search runs; once a search of
 * enough characters found nothing, that nobody (or no document) was found; else the hint to type more.
 */
export function availableEmptyKey(state: { searching: boolean; searched: boolean }, noneFoundKey: string): string {
  if (state.searching) return 'groups.transfer.searching';
  return state.searched ? noneFoundKey : 'groups.wizard.searchHint';
}
