import escapeHtml from 'escape-html';
import { attr, childElements, firstChild, isElement, local, textOf, type XmlChild, type XmlElement } from '../xml';
import { mathMarkup } from './mathml';
import { tableGroups } from './tables';

/*
 * The body of an STS document as the reader's HTML and as the text search, compare and compass
 * points work on. The HTML is written element by element from a fixed vocabulary, so nothing of
 * the XML's own markup reaches the page: no script, no event attribute, no link but http(s),
 * mailto and the document's own anchors. Ids come from the XML (clause links address them);
 * an id that is not a plain name is dropped.
 *
 * A unit is one top-level part of the document: a clause (sec), an annex (app), the normative
 * references (ref-list), a foreword. Its text is a list of blocks (paragraphs, list items, table
 * rows, terms, notes) joined by blank lines; footnotes follow the unit's own text.
 */

export interface StsUnit {
  anchor: string | null;
  label: string;
  heading: string;
  html: string;
  text: string;
}

/** What the delivery holds for a figure's graphic reference. */
export type GraphicLookup = (
  href: string,
) => { kind: 'image'; dataUri: string } | { kind: 'missing' } | { kind: 'unsupported'; format: string };

/** Words the HTML itself needs, in the document's language (captions of notes, the missing-graphic note). */
export interface RenderWords {
  graphicMissing: string;
  graphicUnsupported: (format: string) => string;
  footnotes: string;
}

export const ENGLISH_WORDS: RenderWords = {
  graphicMissing: 'Graphic not supplied with this delivery.',
  graphicUnsupported: (format) => `Graphic supplied as ${format}, which the reader cannot show.`,
  footnotes: 'Footnotes',
};

const SAFE_ID = /^[A-Za-z_][\w.:-]{0,127}$/;
const safeId = (id: string | undefined) => (id && SAFE_ID.test(id) ? id : null);
const idAttr = (e: XmlElement) => {
  const id = safeId(attr(e, 'id'));
  return id ? ` id="${escapeHtml(id)}"` : '';
};

/** A link target the reader may follow: http(s) and mailto only. */
export function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  const h = href.trim();
  return /^(https?:\/\/|mailto:)[^\s<>"']+$/i.test(h) ? h : null;
}

const SKIP = new Set([
  'alt-text', 'long-desc', 'index-term', 'object-id', 'permissions', 'processing-meta', 'custom-meta-group',
  'std-meta', 'iso-meta', 'nat-meta', 'reg-meta', 'std-doc-meta', 'toc', 'index', 'annotation', 'annotation-xml',
  // Not STS at all: what a hostile or careless file carries from HTML, dropped with its content.
  'script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'template',
]); // prettier-ignore

const INLINE_TAGS: Record<string, string> = {
  bold: 'b',
  italic: 'i',
  underline: 'u',
  sup: 'sup',
  sub: 'sub',
  monospace: 'code',
  strike: 's',
  sc: 'span class="sc"',
  overline: 'span class="overline"',
  'styled-content': 'span',
  'named-content': 'span',
  abbrev: 'abbr',
  'term-display': 'span',
};

const LIST_TYPES: Record<string, string> = {
  order: 'ol',
  arabic: 'ol',
  'alpha-lower': 'ol type="a"',
  'alpha-upper': 'ol type="A"',
  'roman-lower': 'ol type="i"',
  'roman-upper': 'ol type="I"',
};

const BLOCKS = new Set([
  'p', 'list', 'def-list', 'table-wrap', 'table-wrap-group', 'fig', 'fig-group', 'disp-formula', 'disp-formula-group',
  'non-normative-note', 'non-normative-example', 'note', 'notes', 'example', 'boxed-text', 'disp-quote', 'preformat',
  'code', 'sec', 'term-sec', 'termEntry', 'ref-list', 'array', 'graphic', 'statement', 'fn-group', 'app',
]); // prettier-ignore

interface Footnote {
  id: string;
  label: string;
  html: string;
  text: string;
}

/** Writes the units of one document; holds the footnotes met in the unit being written. */
export class StsWriter {
  private notes: Footnote[] = [];
  private fnCount = 0;

