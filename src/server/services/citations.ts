import { CITATION_STYLE, type CitationQuery, type CitationType, type TextCitationReply } from '../../api/citations';
import type { FullDocumentRow } from '../repositories/document-details';
import { offeredById } from './documents/access';
import { requireScope } from './scope';
import type { ServiceContext } from './context';

/*
 * Citations (001 §7). Citing is metadata, not content: any edition the tenant offers can be cited.
 * The styles are neutral: the tenant's house style, an author–date style and a numbered style.
 */

/** GET getCitationTypes. */
export async function citationTypes(ctx: ServiceContext): Promise<CitationType[]> {
  await requireScope(ctx);
  return [
    { value: CITATION_STYLE.house, text: `${ctx.tenant?.name ?? 'House'} house style` },
    { value: CITATION_STYLE.authorDate, text: 'Author–date' },
    { value: CITATION_STYLE.numbered, text: 'Numbered' },
  ];
}

const yearOf = (d: FullDocumentRow) => (d.publish_date ?? d.published_online_date ?? '').slice(0, 4) || 'n.d.';
const doiOf = (d: FullDocumentRow) => (d.asset_type && d.asset_id ? `10.5555/${d.asset_id}` : null);
const linkOf = (ctx: ServiceContext, d: FullDocumentRow) =>
  `${ctx.tenant?.origin ?? ''}/document/?contentCode=${encodeURIComponent(d.content_code)}`;

/** The citation text of one edition in one style. */
export function formatCitation(d: FullDocumentRow, style: string, link: string): string {
  const year = yearOf(d);
  const doi = doiOf(d);
  const where = doi ? `https://doi.org/${doi}` : link;
  if (style === CITATION_STYLE.authorDate)
    return `${d.publisher_name}. (${year}). ${d.title} (${d.display_designation}). ${d.publisher_name}. ${where}`;
  if (style === CITATION_STYLE.numbered)
    return `[1] ${d.publisher_name}, "${d.title}," ${d.display_designation}, ${year}. [Online]. Available: ${where}`;
  return `${d.display_designation}, ${d.title}, ${d.publisher_name}, ${year}, ${where}`;
}

/** GET getTextCitation. */
export async function textCitation(ctx: ServiceContext, q: CitationQuery): Promise<TextCitationReply> {
  const { doc } = await offeredById(ctx, q.contentId);
  return { citationStyle: q.citationStyle, citation: formatCitation(doc, q.citationStyle, linkOf(ctx, doc)) };
}

const RIS_TYPE: Record<string, string> = { Journal: 'JOUR', Book: 'BOOK', Manual: 'BOOK', Symposia: 'CONF' };

/** RIS dates are YYYY/MM/DD (the stored date may carry a time); null when there is none. */
export function risDate(iso: string | null): string | null {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[1]}/${m[2]}/${m[3]}` : null;
}

/** One edition as an RIS record (CRLF lines, as reference managers expect). */
export function formatRis(d: FullDocumentRow, link: string): string {
  const doi = doiOf(d);
  const lines: [string, string | null][] = [
    ['TY', d.asset_type ? (RIS_TYPE[d.asset_type] ?? 'GEN') : 'STD'],
    ['TI', d.title],
    ['AU', d.publisher_name],
    ['PB', d.publisher_name],
    ['PY', yearOf(d)],
    ['DA', risDate(d.publish_date)],
    ['M1', d.display_designation],
    ['LA', d.language_code],
    ['DO', doi],
    ['UR', link],
    ['ER', ''],
  ];
  return (
    lines
      .filter(([, v]) => v !== null)
      .map(([k, v]) => `${k}  - ${v}`)
      .join('\r\n') + '\r\n'
  );
}

/** GET getRisCitation: the RIS text. */
export async function risCitation(ctx: ServiceContext, q: CitationQuery): Promise<string> {
  const { doc } = await offeredById(ctx, q.contentId);
  return formatRis(doc, linkOf(ctx, doc));
}
