import escapeHtml from 'escape-html';
import type { SectionRow } from './sections';
import { ANNEX_COLUMNS, annexRows } from './layout';

/*
 * A demo edition written as a publisher would deliver it: a NISO STS document (std-meta with its
 * identity, titles, dates, ICS code, committee and keywords; a body of numbered clauses; an annex
 * with its data table). What STS has no element for (the catalogue's own category, topic and
 * industry refinements, the download rule, the dates of the online edition) goes in custom-meta,
 * the names the import reads. Relations to other editions are std-xrefs by printed designation.
 */

export interface StsEdition {
  publisherCode: string;
  /** "MSA E102-16" */
  dated: string;
  /** "MSA E102" */
  undated: string;
  title: string;
  language: string;
  documentType: string;
  kind: string;
  status: string;
  publishDate: string | null;
  onlineDate: string | null;
  updateDate: string | null;
  description: string;
  keywords: string;
  contentCode: string;
  ics: string[];
  committee: string | null;
  categories: string[];
  topics: string[];
  industries: string[];
  classification: string | null;
  downloadable: boolean;
  video: boolean;
  assetId: string | null;
  assetType: string | null;
  contentType: string | null;
  edition: number;
  relations: { type: 'replaced-by' | 'supplement-to' | 'related'; ref: string }[];
  sections: SectionRow[];
  /** With the interlaboratory annex the PDF prints after the clauses. */
  annex: boolean;
}

const x = (s: string) => escapeHtml(s);
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);
const meta = (name: string, value: string | null | undefined) =>
  value ? `      <custom-meta><meta-name>${x(name)}</meta-name><meta-value>${x(value)}</meta-value></custom-meta>\n` : '';

function annex(contentCode: string): string {
  const head = ANNEX_COLUMNS.map((c) => `<th>${x(c)}</th>`).join('');
  const rows = annexRows(contentCode, 0, 12)
    .map((r) => `<tr>${r.map((c) => `<td>${x(c)}</td>`).join('')}</tr>`)
    .join('\n');
  return `  <back>
    <app-group>
      <app id="annex-a1" content-type="normative">
        <label>Annex A1</label>
        <title>Interlaboratory Study Data</title>
        <table-wrap id="table-a1">
          <caption><title>Summary of interlaboratory results</title></caption>
          <table>
            <thead><tr>${head}</tr></thead>
            <tbody>
${rows}
            </tbody>
          </table>
        </table-wrap>
      </app>
    </app-group>
  </back>
`;
}

/** The STS XML of one demo edition. */
export function writeSts(e: StsEdition): string {
  const number = e.undated.replace(new RegExp(`^${e.publisherCode}\\s+`), '');
  const release = day(e.publishDate);
  const body = e.sections
    .map((s) => {
      const paras = s.body
        .split('\n\n')
        .map((p) => `      <p>${x(p)}</p>`)
        .join('\n');
      return `    <sec id="section-${s.ordinal}">\n      <label>${s.ordinal}</label>\n      <title>${x(s.heading)}</title>\n${paras}\n    </sec>`;
    })
    .join('\n');
  const custom =
    meta('document-type', e.documentType) +
    meta('document-kind', e.kind) +
    meta('status', e.status) +
    meta('published-online', day(e.onlineDate)) +
    meta('last-updated', day(e.updateDate)) +
    meta('category', e.categories.join(', ')) +
    meta('topic', e.topics.join(', ')) +
    meta('industry', e.industries.join(', ')) +
    meta('classification', e.classification) +
    meta('downloadable', e.downloadable ? 'yes' : 'no') +
    meta('video', e.video ? 'yes' : 'no') +
    meta('asset-id', e.assetId) +
    meta('asset-type', e.assetType) +
    meta('content-type', e.contentType);
  const keywords = e.keywords
    .split(', ')
    .filter(Boolean)
    .map((k) => `<kwd>${x(k)}</kwd>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<standard xmlns:mml="http://www.w3.org/1998/Math/MathML" xmlns:xlink="http://www.w3.org/1999/xlink" xml:lang="${x(e.language)}">
  <front>
    <std-meta>
      <title-wrap xml:lang="${x(e.language)}"><full>${x(e.title)}</full></title-wrap>
      <std-ident>
        <originator>${x(e.publisherCode)}</originator>
        <doc-type>${x(e.documentType)}</doc-type>
        <doc-number>${x(number)}</doc-number>
        <edition>${e.edition}</edition>
      </std-ident>
      <content-language>${x(e.language)}</content-language>
      <std-ref type="dated">${x(e.dated)}</std-ref>
      <std-ref type="undated">${x(e.undated)}</std-ref>
${release ? `      <release-date iso-8601-date="${release}">${release}</release-date>\n` : ''}${e.ics.map((c) => `      <ics>${x(c)}</ics>\n`).join('')}${e.committee ? `      <comm-ref>${x(e.committee)}</comm-ref>\n` : ''}${e.relations.map((r) => `      <std-xref type="${r.type}"><std-ref>${x(r.ref)}</std-ref></std-xref>\n`).join('')}      <permissions>
        <copyright-statement>© ${release?.slice(0, 4) ?? '2026'} ${x(e.publisherCode)}. Fictional demo content.</copyright-statement>
      </permissions>
      <abstract><p>${x(e.description)}</p></abstract>
${keywords ? `      <kwd-group>${keywords}</kwd-group>\n` : ''}      <custom-meta-group>
${custom}      </custom-meta-group>
    </std-meta>
  </front>
  <body>
${body}
  </body>
${e.annex ? annex(e.contentCode) : ''}</standard>
`;
}