  constructor(
    private graphics: GraphicLookup,
    private words: RenderWords = ENGLISH_WORDS,
  ) {}

  /** One top-level part (sec, app, ref-list, term-sec…) as a unit. */
  unit(e: XmlElement): StsUnit {
    this.notes = [];
    const label = textOf(firstChild(e, 'label'));
    const heading = textOf(firstChild(e, 'title'));
    const blocks: string[] = [];
    const html = this.section(e, 2, blocks, true);
    const footnotes = this.footnoteList();
    blocks.push(...this.notes.map((n) => `${n.label} ${n.text}`.trim()));
    return {
      anchor: safeId(attr(e, 'id')),
      label,
      heading: heading || (local(e.name) === 'ref-list' ? '' : label),
      html: footnotes ? html.replace(/<\/section>$/, `${footnotes}</section>`) : html,
      text: blocks.filter(Boolean).join('\n\n'),
    };
  }

  private footnoteList(): string {
    if (!this.notes.length) return '';
    const items = this.notes
      .map(
        (n) =>
          `<li id="${escapeHtml(n.id)}"><span class="label">${escapeHtml(n.label)}</span> ${n.html} <a href="#${escapeHtml(n.id)}-ref" aria-label="↩">↩</a></li>`,
      )
      .join('');
    return `<aside class="footnotes" aria-label="${escapeHtml(this.words.footnotes)}"><ol>${items}</ol></aside>`;
  }

  /** A sec/app/term-sec/ref-list as <section> with its heading at `level`; `top` leaves the heading out of the text. */
  private section(e: XmlElement, level: number, blocks: string[], top = false): string {
    const label = textOf(firstChild(e, 'label'));
    const titleEl = firstChild(e, 'title');
    const h = Math.min(level, 6);
    const id = safeId(attr(e, 'id'));
    const headingText = [label, titleEl ? this.inlineOf(titleEl) : ''].filter(Boolean).join(' ');
    const kind = local(e.name);
    let out = `<section class="${kind}">`;
    if (headingText) out += `<h${h}${id ? ` id="${escapeHtml(id)}"` : ''}>${headingText}</h${h}>`;
    else if (id) out = `<section class="${kind}" id="${escapeHtml(id)}">`;
    if (!top && headingText) blocks.push([label, textOf(titleEl)].filter(Boolean).join(' '));
    for (const c of e.children) {
      if (isElement(c) && (local(c.name) === 'label' || local(c.name) === 'title')) continue;
      out += this.block(c, level + 1, blocks);
    }
    return `${out}</section>`;
  }

  /** Any child in block position: blocks as themselves, loose inline content as a paragraph. */
  private block(c: XmlChild, level: number, blocks: string[]): string {
    if (typeof c === 'string') {
      const t = c.replace(/\s+/g, ' ').trim();
      if (!t) return '';
      blocks.push(t);
      return `<p>${escapeHtml(t)}</p>`;
    }
    const name = local(c.name);
    if (SKIP.has(name)) return '';
    switch (name) {
      case 'sec':
      case 'app':
      case 'term-sec':
      case 'ack':
      case 'glossary':
        return name === 'term-sec' ? this.termSection(c, level, blocks) : this.section(c, level, blocks);
      case 'app-group':
      case 'sec-group':
      case 'body':
      case 'back':
      case 'notes':
      case 'fn-group':
      case 'table-wrap-group':
      case 'fig-group':
      case 'disp-formula-group':
        return c.children.map((x) => this.block(x, level, blocks)).join('');
      case 'p':
        return this.paragraph(c, blocks);
      case 'list':
        return this.list(c, level, blocks);
      case 'def-list':
        return this.defList(c, level, blocks);
      case 'table-wrap':
        return this.tableWrap(c, level, blocks);
      case 'table':
      case 'array':
        return this.table(name === 'array' ? (firstChild(c, 'table') ?? firstChild(c, 'tbody') ?? c) : c, blocks);
      case 'fig':
        return this.figure(c, blocks);
      case 'graphic':
        return this.graphic(c, false);
      case 'disp-formula':
        return this.formula(c, blocks);
      case 'non-normative-note':
      case 'note':
        return this.aside(c, 'note', level, blocks);
      case 'non-normative-example':
      case 'example':
        return this.aside(c, 'example', level, blocks);
      case 'boxed-text':
      case 'statement':
        return `<div class="box"${idAttr(c)}>${c.children.map((x) => this.block(x, level, blocks)).join('')}</div>`;
      case 'disp-quote':
        return `<blockquote${idAttr(c)}>${c.children.map((x) => this.block(x, level, blocks)).join('')}</blockquote>`;
      case 'preformat':
      case 'code': {
        const t = textOfPre(c);
        blocks.push(t);
        return `<pre${idAttr(c)}>${escapeHtml(t)}</pre>`;
      }
      case 'ref-list':
        return this.refList(c, level, blocks);
      case 'fn':
        this.footnote(c);
        return '';
      case 'tbx:termEntry':
      case 'termEntry':
        return this.termEntry(c, blocks);
      case 'label':
      case 'title':
      case 'caption':
        return this.paragraph(c, blocks);
      default:
        // Unknown blocks keep their content; loose inline elements become a paragraph.
        if (c.children.some((x) => isElement(x) && BLOCKS.has(local(x.name))))
          return c.children.map((x) => this.block(x, level, blocks)).join('');
        return this.paragraph(c, blocks);
    }
  }

