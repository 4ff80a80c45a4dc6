import { useTranslation } from 'react-i18next';
import { pagerModel } from '../pagination';

/** Page links of the search screen (000 §4): previous, up to 3 numbers with ellipses, next only with nextPageFlag. */
export function Pager({
  page,
  size,
  count,
  nextPageFlag,
  onPage,
}: {
  page: number;
  size: number;
  count: number;
  nextPageFlag: boolean;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation();
  const m = pagerModel(page, size, count, nextPageFlag);
  if (!m.hasPrevious && !m.hasNext && m.slots.length <= 1) return null;
  const btn = 'inline-grid min-h-11 min-w-11 place-items-center rounded-lg px-3 text-base font-semibold';
  return (
    <nav aria-label={t('search.pager.label')} className="mt-6 flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        disabled={!m.hasPrevious}
        onClick={() => onPage(page - 1)}
        className={`${btn} text-brand-800 hover:bg-brand-50 disabled:text-ink-300`}
      >
        {t('search.pager.previous')}
      </button>
      {m.slots.map((s) =>
        s.kind === 'ellipsis' ? (
          <span key={s.key} aria-hidden="true" className="px-2 text-ink-600">
            …
          </span>
        ) : (
          <button
            key={s.page}
            type="button"
            aria-current={s.current ? 'page' : undefined}
            aria-label={t('search.pager.page', { page: s.page + 1 })}
            onClick={() => onPage(s.page)}
            className={`${btn} ${s.current ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'}`}
          >
            {s.page + 1}
          </button>
        ),
      )}
      <button
        type="button"
        disabled={!m.hasNext}
        onClick={() => onPage(page + 1)}
        className={`${btn} text-brand-800 hover:bg-brand-50 disabled:text-ink-300`}
      >
        {t('search.pager.next')}
      </button>
    </nav>
  );
}
