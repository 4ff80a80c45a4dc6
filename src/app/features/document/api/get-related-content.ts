import { useQuery } from '@tanstack/react-query';
import { RELATED_CONTENT_PATH, relatedContent } from '../../../../api/documents';
import { aboutQuery } from '../../../lib/query-definitions';
import { http } from '../../../lib/http';
import { documentKeys } from './keys';

/** GET api/documents/relatedContent?contentCode (001 §7). */
export function getRelatedContent(contentCode: string, signal?: AbortSignal) {
  return http.get(RELATED_CONTENT_PATH, relatedContent, { query: { contentCode }, signal, spinner: false });
}

export const relatedContentQueryOptions = aboutQuery(
  documentKeys.related,
  getRelatedContent,
  (contentCode) => contentCode !== '',
);

export const useRelatedContent = (contentCode: string) => useQuery(relatedContentQueryOptions(contentCode));
