import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFINEMENT_CACHE_MS } from '../../../../api/http-headers';
import {
  REFINEMENT_COMMITTEE_PATH,
  REFINEMENT_DOCUMENT_TYPES_PATH,
  REFINEMENT_ICS_PATH,
  REFINEMENT_OTHER_CONTENT_PATH,
  REFINEMENT_ROOT,
  REFINEMENT_SECTORS_PATH,
  refinementTaxonomyPath,
  refinementTreeReply,
} from '../../../../api/search';
import { http } from '../../../lib/http';
import { searchKeys } from './keys';

/** The tree call for each refinement number (000 §7); the publisher list comes from its count call. */
function treeCall(root: number, language: string): { url: string; query?: Record<string, string> } {
  switch (root) {
    case REFINEMENT_ROOT.ics:
      return { url: REFINEMENT_ICS_PATH };
    case REFINEMENT_ROOT.otherContent:
      return { url: REFINEMENT_OTHER_CONTENT_PATH };
    case REFINEMENT_ROOT.industry:
      return { url: REFINEMENT_SECTORS_PATH, query: { language } };
    case REFINEMENT_ROOT.documentType:
      return { url: REFINEMENT_DOCUMENT_TYPES_PATH };
    case REFINEMENT_ROOT.committee:
      return { url: REFINEMENT_COMMITTEE_PATH, query: { language } };
    default:
      return { url: refinementTaxonomyPath(root) };
  }
}

/** GET one refinement tree. */
export const getRefinementTree = (root: number, language: string, signal?: AbortSignal) => {
  const call = treeCall(root, language);
  return http.get(call.url, refinementTreeReply, { signal, spinner: false, query: call.query });
};

/** 000 §7: tree replies are cached client-side for 720000 ms (the TTL lives in http-headers.ts). */
export const refinementTreeQueryOptions = (root: number, language: string, enabled = true) =>
  queryOptions({
    queryKey: searchKeys.tree(root, language),
    queryFn: ({ signal }) => getRefinementTree(root, language, signal),
    staleTime: REFINEMENT_CACHE_MS,
    gcTime: REFINEMENT_CACHE_MS,
    enabled,
    meta: { silent: true }, // each list shows its own error state (000 §4)
  });

export const useRefinementTree = (root: number, language: string, enabled = true) =>
  useQuery(refinementTreeQueryOptions(root, language, enabled));
