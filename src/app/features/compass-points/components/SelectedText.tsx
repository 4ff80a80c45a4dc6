import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewText } from '../form-rules';

/** The selected text, cut at 255 characters with show more / show less (001 §4). */
export function SelectedText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const p = previewText(text, expanded);
  return (
    <figure className="rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
      <figcaption className="mb-1 text-xs font-semibold tracking-wide text-ink-700 uppercase">
        {t('compassPoints.dialog.selectedText')}
      </figcaption>
      <blockquote className="break-words whitespace-pre-wrap text-sm text-ink-900">{p.text}</blockquote>
      {p.cut && (
        <button
          type="button"
          className="mt-1 min-h-11 text-sm font-semibold text-brand-800 underline"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
        >
          {t(expanded ? 'compassPoints.dialog.showLess' : 'compassPoints.dialog.showMore')}
        </button>
      )}
    </figure>
  );
}
