import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import { useHtml } from '../api/get-html';
import { CHUNK_HOST_ATTR, prepareHtml } from '../html-sanitize';
import { LinkIcon } from '../../../components/ui/icons';

/**
 * The HTML tab (001 §2): sanitised server HTML in a sandboxed frame (same-origin so the frame can
 * be sized and its anchors reached, never allow-scripts), grown to its content so the page scrolls
 * as one, with a section list for quick jumps. A long document mounts by sections: the
 * frame starts with its first chunk, and the next ones join as the reader scrolls near the end of
 * what is mounted (a sentinel under the frame), or at once up to a section a link asks for.
 */
export function HtmlReader({
  htmlId,
  initialSection,
  onLinkSection,
}: {
  htmlId: number;
  initialSection?: string;
  onLinkSection?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const html = useHtml(htmlId);
  const prepared = useMemo(() => (html.data ? prepareHtml(html.data) : null), [html.data]);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(600);
  const sentinel = useRef<HTMLDivElement>(null);
  // How many chunks the frame holds (the srcdoc's is the first).
  const mounted = useRef(1);

  const mountUpTo = useCallback(
    (chunk: number) => {
      const host = frame.current?.contentDocument?.querySelector(`[${CHUNK_HOST_ATTR}]`);
      if (!prepared || !host) return;
      // The chunks are the sanitised document's own markup, in a frame that never runs scripts.
      while (mounted.current <= Math.min(chunk, prepared.rest.length)) {
        host.insertAdjacentHTML('beforeend', prepared.rest[mounted.current - 1]);
        mounted.current += 1;
      }
    },
    [prepared],
  );

  /** The element with this id, its chunk mounted first if need be. */
  const target = useCallback(
    (id: string) => {
      const doc = frame.current?.contentDocument;
      if (!doc || !prepared) return null;
      if (!doc.getElementById(id) && prepared.chunkOf[id] !== undefined) mountUpTo(prepared.chunkOf[id]);
      return doc.getElementById(id);
    },
    [prepared, mountUpTo],
  );
  const targetRef = useRef(target);
  targetRef.current = target;

  useEffect(() => {
    const el = frame.current;
    if (!el || !prepared) return;
    let observer: ResizeObserver | null = null;
    const onLoad = () => {
      const doc = el.contentDocument;
      if (!doc) return;
      mounted.current = 1;
      // The first-paint layer (app/first-page.ts) showing this view's opening may leave now.
      el.setAttribute('data-first-page', 'painted');
      const measure = () => setHeight(Math.ceil(doc.documentElement.scrollHeight) + 4);
      measure();
      // A clause link to a section opens there once the frame has its height.
      if (initialSection) targetRef.current(initialSection);
      observer = new ResizeObserver(measure);
      observer.observe(doc.body);
      // In-page anchors: scroll the outer page to the target, since the frame itself never scrolls.
      doc.addEventListener('click', (e) => {
        const a = (e.target as Element).closest?.('a[href^="#"]');
        if (!a) return;
        e.preventDefault();
        targetRef
          .current(decodeURIComponent(a.getAttribute('href')!.slice(1)))
          ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      });
    };
    el.addEventListener('load', onLoad);
    return () => {
      el.removeEventListener('load', onLoad);
      observer?.disconnect();
    };
  }, [prepared, initialSection]);

  // The next chunk joins while the end of the mounted text is within two screens; one chunk per
  // turn, so a fast fling never mounts the whole document in one task.
  useEffect(() => {
    const s = sentinel.current;
    if (!s || !prepared || prepared.rest.length === 0) return;
    let timer = 0;
    const pump = () => {
      if (mounted.current > prepared.rest.length) return;
      if (s.getBoundingClientRect().top > window.innerHeight * 3) return;
      mountUpTo(mounted.current);
      timer = window.setTimeout(pump, 120);
    };
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          clearTimeout(timer);
          pump();
        }
      },
      { rootMargin: '0px 0px 200% 0px' },
    );
    io.observe(s);
    return () => {
      io.disconnect();
      clearTimeout(timer);
    };
  }, [prepared, mountUpTo]);

  // A clause link's section: the page scrolls there once the frame has grown to its content (before,
  // scrollIntoView would scroll the frame's own 600 px box and leave the page elsewhere).
  const pendingSection = useRef(initialSection);
  useEffect(() => {
    const el = frame.current;
    const id = pendingSection.current;
    const doc = el?.contentDocument;
    if (!el || !id || !doc?.body || el.clientHeight + 8 < doc.documentElement.scrollHeight) return;
    const heading = doc.getElementById(id);
    if (!heading) return;
    pendingSection.current = undefined;
    // 8rem: clear of the sticky app header, as the frame's own scroll margin.
    window.scrollTo({
      top: Math.max(0, window.scrollY + el.getBoundingClientRect().top + heading.getBoundingClientRect().top - 128),
    });
  }, [height]);

  function jump(id: string) {
    target(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  if (html.isPending)
    return (
      <div className="py-10 text-center">
        <Spinner label={t('document.loading')} />
      </div>
    );
  if (!prepared) return <p className="py-6 text-ink-700">{t('document.html.unavailable')}</p>;
  return (
    <div className="lg:grid lg:grid-cols-[16rem_1fr] lg:gap-6">
      {prepared.sections.length > 0 && (
        <nav
          aria-label={t('document.html.sections')}
          className="mb-4 lg:sticky lg:top-20 lg:mb-0 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto"
        >
          <details className="rounded-lg bg-white ring-1 ring-ink-100 lg:open:ring-0" open={undefined}>
            <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-brand-800">
              {t('document.html.sections')}
            </summary>
            <ol className="pb-2">
              {prepared.sections.map((s) => (
                <li key={s.id} className="flex items-stretch">
                  <button
                    type="button"
                    onClick={() => jump(s.id)}
                    className={`min-h-11 min-w-0 flex-1 px-4 py-2 text-start text-sm text-ink-900 hover:bg-brand-50 ${s.level === 3 ? 'ps-8' : ''}`}
                  >
                    {s.text}
                  </button>
                  {onLinkSection && (
                    <button
                      type="button"
                      onClick={() => onLinkSection(s.id)}
                      aria-label={t('document.clauseLink.copySectionNamed', { section: s.text })}
                      title={t('document.clauseLink.copySection')}
                      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center text-brand-700 hover:bg-brand-50"
                    >
                      <LinkIcon className="size-5" />
                    </button>
                  )}
                </li>
              ))}
            </ol>
          </details>
        </nav>
      )}
      <div className="min-w-0 rounded-lg bg-white p-3 ring-1 ring-ink-100 sm:p-5">
        <iframe
          ref={frame}
          title={t('document.html.frameTitle')}
          sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          srcDoc={prepared.srcdoc}
          style={{ height }}
          className="block w-full border-0"
        />
        <div ref={sentinel} aria-hidden="true" className="h-px" />
      </div>
    </div>
  );
}
