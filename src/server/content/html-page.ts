import escapeHtml from 'escape-html';
import type { StsUnit } from './sts/render';

/*
 * The HTML view of an edition: a standalone, script-free page of its units with the edition's
 * designation and title on top, written once at import. The reader shows it in a sandboxed frame
 * and mounts its sections as they are scrolled to; opened on its own it reads the same. Its
 * typography for what STS has and plain HTML has not (terms, notes, formulas, footnotes) is here;
 * the reader adds its own reading type on top.
 */

export interface PageHead {
  contentCode: string;
  displayDesignation: string;
  title: string;
  documentType: string;
  publishDate: string | null;
  language: string;
}

const STYLE = `
.term-entry{margin:.6em 0 1em}.term-entry .term{margin:.2em 0}.term dfn{font-style:normal;font-weight:600}
.term-status{font-size:.85em;color:#55606b;font-style:italic}.term.deprecatedTerm dfn{text-decoration:line-through}
.definition{margin:.2em 0 .4em}.source{font-size:.9em;color:#55606b}
aside.note,aside.example{margin:.8em 0;padding:.4em .8em;border-inline-start:3px solid #9fb3c2;background:#f6f8fa}
aside.note .label,aside.example .label{font-weight:600;margin:0 0 .2em}
.formula{display:flex;align-items:center;gap:1em;margin:1em 0;overflow-x:auto}.formula math{flex:1}
.formula .label{white-space:nowrap}
figure{margin:1em 0}figcaption{font-size:.95em;margin:.4em 0}figcaption .label{font-weight:600}
.graphic-missing{padding:1.2em;border:1px dashed #9fb3c2;color:#55606b;text-align:center;font-size:.95em}
.footnotes{font-size:.9em;border-top:1px solid #e6ebef;margin-top:1.2em}.fn{font-size:.9em}
ul.labelled,ul.refs{list-style:none;padding-inline-start:.5em}ul.dash{list-style:"– "}
.label{font-variant-numeric:tabular-nums}.sc{font-variant:small-caps}.overline{text-decoration:overline}
cite.std{font-style:normal}.box{border:1px solid #e6ebef;padding:.6em .8em;margin:1em 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3em 1em;margin:.6em 0}dt{font-weight:600}dd{margin:0}dd>p{margin:0}
.fn>p,.fn>.label{display:inline;margin:0}.table-foot{margin:.4em 0}
`;

/** The whole page; `units` in document order. */
export function htmlPage(head: PageHead, units: StsUnit[]): string {
  const lang = escapeHtml(head.language.split('-')[0] || 'en');
  const date = head.publishDate ? head.publishDate.slice(0, 10) : null;
  const toc = units
    .filter((u) => u.heading && u.anchor)
    .map((u) => `<li><a href="#${escapeHtml(u.anchor!)}">${escapeHtml([u.label, u.heading].filter(Boolean).join(' '))}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(head.displayDesignation)} ${escapeHtml(head.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<article data-content-code="${escapeHtml(head.contentCode)}">
<header>
<p class="designation">${escapeHtml(head.displayDesignation)}</p>
<h1>${escapeHtml(head.title)}</h1>
<p class="meta">${escapeHtml(head.documentType)}${date ? ` &middot; <time datetime="${escapeHtml(date)}">${escapeHtml(date)}</time>` : ''}</p>
</header>
${toc ? `<nav aria-label="Contents"><ol>${toc}</ol></nav>\n` : ''}${units.map((u) => u.html).join('\n')}
</article>
</body>
</html>
`;
}