  private paragraph(p: XmlElement, blocks: string[]): string {
    // A paragraph may hold blocks (lists, formulas, tables) between runs of text.
    let out = '';
    let run: XmlChild[] = [];
    const flush = () => {
      const inner = run
        .map((x) => this.inline(x))
        .join('')
        .trim();
      const text = run
        .map((x) => this.plain(x))
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (inner) out += `<p${out === '' ? idAttr(p) : ''}>${inner}</p>`;
      if (text) blocks.push(text);
      run = [];
    };
    for (const c of p.children) {
      if (isElement(c) && BLOCKS.has(local(c.name)) && local(c.name) !== 'p') {
        flush();
        out += this.block(c, 4, blocks);
      } else if (isElement(c) && local(c.name) === 'p') {
        flush();
        out += this.paragraph(c, blocks);
      } else run.push(c);
    }
    flush();
    return out;
  }

  private list(l: XmlElement, level: number, blocks: string[]): string {
    const type = attr(l, 'list-type') ?? '';
    const items = childElements(l, 'list-item');
    const labelled = items.some((i) => firstChild(i, 'label'));
    const tag = labelled ? 'ul class="labelled"' : (LIST_TYPES[type] ?? (type === 'dash' ? 'ul class="dash"' : 'ul'));
    const close = tag.split(' ')[0];
    const lis = items
      .map((item) => {
        const label = textOf(firstChild(item, 'label'));
        const inner: string[] = [];
        const before = blocks.length;
        for (const c of item.children) if (!(isElement(c) && local(c.name) === 'label')) inner.push(this.block(c, level, blocks));
        if (label && blocks.length > before) blocks[before] = `${label} ${blocks[before]}`;
        return `<li${idAttr(item)}>${label ? `<span class="label">${escapeHtml(label)}</span> ` : ''}${inner.join('')}</li>`;
      })
      .join('');
    return `<${tag}${idAttr(l)}>${lis}</${close}>`;
  }

  private defList(l: XmlElement, level: number, blocks: string[]): string {
    const title = firstChild(l, 'title');
    const items = childElements(l, 'def-item')
      .map((item) => {
        const term = firstChild(item, 'term');
        const def = firstChild(item, 'def');
        const termHtml = term ? this.inlineOf(term) : '';
        const defBlocks: string[] = [];
        const defHtml = def ? def.children.map((c) => this.block(c, level, defBlocks)).join('') : '';
        blocks.push(`${textOf(term)} ${defBlocks.join(' ')}`.trim());
        return `<dt${idAttr(item)}>${termHtml}</dt><dd>${defHtml}</dd>`;
      })
      .join('');
    return `${title ? `<p class="caption">${this.inlineOf(title)}</p>` : ''}<dl${idAttr(l)}>${items}</dl>`;
  }

