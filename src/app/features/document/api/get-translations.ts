import { queryOptions } from '@tanstack/react-query';
import { TRANSLATIONS_PATH, translationsReply } from '../../../../api/documents';
import { http } from '../../../lib/http';
import { documentKeys } from './keys';

/** GET api/documents/translations?contentId (001 §7). */
export function getTranslations(contentId: number, signal?: AbortSignal) {
  return http.get(TRANSLATIONS_PATH, translationsReply, { query: { contentId }, signal, spinner: false });
}

export const translationsQueryOptions = (contentId: number | null) =>
  queryOptions({
    queryKey: documentKeys.translations(contentId ?? 0),
    queryFn: ({ signal }) => getTranslations(contentId as number, signal),
    enabled: contentId !== null,
  });
