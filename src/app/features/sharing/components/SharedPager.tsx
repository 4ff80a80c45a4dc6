import { useTranslation } from 'react-i18next';

const PILL = 'inline-flex min-h-11 items-center rounded-lg bg-white px-3 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-300 disabled:text-ink-300';

/** Previous / next with "page x of y"; `index` is 0-based here, whatever the call uses. Hidden when one page holds all (002 §9). */
export function SharedPager({ index, size, count, onPage }: { index: number; size: number; count: number; onPage: (index: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.ceil(count / size);
  if (count <= size) return null;
  return (
    <nav aria-label={t('sharedWithMe.pager')} className="mt-4 flex items-center justify-center gap-3">
      <button type="button" className={PILL} disabled={index <= 0} onClick={() => onPage(index - 1)}>{t('sharedWithMe.previous')}</button>
      <span className="text-sm text-ink-700">{t('sharedWithMe.pageOf', { page: index + 1, pages })}</span>
      <button type="button" className={PILL} disabled={index >= pages - 1} onClick={() => onPage(index + 1)}>{t('sharedWithMe.next')}</button>
    </nav>
  );
}
