import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentTranslation } from '../../../../api/documents';
import { TRANSLATION_TOGGLE_DEBOUNCE_MS, debounce } from '../debounce';

/**
 * The translations toggle (001 §4): switches between the edition and its translations. Debounced
 * 1000 ms so tapping through languages opens only the last one.
 */
export function TranslationToggle({
  current,
  translations,
  onOpen,
}: {
  current: { contentCode: string; languageCode: string; displayCode: string };
  translations: DocumentTranslation[];
  onOpen: (contentCode: string) => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(current.contentCode);
  useEffect(() => setSelected(current.contentCode), [current.contentCode]);
  const debounced = useMemo(() => debounce((code: string) => onOpen(code), TRANSLATION_TOGGLE_DEBOUNCE_MS), [onOpen]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  const options = [
    { contentCode: current.contentCode, language: current.languageCode, displayCode: current.displayCode },
    ...translations.filter((x) => x.contentCode !== current.contentCode),
  ];
  if (options.length < 2) return null;

  function pick(code: string) {
    setSelected(code);
    if (code === current.contentCode) debounced.cancel();
    else debounced.call(code);
  }

  return (
    <div role="radiogroup" aria-label={t('document.translations.label')} className="flex flex-wrap items-center gap-1.5">
      <span className="me-1 text-sm font-semibold text-ink-600">{t('document.translations.label')}</span>
      {options.map((o) => (
        <button
          key={o.contentCode}
          type="button"
          role="radio"
          aria-checked={selected === o.contentCode}
          title={o.displayCode}
          onClick={() => pick(o.contentCode)}
          className={`min-h-11 min-w-11 rounded-full px-3 text-sm font-semibold ring-1 ring-inset ${selected === o.contentCode ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-brand-800 ring-brand-300 hover:bg-brand-50'}`}
        >
          {o.language}
        </button>
      ))}
    </div>
  );
}
