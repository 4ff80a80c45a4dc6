import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResultItem } from '../../../../api/search';
import { formatShortDate } from '../../../lib/display-text';
import { DocumentLink } from '../../../components/ui/DocumentLink';
import { ResultPassage } from './ResultPassage';

/** One search result (000 §3): designation, title, status, dates, a collapsible description, the passage that matched and its links. */
export function ResultItem({ item, onOpen }: { item: SearchResultItem; onOpen: (contentCode: string, page?: number) => void }) {
  const { t, i18n } = useTranslation();
  const descId = useId();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const descRef = useRef<HTMLParagraphElement>(null);
  // 000 §4: a description longer than one line is collapsible; measure it clamped to one line.
  useEffect(() => {
    const el = descRef.current;
    if (el && !expanded) setOverflows(el.scrollHeight > el.clientHeight + 1);
  }, [item.description, expanded]);
  const date = formatShortDate(item.lastUpdateDate ?? item.publishDate ?? item.publishedOnlineDate, i18n.language);

  return (
    <article className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-ink-100">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
        <span className="font-semibold text-ink-700">{item.publisherName}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${item.status.toLowerCase() === 'active' ? 'bg-ok-50 text-ok-700' : 'bg-ink-100 text-ink-700'}`}
        >
          {item.status}
        </span>
        <span>{item.documentType}</span>
        {date && <span>{t('search.result.updated', { date })}</span>}
      </div>
      <h2 className="mt-1 text-lg leading-snug font-semibold">
        <DocumentLink
          contentCode={item.contentCode}
          // A passage on a printed page opens the document there.
          onOpen={(code) => onOpen(code, item.passage?.page)}
          className="inline-block min-h-11 text-start text-brand-800 underline-offset-2 hover:underline"
        >
          <span className="font-bold">{item.designationNo}</span>{' '}
          <span className="ms-1 font-semibold text-ink-900">{item.documentTitle}</span>
        </DocumentLink>
      </h2>
      {item.description && (
        <>
          <p id={descId} ref={descRef} className={`text-base text-ink-700 ${expanded ? '' : 'line-clamp-1'}`}>
            {item.description}
          </p>
          {(overflows || expanded) && (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={descId}
              onClick={() => setExpanded((x) => !x)}
              className="min-h-11 text-sm font-semibold text-brand-700 underline"
            >
              {expanded ? t('search.result.lessDetails') : t('search.result.moreDetails')}
            </button>
          )}
        </>
      )}
      {item.passage && <ResultPassage passage={item.passage} language={item.language} />}
      <Links
        label={t('search.result.translations')}
        links={item.translations.map((x) => ({ code: x.contentCode, text: `${x.designationNo} (${x.language})` }))}
        onOpen={onOpen}
      />
      <Links
        label={t('search.result.connections')}
        links={item.connections.map((x) => ({ code: x.contentCode, text: x.designationNo }))}
        onOpen={onOpen}
      />
      <Links
        label={t('search.result.supplements')}
        links={item.supplements.map((x) => ({ code: x['supplement-content-code'], text: x['supplement-display-designation'] }))}
        onOpen={onOpen}
      />
    </article>
  );
}

function Links({
  label,
  links,
  onOpen,
}: {
  label: string;
  links: { code: string; text: string }[];
  onOpen: (c: string) => void;
}) {
  if (links.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-1.5 text-sm">
      <span className="font-semibold text-ink-700">{label}:</span>
      {links.map((l) => (
        <DocumentLink
          key={l.code}
          contentCode={l.code}
          onOpen={onOpen}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-3 font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
        >
          {l.text}
        </DocumentLink>
      ))}
    </div>
  );
}
