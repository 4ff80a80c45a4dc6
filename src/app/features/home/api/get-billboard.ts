import { useQuery } from '@tanstack/react-query';
import { REFINEMENT_CACHE_MS } from '../../../../api/http-headers';
import { REFINEMENT_NODES_PATH, refinementTreeReply } from '../../../../api/search';
import { lookupQuery } from '../../../lib/query-definitions';
import { http } from '../../../lib/http';
import { homeKeys } from './keys';

/** GET api/documents/entitled-documents/refinement-nodes: the nodes carry the billboard (000 §3, §7). */
export const getBillboardNodes = (signal?: AbortSignal) =>
  http.get(REFINEMENT_NODES_PATH, refinementTreeReply, { signal, spinner: false });

/** Asked only for an account with the billboard setting; a refinement tree, kept 720000 ms (000 §9). */
export const billboardQueryOptions = lookupQuery(homeKeys.billboard(), getBillboardNodes, {
  staleTime: REFINEMENT_CACHE_MS,
  meta: { silent: true }, // a missing billboard is no error worth telling
});

export const useBillboardNodes = (enabled: boolean) => useQuery(billboardQueryOptions(enabled));
