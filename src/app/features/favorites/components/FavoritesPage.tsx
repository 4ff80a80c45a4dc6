import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FAVORITES_PAGE_SIZE_DEFAULT } from '../../../../api/user-documents';
import { ListStates } from '../../../components/ui/ListStates';
import { formatShortDate } from '../../../lib/display-text';
import { notify } from '../../../lib/notifications';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';
import { favoritesSort, readFavoritesParams, type FavoritesSortDir } from '../favorites-view';
import { Pagination } from '../../../components/ui/Pagination';
import { DocumentLink } from '../../../components/ui/DocumentLink';

const PILL = 'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold ring-1 ring-inset';

/** /favorites: the user's favorites, sorted by title both ways, paged (000 §2.1, 001 §5). */
export function FavoritesPage({ onOpenDocument }: { onOpenDocument: (contentCode: string) => void }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { page, dir } = readFavoritesParams(params);
  const size = FAVORITES_PAGE_SIZE_DEFAULT;
  const favorites = useFavorites({ page, size, sort: favoritesSort(dir) });
  const remove = useRemoveFavorite();
  const go = (next: { page?: number; dir?: FavoritesSortDir }) =>
    setParams({ page: String(next.page ?? page), sort: next.dir ?? dir });

  return (
    <section className="mx-auto w-full max-w-4xl px-3 py-4 sm:px-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{t('favorites.title')}</h1>
        <div role="group" aria-label={t('favorites.sortLabel')} className="flex gap-2">
          {(['asc', 'desc'] as const).map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={dir === d}
              onClick={() => go({ dir: d, page: 0 })}
              className={`${PILL} ${dir === d ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-brand-800 ring-brand-300 hover:bg-brand-50'}`}
            >
              {t(d === 'asc' ? 'favorites.sortAsc' : 'favorites.sortDesc')}
            </button>
          ))}
        </div>
      </div>
      <ListStates query={favorites} rows={(d) => d.content} loading="favorites.loading" empty="favorites.empty">
        {(content) => (
          <ul className="divide-y divide-ink-100 rounded-lg bg-white ring-1 ring-ink-100">
            {content.map((f) => {
              const date = formatShortDate(f.document.lastUpdateDate ?? f.document.publishDate, i18n.language);
              return (
                <li key={f.id} className="flex items-start gap-2 p-2 sm:p-3">
                  <DocumentLink
                    contentCode={f.document.contentCode}
                    onOpen={onOpenDocument}
                    className="min-h-11 min-w-0 flex-1 px-2 text-start"
                  >
                    <span className="block font-semibold text-brand-800">
                      {f.document.publisherCode} {f.document.designationNo}
                    </span>{' '}
                    <span className="block text-ink-900">{f.document.documentTitle}</span>{' '}
                    <span className="block text-sm text-ink-600">{[f.document.status, date].filter(Boolean).join(' · ')}</span>
                  </DocumentLink>
                  <button
                    type="button"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(f.id, {
                        onSuccess: (r) =>
                          notify(
                            r.queued
                              ? { type: 'INFO', message: t('offline.queue.queuedToast') }
                              : { type: 'SUCCESS', message: t('favorites.removed') },
                          ),
                      })
                    }
                    className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                  >
                    {t('favorites.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </ListStates>
      <Pagination
        page={page}
        size={size}
        total={favorites.data?.totalElements ?? 0}
        onPage={(p) => go({ page: p })}
        label={t('favorites.pager')}
      />
    </section>
  );
}