  private caption(e: XmlElement, blocks: string[]): string {
    const label = textOf(firstChild(e, 'label'));
    const caption = firstChild(e, 'caption');
    const title = caption ? (firstChild(caption, 'title') ?? caption) : undefined;
    const html = [label ? `<span class="label">${escapeHtml(label)}</span>` : '', title ? this.inlineOf(title) : '']
      .filter(Boolean)
      .join(' — ');
    const text = [label, textOf(title)].filter(Boolean).join(' — ');
    if (text) blocks.push(text);
    // Paragraphs of a caption after its title.
    const more =
      caption && title !== caption
        ? childElements(caption, 'p')
            .map((p) => this.paragraph(p, blocks))
            .join('')
        : '';
    return html || more ? `<figcaption>${html}${more}</figcaption>` : '';
  }

  private tableWrap(t: XmlElement, level: number, blocks: string[]): string {
    let out = `<figure class="table"${idAttr(t)}>${this.caption(t, blocks)}`;
    for (const c of t.children) {
      if (!isElement(c)) continue;
      const n = local(c.name);
      if (n === 'table' || n === 'array') out += this.table(n === 'array' ? (firstChild(c, 'table') ?? c) : c, blocks);
      else if (n === 'graphic') out += this.graphic(c, false);
      else if (n === 'table-wrap-foot')
        out += `<div class="table-foot">${c.children.map((x) => (isElement(x) && local(x.name) === 'fn' ? this.tableFootnote(x, blocks) : this.block(x, level, blocks))).join('')}</div>`;
    }
    return `${out}</figure>`;
  }

  /** A footnote of a table stays under its table, where the table's own references point. */
  private tableFootnote(fn: XmlElement, blocks: string[]): string {
    const label = textOf(firstChild(fn, 'label'));
    const inner: string[] = [];
    for (const c of fn.children) if (!(isElement(c) && local(c.name) === 'label')) inner.push(this.block(c, 5, blocks));
    return `<div class="fn"${idAttr(fn)}>${label ? `<span class="label">${escapeHtml(label)}</span> ` : ''}${inner.join('')}</div>`;
  }

  private table(table: XmlElement, blocks: string[]): string {
    const groups = tableGroups(table);
    const body = groups
      .map((g) => {
        const rows = g.rows
          .map((r) => {
            const texts: string[] = [];
            const cells = r.cells
              .map((cell) => {
                const cellBlocks: string[] = [];
                const inner = cell.content.children
                  .map((x) => (isElement(x) && BLOCKS.has(local(x.name)) ? this.block(x, 5, cellBlocks) : this.inline(x)))
                  .join('');
                texts.push(
                  [this.plain(cell.content.children.filter((x) => !(isElement(x) && BLOCKS.has(local(x.name)))))]
                    .concat(cellBlocks)
                    .join(' ')
                    .replace(/\s+/g, ' ')
                    .trim(),
                );
                const tag = cell.header ? 'th' : 'td';
                const attrs =
                  (cell.colspan > 1 ? ` colspan="${cell.colspan}"` : '') +
                  (cell.rowspan > 1 ? ` rowspan="${cell.rowspan}"` : '') +
                  (cell.header ? ' scope="col"' : '') +
                  (cell.align ? ` style="text-align:${cell.align}"` : '');
                return `<${tag}${attrs}>${inner}</${tag}>`;
              })
              .join('');
            const rowText = texts.filter(Boolean).join(' | ');
            if (rowText) blocks.push(rowText);
            return `<tr>${cells}</tr>`;
          })
          .join('');
        return `<${g.section}>${rows}</${g.section}>`;
      })
      .join('');
    return `<table${idAttr(table)}>${body}</table>`;
  }

