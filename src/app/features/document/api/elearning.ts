import { queryOptions, useQuery } from '@tanstack/react-query';
import { ELEARNING_ASSETS_PATH, ELP_ENTITLEMENT_PATH, elearningReply, elpEntitlementReply } from '../../../../api/documents';
import { http } from '../../../lib/http';
import { documentKeys } from './keys';

/** GET api/v1/documents/getELearningAssetsByFamily?familyName&assetType (001 §7). */
export function getELearningAssets(familyName: string, assetType: string | null, signal?: AbortSignal) {
  return http.get(ELEARNING_ASSETS_PATH, elearningReply, { query: { familyName, assetType }, signal, spinner: false });
}

/** GET api/entitlement/getElpEntitlementStatus (001 §4: checked before opening). */
export function getElpEntitlement() {
  return http.get(ELP_ENTITLEMENT_PATH, elpEntitlementReply);
}

export const eLearningQueryOptions = (family: string, assetType: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: documentKeys.elearning(family, assetType),
    queryFn: ({ signal }) => getELearningAssets(family, assetType, signal),
    enabled,
    meta: { silent: true },
  });

export const useELearningAssets = (family: string, assetType: string | null, enabled: boolean) =>
  useQuery(eLearningQueryOptions(family, assetType, enabled));
