/**
 * Server HTML is our own seed output but is treated as untrusted: it renders in a sandboxed
 * iframe without allow-scripts, and this pass also drops active content so nothing survives a
 * looser sandbox later. Browser only (DOMParser).
 */
import { groupIntoChunks } from './html-sections';

const DROP = 'script,iframe,frame,frameset,object,embed,applet,base,link,meta,form,noscript,template,portal';

/** Reading typography injected into the frame: mobile-readable, sideways-scrolling tables. */
export const READER_CSS = `
:root{color-scheme:light}
body{margin:0;padding:0 2px;font:17px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#14212b;overflow-wrap:anywhere;-webkit-text-size-adjust:100%}
h1,h2,h3,h4{line-height:1.3;color:#0f3d5e;scroll-margin-top:8rem}
h1{font-size:1.5rem}h2{font-size:1.3rem;margin-top:1.6em}h3{font-size:1.1rem}
p,li{max-width:72ch}
img,svg,video{max-width:100%;height:auto}
.bearing-table{overflow-x:auto;-webkit-overflow-scrolling:touch;margin:1em 0;border:1px solid #e6ebef;border-radius:8px}
table{border-collapse:collapse;min-width:100%;font-size:.95rem}
th,td{border:1px solid #e6ebef;padding:.45em .6em;text-align:start;vertical-align:top;white-space:nowrap}
td{white-space:normal;min-width:8ch}
th{background:#f4f6f8}
a{color:#135169}
pre,code{white-space:pre-wrap}
`;

/** A heading the reader lists as a section anchor. */
export interface HtmlSection {
  id: string;
  text: string;
  level: number;
}

/** Marks the element the later chunks are appended to (HtmlReader). */
export const CHUNK_HOST_ATTR = 'data-bearing-chunks';

/** What the HTML tab renders: the frame's first chunk, the chunks it mounts later, and the section anchors. */
export interface PreparedHtml {
  srcdoc: string;
  sections: HtmlSection[];
  rest: string[];
  chunkOf: Record<string, number>;
}

/** Cleans the HTML and returns the srcdoc text (the first chunk), the later chunks and the section anchors. */
export function prepareHtml(html: string): PreparedHtml {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll(DROP).forEach((el) => el.remove());
  doc.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = attr.value.trim().toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc' || name === 'formaction') el.removeAttribute(attr.name);
      else if (
        (name === 'href' || name === 'src' || name === 'xlink:href' || name === 'action') &&
        /^(javascript|vbscript|data:text\/html)/.test(value)
      )
        el.removeAttribute(attr.name);
    }
  });
  doc.querySelectorAll('a[href]').forEach((a) => {
    if (!a.getAttribute('href')!.startsWith('#')) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    }
  });
  doc.querySelectorAll('table').forEach((table) => {
    if (table.parentElement?.classList.contains('bearing-table')) return;
    const wrap = doc.createElement('div');
    wrap.className = 'bearing-table';
    table.replaceWith(wrap);
    wrap.appendChild(table);
  });
  const sections: HtmlSection[] = [];
  doc.querySelectorAll('h2,h3').forEach((h, i) => {
    if (!h.id) h.id = `section-${i + 1}`;
    const text = (h.textContent ?? '').trim();
    if (text) sections.push({ id: h.id, text, level: h.tagName === 'H2' ? 2 : 3 });
  });
  const style = doc.createElement('style');
  style.textContent = READER_CSS;
  doc.head.appendChild(style);
  // The sections' container (the body, or the one wrapper inside it, e.g. <article>)
  // keeps its first chunk; the reader mounts the rest as they come near the viewport.
  let host: Element = doc.body;
  while (
    host.children.length === 1 &&
    !/^(H1|H2|SECTION)$/.test(host.children[0].tagName) &&
    host.children[0].querySelector('h2,section')
  )
    host = host.children[0];
  const box = doc.createElement('div');
  const blocks = Array.from(host.childNodes).map((n) => {
    const el = n.nodeType === 1 ? (n as Element) : null;
    if (el)
      return {
        html: el.outerHTML,
        startsSection: /^(H1|H2|SECTION)$/.test(el.tagName),
        ids: [el.id, ...Array.from(el.querySelectorAll('[id]'), (x) => x.id)].filter(Boolean),
      };
    box.replaceChildren(n.cloneNode());
    return { html: n.nodeType === 3 ? box.innerHTML : '', startsSection: false, ids: [] };
  });
  const { chunks, chunkOf } = groupIntoChunks(blocks);
  host.setAttribute(CHUNK_HOST_ATTR, '');
  host.innerHTML = chunks[0];
  return { srcdoc: `<!doctype html>${doc.documentElement.outerHTML}`, sections, rest: chunks.slice(1), chunkOf };
}