  private figure(f: XmlElement, blocks: string[]): string {
    const caption = this.caption(f, blocks);
    const graphics = childElements(f).filter((c) => local(c.name) === 'graphic' || local(c.name) === 'alternatives');
    const images = graphics
      .map((g) => (local(g.name) === 'alternatives' ? (firstChild(g, 'graphic') ?? g) : g))
      .map((g) => this.graphic(g, false, textOf(firstChild(f, 'caption'))))
      .join('');
    const rest = childElements(f)
      .filter((c) => !['graphic', 'alternatives', 'label', 'caption'].includes(local(c.name)))
      .map((c) => this.block(c, 5, blocks))
      .join('');
    return `<figure${idAttr(f)}>${images || this.graphicNote(this.words.graphicMissing)}${rest}${caption}</figure>`;
  }

  private graphicNote(text: string): string {
    return `<p class="graphic-missing">${escapeHtml(text)}</p>`;
  }

  private graphic(g: XmlElement, inline: boolean, alt = ''): string {
    const href = attr(g, 'href') ?? '';
    const found = this.graphics(href);
    const altText = textOf(firstChild(g, 'alt-text')) || alt;
    if (found.kind === 'image')
      return `<img src="${found.dataUri}" alt="${escapeHtml(altText)}"${inline ? ' class="inline"' : ''} loading="lazy">`;
    if (inline) return '';
    return this.graphicNote(found.kind === 'missing' ? this.words.graphicMissing : this.words.graphicUnsupported(found.format));
  }

  private formula(f: XmlElement, blocks: string[]): string {
    const label = textOf(firstChild(f, 'label'));
    const math = childElements(f).find((c) => local(c.name) === 'math');
    const tex = firstChild(f, 'tex-math');
    const body = math
      ? mathMarkup(math, 'block')
      : tex
        ? `<code class="tex">${escapeHtml(textOf(tex))}</code>`
        : childElements(f, 'graphic')
            .map((g) => this.graphic(g, false))
            .join('') || escapeHtml(textOf(f));
    const text = [math ? mathText(math) : textOf(tex), label].filter(Boolean).join(' ');
    if (text) blocks.push(text);
    return `<div class="formula"${idAttr(f)}>${body}${label ? `<span class="label">${escapeHtml(label)}</span>` : ''}</div>`;
  }

  private aside(n: XmlElement, kind: 'note' | 'example', level: number, blocks: string[]): string {
    const label = textOf(firstChild(n, 'label'));
    const before = blocks.length;
    const inner = n.children
      .filter((c) => !(isElement(c) && local(c.name) === 'label'))
      .map((c) => this.block(c, level, blocks))
      .join('');
    if (label && blocks.length > before) blocks[before] = `${label} ${blocks[before]}`;
    return `<aside class="${kind}"${idAttr(n)}>${label ? `<p class="label">${escapeHtml(label)}</p>` : ''}${inner}</aside>`;
  }

  private refList(r: XmlElement, level: number, blocks: string[]): string {
    const title = firstChild(r, 'title');
    const h = Math.min(level, 6);
    const id = safeId(attr(r, 'id'));
    const heading = title ? `<h${h}${id ? ` id="${escapeHtml(id)}"` : ''}>${this.inlineOf(title)}</h${h}>` : '';
    const items = childElements(r)
      .map((c) => {
        const n = local(c.name);
        if (n === 'ref') {
          const label = textOf(firstChild(c, 'label'));
          const body = c.children
            .filter((x) => !(isElement(x) && local(x.name) === 'label'))
            .map((x) => this.inline(x))
            .join('')
            .trim();
          const text = `${label} ${this.plain(c.children.filter((x) => !(isElement(x) && local(x.name) === 'label')))}`
            .replace(/\s+/g, ' ')
            .trim();
          if (text) blocks.push(text);
          return `<li${idAttr(c)}>${label ? `<span class="label">${escapeHtml(label)}</span> ` : ''}${body}</li>`;
        }
        if (n === 'title' || n === 'label') return '';
        if (n === 'ref-list') return `</ul>${this.refList(c, level + 1, blocks)}<ul class="refs">`;
        return `</ul>${this.block(c, level, blocks)}<ul class="refs">`;
      })
      .join('');
    return `<section class="ref-list"${!heading && id ? ` id="${escapeHtml(id)}"` : ''}>${heading}<ul class="refs">${items}</ul></section>`.replace(
      /<ul class="refs"><\/ul>/g,
      '',
    );
  }

