import { useQuery } from '@tanstack/react-query';
import { REFINEMENT_CACHE_MS } from '../../../../api/http-headers';
import { REFINEMENT_NODES_PATH, refinementTreeReply } from '../../../../api/search';
import { lookupQuery } from '../../../lib/query-definitions';
import { http } from '../../../lib/http';
import { searchKeys } from './keys';

/** GET api/documents/entitled-documents/refinement-nodes: the account's subscribed publishers as refinement nodes, with their billboards (000 §3, §7). */
export const getRefinementNodes = (signal?: AbortSignal) =>
  http.get(REFINEMENT_NODES_PATH, refinementTreeReply, { signal, spinner: false });

/** A refinement tree like the others: cached for 720000 ms (000 §9), by the service worker too. */
export const refinementNodesQueryOptions = lookupQuery(searchKeys.refinementNodes(), getRefinementNodes, {
  staleTime: REFINEMENT_CACHE_MS,
  gcTime: REFINEMENT_CACHE_MS,
  meta: { silent: true }, // the publisher list shows its own error state (000 §4)
});

export const useRefinementNodes = (enabled = true) => useQuery(refinementNodesQueryOptions(enabled));
