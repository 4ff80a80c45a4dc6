import { useTranslation } from 'react-i18next';
import { pageWindow } from '../../lib/paging';

const PILL =
  'inline-flex min-h-11 items-center rounded-lg bg-white px-3 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-300 hover:bg-brand-50 disabled:text-ink-300 disabled:hover:bg-white';

/**
 * Previous / "page x of y" / next under a list; `page` is 0-based. Hidden when one page holds the
 * whole list (002 §9). `label` names the list for screen readers.
 */
export function Pagination({
  page,
  size,
  total,
  onPage,
  label,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const w = pageWindow(page, size, total);
  if (w.pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-center gap-3">
      <button type="button" className={PILL} disabled={!w.hasPrevious} onClick={() => onPage(page - 1)}>
        {t('common.pager.previous')}
      </button>
      <span className="text-sm text-ink-700">{t('common.pager.pageOf', { page: page + 1, pages: w.pages })}</span>
      <button type="button" className={PILL} disabled={!w.hasNext} onClick={() => onPage(page + 1)}>
        {t('common.pager.next')}
      </button>
    </nav>
  );
}