  private termSection(t: XmlElement, level: number, blocks: string[]): string {
    const label = textOf(firstChild(t, 'label'));
    const id = safeId(attr(t, 'id'));
    const entries = childElements(t).filter((c) => local(c.name) === 'termEntry');
    const before = blocks.length;
    let inner = entries.map((e) => this.termEntry(e, blocks)).join('');
    // term-sec may nest further term-secs and hold notes outside its entry.
    for (const c of t.children)
      if (isElement(c) && !['label', 'termEntry', 'title'].includes(local(c.name))) inner += this.block(c, level + 1, blocks);
    if (label && blocks.length > before) blocks[before] = `${label} ${blocks[before]}`;
    const title = firstChild(t, 'title');
    const h = Math.min(level + 1, 6);
    const heading = title ? `<h${h}>${[label, this.inlineOf(title)].filter(Boolean).join(' ')}</h${h}>` : '';
    return `<section class="term-sec"${id ? ` id="${escapeHtml(id)}"` : ''}>${heading}${label && !title ? `<p class="term-label">${escapeHtml(label)}</p>` : ''}${inner}</section>`;
  }

  /** A TBX terminological entry: its terms (preferred, admitted, deprecated), definition, notes, examples, source. */
  private termEntry(e: XmlElement, blocks: string[]): string {
    let out = `<div class="term-entry"${idAttr(e)}>`;
    for (const langSet of childElements(e, 'langSet')) {
      const lang = attr(langSet, 'lang');
      out += `<div class="lang-set"${lang && /^[A-Za-z-]{2,20}$/.test(lang) ? ` lang="${escapeHtml(lang)}"` : ''}>`;
      const terms: string[] = [];
      for (const c of childElements(langSet)) {
        const n = local(c.name);
        if (n === 'tig' || n === 'ntig') {
          const term =
            childElements(c).find((x) => local(x.name) === 'term') ?? childElements(c).find((x) => local(x.name) === 'termGrp');
          const status = textOf(childElements(c).find((x) => local(x.name) === 'normativeAuthorization'));
          const termText = textOf(term);
          terms.push(termText);
          out += `<p class="term${status ? ` ${escapeHtml(status.replace(/[^\w-]/g, ''))}` : ''}"><dfn>${term ? this.inlineOf(term) : ''}</dfn>${status && status !== 'preferredTerm' ? ` <span class="term-status">${escapeHtml(status.replace(/Term$/, ''))}</span>` : ''}</p>`;
        } else if (n === 'definition') {
          blocks.push(`${terms.join(', ')}: ${this.plain(c.children).replace(/\s+/g, ' ').trim()}`);
          out += `<p class="definition">${this.inlineOf(c)}</p>`;
        } else if (n === 'note' || n === 'example') {
          const t = this.plain(c.children).replace(/\s+/g, ' ').trim();
          if (t) blocks.push(t);
          out += `<aside class="${n}"><p>${this.inlineOf(c)}</p></aside>`;
        } else if (n === 'source') {
          const t = this.plain(c.children).replace(/\s+/g, ' ').trim();
          if (t) blocks.push(`[SOURCE: ${t}]`);
          out += `<p class="source">[SOURCE: ${this.inlineOf(c)}]</p>`;
        }
      }
      if (terms.length && !childElements(langSet, 'definition').length) blocks.push(terms.join(', '));
      out += '</div>';
    }
    return `${out}</div>`;
  }

  private footnote(fn: XmlElement): Footnote {
    const id = safeId(attr(fn, 'id')) ?? `fn-${++this.fnCount}`;
    const existing = this.notes.find((n) => n.id === id);
    if (existing) return existing;
    const label = textOf(firstChild(fn, 'label')) || String(this.notes.length + 1);
    const content = fn.children.filter((c) => !(isElement(c) && local(c.name) === 'label'));
    const html = content
      .map((c) => (isElement(c) && local(c.name) === 'p' ? this.inlineOf(c) : this.inline(c)))
      .join(' ')
      .trim();
    const note = { id, label, html, text: this.plain(content).replace(/\s+/g, ' ').trim() };
    this.notes.push(note);
    return note;
  }

