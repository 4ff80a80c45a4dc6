import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADDITIONAL_DETAILS_BY_PUBLISHER_PATH,
  ADDITIONAL_DETAILS_PATH,
  additionalDetails,
  additionalDetailsByPublisher,
} from '../../../../api/documents';
import { http } from '../../../lib/http';
import { documentKeys } from './keys';

/** GET api/documents/additional-details?contentCode (001 §7). */
export function getAdditionalDetails(contentCode: string, signal?: AbortSignal) {
  return http.get(ADDITIONAL_DETAILS_PATH, additionalDetails, { query: { contentCode }, signal });
}

/** GET api/documents/additional-details-by-publisher?contentCode: third-party detail items. */
export function getAdditionalDetailsByPublisher(contentCode: string, signal?: AbortSignal) {
  return http.get(ADDITIONAL_DETAILS_BY_PUBLISHER_PATH, additionalDetailsByPublisher, { query: { contentCode }, signal });
}

export const additionalDetailsQueryOptions = (contentCode: string, enabled: boolean) =>
  queryOptions({
    queryKey: documentKeys.details(contentCode),
    queryFn: ({ signal }) => getAdditionalDetails(contentCode, signal),
    enabled,
  });

export const detailsByPublisherQueryOptions = (contentCode: string, enabled: boolean) =>
  queryOptions({
    queryKey: documentKeys.detailsByPublisher(contentCode),
    queryFn: ({ signal }) => getAdditionalDetailsByPublisher(contentCode, signal),
    enabled,
  });

export const useAdditionalDetails = (contentCode: string, enabled: boolean) =>
  useQuery(additionalDetailsQueryOptions(contentCode, enabled));
export const useDetailsByPublisher = (contentCode: string, enabled: boolean) =>
  useQuery(detailsByPublisherQueryOptions(contentCode, enabled));
