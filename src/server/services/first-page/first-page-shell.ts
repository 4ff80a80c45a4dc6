import fs from 'node:fs';
import escapeHtml from 'escape-html';
import { PDF_PREVIEW_PATH } from '../../../api/documents';
import { findFullDocumentByContentCode } from '../../repositories/document-details';
import { decideContent } from '../content-access/policy';
import { factsOf } from '../content-access/require-content';
import { documentFile } from '../documents/files';
import { fileEtag } from '../file-etag';
import { cachedPreview } from '../previews/preview-cache';
import type { ServiceContext } from '../context';
import { requireScope } from '../scope';
import { signFirstPageGrant } from './grant';
import { htmlOpening } from './html-opening';

/*
 * Page 1 at first paint. A document link opened in a browser that has not started the
 * app yet (a first visit, a cold start) used to wait for the app's code, the sign-in and the
 * metadata before it even asked for page 1: seconds on a phone's network. When the request
 * carries the provider's session and the content policy lets that user view the edition, the
 * shell the server answers carries page 1's preview itself, in a layer over the app that the app
 * removes once its own reader shows the page (src/app/app/first-page.ts). The browser fetches the
 * image alongside the app's code; nothing else about the app changes. Anything else (no session,
 * not entitled, licence due, a section link) gets the plain shell. A document delivered without a
 * PDF (an STS standard) gets the opening of its HTML view instead of an image, in a sandboxed frame.
 */

/** The document screens' paths (000 §2.1). */
const DOCUMENT_PATHS = new Set(['/document', '/document-view']);

export interface FirstPage {
  designation: string;
  title: string;
  /** Page 1's preview; absent when the layer shows the HTML view's opening. */
  src?: string;
  /** The opening of the HTML view (html-opening.ts), for a document with no PDF. */
  html?: string;
  width?: number;
  height?: number;
}

/** Which page of which edition a navigation asks for; null when it is no document link that may get page 1. */
export interface FirstPageTarget {
  contentCode: string;
  page: number;
}

/** The document link in a navigation's URL, or null for any other page (a section link included). */
export function firstPageTarget(requestUrl: string): FirstPageTarget | null {
  const url = new URL(requestUrl, 'http://x');
  if (!DOCUMENT_PATHS.has(url.pathname.replace(/(.)\/+$/, '$1'))) return null;
  const contentCode = url.searchParams.get('contentCode')?.trim();
  if (!contentCode || contentCode.length > 200 || url.searchParams.has('section')) return null;
  const pageParam = Number(url.searchParams.get('page') ?? 1);
  const page = Number.isSafeInteger(pageParam) && pageParam >= 1 && pageParam <= 100_000 ? pageParam : 1;
  return { contentCode, page };
}

/** The first page the signed-in caller may see before the app starts; null for the plain shell. */
export async function firstPageFor(ctx: ServiceContext, { contentCode, page }: FirstPageTarget): Promise<FirstPage | null> {
  const auth = ctx.auth;
  if (!auth) return null;
  try {
    const [scope, doc] = await Promise.all([requireScope(ctx), findFullDocumentByContentCode(ctx.db, contentCode)]);
    if (!doc || !decideContent(factsOf(scope, doc), 'view').allowed) return null;
    const file = await documentFile(ctx, doc, 'pdf');
    const head = { designation: doc.display_designation || doc.designation, title: doc.title };
    if (!file) {
      const view = await documentFile(ctx, doc, 'html');
      return view ? { ...head, html: htmlOpening(await fs.promises.readFile(view.file, 'utf8')) } : null;
    }
    // The page's size, when its preview is already made, lets the layer reserve its height.
    const made = await cachedPreview(ctx.config.dataDir, doc.content_code, await fileEtag(file), page);
    const grant = signFirstPageGrant(ctx.config.cookieSecret, {
      tenantId: auth.tenantId,
      userId: auth.userId,
      sessionKey: auth.sessionKey,
      contentCode: doc.content_code,
      page,
    });
    const q = new URLSearchParams({ contentCode: doc.content_code, page: String(page), grant });
    return {
      ...head,
      src: `${PDF_PREVIEW_PATH}?${q}`,
      ...(made ? { width: made.meta.width, height: made.meta.height } : {}),
    };
  } catch {
    // No selected account, a database hiccup: the app's own start handles it as always.
    return null;
  }
}

// Neutral colours: the layer shows before a white-label tenant's theme is known.
const STYLE =
  '#first-page{position:fixed;inset:0;z-index:2147483000;background:#f4f6f8;overflow:hidden;display:flex;flex-direction:column}' +
  '#first-page .fp-bar{background:#fff;color:#14212b;border-bottom:1px solid #e6ebef;padding:12px 16px;font:15px/1.3 system-ui,sans-serif;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}' +
  '#first-page .fp-bar b{font-weight:700;margin-inline-end:8px}' +
  '#first-page .fp-page{margin:8px auto;width:calc(100% - 16px);max-width:900px;background:#fff;box-shadow:0 1px 3px rgba(20,33,43,.25)}' +
  '#first-page .fp-page img{display:block;width:100%;height:auto}' +
  '#first-page .fp-html{flex:1;width:100%;border:0;background:#fff}' +
  '#first-page.fp-leaving{opacity:0;transition:opacity .2s}';

/** The layer's markup, placed first in the shell's body. */
export function firstPageMarkup(p: FirstPage): string {
  const label = `${p.designation} — ${p.title}`;
  const size = p.width && p.height ? ` width="${Math.round(p.width)}" height="${Math.round(p.height)}"` : '';
  return (
    // A named section is a landmark: until the app replaces it, the layer is all there is on screen.
    `<section id="first-page" aria-busy="true" aria-label="${escapeHtml(label)}"><style>${STYLE}</style>` +
    `<div class="fp-bar"><b>${escapeHtml(p.designation)}</b>${escapeHtml(p.title)}</div>` +
    (p.html !== undefined
      ? // The import's script-free view, in a frame that may never run scripts, as the reader shows it.
        `<iframe class="fp-html" title="${escapeHtml(label)}" sandbox="allow-same-origin" srcdoc="${escapeHtml(p.html)}"></iframe></section>`
      : `<div class="fp-page"><img class="fp-image" src="${escapeHtml(p.src ?? '')}" alt="${escapeHtml(label)}"${size} fetchpriority="high"></div></section>`)
  );
}
