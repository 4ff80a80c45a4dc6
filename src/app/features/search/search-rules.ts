import {
  ALL_KEYWORDS,
  SEARCH_MIN_LENGTH,
  SEARCH_TEXT_MAX,
  TYPE_AHEAD_MIN_LENGTH,
  type SearchField,
  type SortType,
} from '../../../api/search-terms';
import type { TenantConfig } from '../../../api/tenant';
import type { SearchMode, SortOption } from './search-url';

export type SearchValidation = { ok: true } | { ok: false; reason: 'tooShort' };

/**
 * 000 §5: plain, designation and semantic search need at least 2 characters after trimming;
 * my-subscription search allows an empty term.
 */
export function validateSearchTerm(term: string, mode: SearchMode): SearchValidation {
  const trimmed = term.trim();
  if (mode === 'subscription' && trimmed === '') return { ok: true };
  return trimmed.length >= SEARCH_MIN_LENGTH ? { ok: true } : { ok: false, reason: 'tooShort' };
}

/** Decodes %-escapes when the text holds them; text that is not valid escaping is kept as typed. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** 000 §5: the text sent is URL-decoded and cut to 500 characters; an empty term is sent as '*'. */
export function keywordsToSend(term: string): string {
  const sent = safeDecode(term).slice(0, SEARCH_TEXT_MAX).trim();
  return sent === '' ? ALL_KEYWORDS : sent;
}

/** 000 §5: the input accepts at most 500 characters. */
export function clampInput(text: string): string {
  return text.slice(0, SEARCH_TEXT_MAX);
}

/** 000 §4/§5: type-ahead runs from 3 characters; fewer hides the results. */
export function typeAheadReady(text: string): boolean {
  return text.trim().length >= TYPE_AHEAD_MIN_LENGTH;
}

/** 000 §5: BEST_MATCH sends no sort parameter; any other sort sends it with OVERRIDE_SORT. */
export function sortRequest(sort: SortOption): { sort?: string; sortType: SortType } {
  return sort === 'BEST_MATCH' ? { sortType: 'BEST_MATCH' } : { sort, sortType: 'OVERRIDE_SORT' };
}

type SearchTypes = TenantConfig['searchTypesConfiguration'];
/** 000 §9: the types a tenant configuration that does not mention them offers. */
const ENABLED_BY_DEFAULT: ReadonlySet<string> = new Set(['ALL', 'KEYWORD', 'DESIGNATION', 'SUBSCRIBED_ALL']);

/** A type the configuration lists is on or off as it says; one it omits takes the default. */
const enabled = (types: SearchTypes, code: SearchTypes[number]['code']) => {
  const listed = types.find((t) => t.code === code);
  return listed ? listed.enabled : ENABLED_BY_DEFAULT.has(code);
};

const STYPE_CODE: Record<SearchField, SearchTypes[number]['code']> = { A: 'ALL', K: 'KEYWORD', D: 'DESIGNATION' };

/**
 * 000 §4: a search type the page does not offer puts the bar in its error state. Content search
 * needs the stype's configuration code; my-subscription needs SUBSCRIBED_ALL; semantic needs the
 * account's semantic flag.
 */
export function searchTypeAvailable(
  mode: SearchMode,
  stype: SearchField,
  types: SearchTypes,
  semanticSearchFlag: boolean,
): boolean {
  if (mode === 'semantic') return semanticSearchFlag;
  if (mode === 'subscription') return enabled(types, 'SUBSCRIBED_ALL');
  return enabled(types, STYPE_CODE[stype]);
}

/** The stype choices of the search bar's type menu: the enabled ones of A, K, D. */
export function stypeChoices(types: SearchTypes): SearchField[] {
  return (['A', 'K', 'D'] as const).filter((s) => enabled(types, STYPE_CODE[s]));
}

/** Whether my-subscription search is offered (SUBSCRIBED_ALL). */
export const subscriptionSearchEnabled = (types: SearchTypes): boolean => enabled(types, 'SUBSCRIBED_ALL');

/** The all-content / my-subscription radio appears when both kinds are enabled. */
export function showsScopeRadio(types: SearchTypes): boolean {
  return enabled(types, 'SUBSCRIBED_ALL') && stypeChoices(types).length > 0;
}
