import * as z from 'zod/mini';
import { rowId } from './params';

/* Citations of 001 §7: citation types, a text citation in a chosen style, the RIS file. */

export const CITATION_TYPES_PATH = '/api/getCitationTypes';
export const TEXT_CITATION_PATH = '/api/getTextCitation';
/** application/x-research-info-systems, attachment `citation.ris`. */
export const RIS_CITATION_PATH = '/api/getRisCitation';
export const RIS_FILE_NAME = 'citation.ris';

/** Citation styles (fictional-neutral names); `value` is what citationStyle carries. */
export const CITATION_STYLE = { house: 'HOUSE', authorDate: 'AUTHOR_DATE', numbered: 'NUMBERED' } as const;

export const citationType = z.lazy(() => z.object({ value: z.string(), text: z.string() }));
export type CitationType = z.infer<typeof citationType>;
export const citationTypesReply = z.array(citationType);

export const citationQuery = z.lazy(() =>
  z.object({
    contentId: rowId,
    contentType: z.optional(z.string().check(z.trim(), z.maxLength(60))),
    citationStyle: z._default(
      z.enum([CITATION_STYLE.house, CITATION_STYLE.authorDate, CITATION_STYLE.numbered]),
      CITATION_STYLE.house,
    ),
    assetType: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  }),
);
export type CitationQuery = z.infer<typeof citationQuery>;

export const textCitationReply = z.lazy(() => z.object({ citationStyle: z.string(), citation: z.string() }));
export type TextCitationReply = z.infer<typeof textCitationReply>;

/**
 * Citations are offered only for (001 §5): the standards organisation with Journal assets unless
 * the article type is excluded, STP Book or Symposia, or MNL Manual. Shared by app and server.
 */
export function citationsOffered(d: {
  isMainPublisher: boolean;
  assetType: string | null;
  contentType: string | null;
  citationArticleTypeExclude: boolean;
}): boolean {
  if (!d.isMainPublisher) return false;
  if (d.assetType === 'Journal') return !d.citationArticleTypeExclude;
  if (d.assetType === 'Symposia') return true;
  if (d.assetType === 'Book' && (d.contentType?.startsWith('STP') ?? false)) return true;
  return d.contentType === 'MNL' && d.assetType === 'Manual';
}
