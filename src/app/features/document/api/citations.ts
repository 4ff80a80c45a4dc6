import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CITATION_TYPES_PATH,
  RIS_CITATION_PATH,
  TEXT_CITATION_PATH,
  citationTypesReply,
  textCitationReply,
} from '../../../../api/citations';
import { http, requestRaw } from '../../../lib/http';
import { documentKeys } from './keys';

/** The document fields every citation call carries (001 §7). */
export interface CitationTarget {
  contentId: number;
  contentType: string | null;
  assetType: string | null;
}

/** GET api/getCitationTypes. */
export function getCitationTypes(signal?: AbortSignal) {
  return http.get(CITATION_TYPES_PATH, citationTypesReply, { signal, spinner: false });
}

/** GET api/getTextCitation in the chosen style. */
export function getTextCitation(t: CitationTarget, citationStyle: string, signal?: AbortSignal) {
  return http.get(TEXT_CITATION_PATH, textCitationReply, { query: { ...t, citationStyle }, signal, spinner: false });
}

/** GET api/getRisCitation: the RIS file as a blob. */
export async function getRisCitation(t: CitationTarget, citationStyle: string): Promise<Blob> {
  const res = await requestRaw('GET', RIS_CITATION_PATH, { query: { ...t, citationStyle } });
  return res.blob();
}

export const citationTypesQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: documentKeys.citationTypes,
    queryFn: ({ signal }) => getCitationTypes(signal),
    enabled,
    staleTime: Infinity,
  });

export const textCitationQueryOptions = (t: CitationTarget, style: string | null) =>
  queryOptions({
    queryKey: documentKeys.citation(t.contentId, style ?? ''),
    queryFn: ({ signal }) => getTextCitation(t, style as string, signal),
    enabled: style !== null,
  });

export const useCitationTypes = (enabled: boolean) => useQuery(citationTypesQueryOptions(enabled));
export const useTextCitation = (t: CitationTarget, style: string | null) => useQuery(textCitationQueryOptions(t, style));
