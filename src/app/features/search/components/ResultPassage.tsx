import { useTranslation } from 'react-i18next';
import type { ResultPassage as Passage } from '../../../../api/search';
import { passageSegments } from '../passage-segments';

/** Isolates the document's own words inside a translated sentence, so an English heading keeps its order in Arabic. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * Why a result came up: the passage of the document that matched, its matched words marked.
 * Rendered from text and offsets as React text and <mark> elements, never as HTML. The passage
 * is in the document's language, which may differ from the interface's (and its direction).
 */
export function ResultPassage({ passage, language }: { passage: Passage; language: string }) {
  const { t } = useTranslation();
  const from =
    passage.source === 'section'
      ? passage.page
        ? passage.heading
          ? t('search.result.passage.fromSectionPage', { section: isolate(passage.heading), page: passage.page })
          : t('search.result.passage.fromPage', { page: passage.page })
        : passage.heading && t('search.result.passage.fromSection', { section: isolate(passage.heading) })
      : passage.source === 'keywords'
        ? t('search.result.passage.fromKeywords')
        : t('search.result.passage.fromDescription');
  return (
    <figure className="mt-2 rounded-lg border-s-4 border-needle-400 bg-ink-50 px-3 py-2">
      <figcaption className="text-xs text-ink-600">
        <span className="font-semibold text-ink-700">{t('search.result.passage.label')}</span>
        {from && (
          <>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span>{from}</span>
          </>
        )}
      </figcaption>
      <blockquote lang={language} dir="auto" className="mt-1 text-sm leading-relaxed break-words text-ink-900">
        {passageSegments(passage.text, passage.marks).map((s, i) =>
          s.marked ? (
            <mark key={i} className="rounded-sm bg-needle-300 px-0.5 font-semibold text-ink-900 box-decoration-clone">
              {s.text}
            </mark>
          ) : (
            <span key={i}>{s.text}</span>
          ),
        )}
      </blockquote>
    </figure>
  );
}