  /** The inline markup of an element's children. */
  private inlineOf(e: XmlElement): string {
    return e.children.map((c) => this.inline(c)).join('');
  }

  private inline(c: XmlChild): string {
    if (typeof c === 'string') return escapeHtml(c);
    const name = local(c.name);
    if (SKIP.has(name) || name === 'label') return name === 'label' ? `<span class="label">${this.inlineOf(c)}</span> ` : '';
    const tag = INLINE_TAGS[name];
    if (tag) return `<${tag}>${this.inlineOf(c)}</${tag.split(' ')[0]}>`;
    switch (name) {
      case 'break':
        return '<br>';
      case 'math':
        return mathMarkup(c, 'inline');
      case 'inline-formula': {
        const math = childElements(c).find((x) => local(x.name) === 'math');
        if (math) return mathMarkup(math, 'inline');
        const tex = firstChild(c, 'tex-math');
        return tex ? `<code class="tex">${escapeHtml(textOf(tex))}</code>` : this.inlineOf(c);
      }
      case 'inline-graphic':
      case 'graphic':
        return this.graphic(c, true);
      case 'xref': {
        const rid = safeId(attr(c, 'rid')?.split(/\s+/)[0]);
        const inner = this.inlineOf(c) || escapeHtml(rid ?? '');
        if (attr(c, 'ref-type') === 'fn' && rid)
          return `<sup><a href="#${escapeHtml(rid)}" id="${escapeHtml(rid)}-ref">${inner}</a></sup>`;
        return rid ? `<a href="#${escapeHtml(rid)}">${inner}</a>` : inner;
      }
      case 'fn': {
        const note = this.footnote(c);
        return `<sup><a href="#${escapeHtml(note.id)}" id="${escapeHtml(note.id)}-ref">${escapeHtml(note.label)}</a></sup>`;
      }
      case 'ext-link':
      case 'uri':
      case 'email': {
        const raw = name === 'email' ? `mailto:${textOf(c)}` : (attr(c, 'href') ?? textOf(c));
        const href = safeHref(raw);
        const inner = this.inlineOf(c);
        return href ? `<a href="${escapeHtml(href)}">${inner || escapeHtml(href)}</a>` : inner;
      }
      case 'std':
      case 'std-ref':
        return `<cite class="std">${this.inlineOf(c)}</cite>`;
      case 'term':
      case 'entailedTerm':
        return `<i class="term">${this.inlineOf(c)}</i>`;
      case 'fn-group':
      case 'table-wrap-foot':
        return '';
      default:
        return this.inlineOf(c);
    }
  }

  /** The plain text of content as it reads, without footnote bodies. */
  private plain(c: XmlChild | XmlChild[]): string {
    if (Array.isArray(c)) return c.map((x) => this.plain(x)).join('');
    if (typeof c === 'string') return c;
    const name = local(c.name);
    if (SKIP.has(name) || name === 'fn') return '';
    if (name === 'break') return ' ';
    if (name === 'math') return ` ${mathText(c)} `;
    return c.children.map((x) => this.plain(x)).join('');
  }
}

/** A formula's text: its tokens with spaces, as a reader would say it. */
function mathText(math: XmlElement): string {
  const tokens: string[] = [];
  const walk = (e: XmlElement) => {
    const n = local(e.name);
    if (n === 'annotation' || n === 'annotation-xml') return;
    for (const c of e.children) {
      if (typeof c === 'string') {
        const t = c.trim();
        if (t) tokens.push(t);
      } else walk(c);
    }
  };
  walk(math);
  return tokens.join(' ');
}

/** Preformatted text keeps its line breaks. */
function textOfPre(e: XmlElement): string {
  const parts: string[] = [];
  const walk = (n: XmlElement) => {
    for (const c of n.children)
      if (typeof c === 'string') parts.push(c);
      else walk(c);
  };
  walk(e);
  return parts.join('').replace(/^\n+|\s+$/g, '');
}
