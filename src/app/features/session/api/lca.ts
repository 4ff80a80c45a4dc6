import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LCA_CREATE_PATH, LCA_VALIDATE_PATH, lcaCreateReply, lcaValidateReply } from '../../../../api/lca';
import { http } from '../../../lib/http';
import { sessionKeys } from './keys';

/** GET api/v1/lca/validate: whether the agreement is accepted and where its PDF is. */
export const getLcaValidate = (signal?: AbortSignal) => http.get(LCA_VALIDATE_PATH, lcaValidateReply, { signal, spinner: false });

export const lcaValidateQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: sessionKeys.lca(), queryFn: ({ signal }) => getLcaValidate(signal), enabled, staleTime: Infinity });

export const useLcaValidate = (enabled = true) => useQuery(lcaValidateQueryOptions(enabled));

/** POST api/v1/lca/create: accepts the agreement. */
export const postLcaCreate = () => http.post(LCA_CREATE_PATH, lcaCreateReply);

export function useLcaCreate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: postLcaCreate,
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionKeys.lca() }),
  });
}
