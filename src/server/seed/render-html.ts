import type { SectionRow } from './sections';
import { ANNEX_COLUMNS, annexRows, type RenderableDocument } from './layout';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The anchor id of a section, shared with the PDF outline and search hits. */
export const sectionAnchor = (ordinal: number) => `section-${ordinal}`;

/** Renders an edition as a standalone semantic HTML page: sections with anchors and the annex data table. */
export function renderDocumentHtml(doc: RenderableDocument, sections: SectionRow[]): string {
  const lang = doc.language_code.split('-')[0];
  const toc = sections.map((s) => `<li><a href="#${sectionAnchor(s.ordinal)}">${s.ordinal}. ${esc(s.heading)}</a></li>`).join('');
  const body = sections
    .map((s) => {
      const paras = s.body
        .split('\n\n')
        .map((p) => `<p>${esc(p)}</p>`)
        .join('\n');
      return `<section id="${sectionAnchor(s.ordinal)}" aria-labelledby="${sectionAnchor(s.ordinal)}-h">\n<h2 id="${sectionAnchor(s.ordinal)}-h">${s.ordinal}. ${esc(s.heading)}</h2>\n${paras}\n</section>`;
    })
    .join('\n');
  const head = `<tr>${ANNEX_COLUMNS.map((c) => `<th scope="col">${esc(c)}</th>`).join('')}</tr>`;
  const rows = annexRows(doc.content_code, 0, 12)
    .map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${esc(c)}</th>` : `<td>${esc(c)}</td>`)).join('')}</tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="${esc(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.display_designation)} ${esc(doc.title)}</title>
</head>
<body>
<article data-content-code="${esc(doc.content_code)}">
<header>
<p class="designation">${esc(doc.display_designation)}</p>
<h1>${esc(doc.title)}</h1>
<p class="meta">${esc(doc.document_type)} &middot; ${esc(doc.status)}${doc.publish_date ? ` &middot; <time datetime="${esc(doc.publish_date.slice(0, 10))}">${esc(doc.publish_date.slice(0, 10))}</time>` : ''}</p>
</header>
<nav aria-label="Contents"><ol>${toc}</ol></nav>
${body}
<section id="annex-a1" aria-labelledby="annex-a1-h">
<h2 id="annex-a1-h">Annex A1. Interlaboratory Study Data</h2>
<table>
<caption>Summary of interlaboratory results</caption>
<thead>${head}</thead>
<tbody>
${rows}
</tbody>
</table>
</section>
</article>
</body>
</html>
`;
}
