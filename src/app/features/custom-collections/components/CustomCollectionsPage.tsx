import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderRow } from '../../../components/ui/HeaderRow';
import { useSearchParams } from 'react-router-dom';
import { COLLECTION_PAGE_SIZES, COLLECTION_SORTS, type CustomCollectionItem } from '../../../../api/custom-collections';
import { ListStates } from '../../../components/ui/ListStates';
import type { TenantConfig } from '../../../../api/tenant';
import { useCustomCollection } from '../api/get-custom-collection';
import { useDownloadCollectionItem } from '../api/download-item';
import { nextCollectionParams, publisherName, readCollectionParams, type CollectionParams } from '../collection-view';
import { DownloadIcon } from '../../../components/ui/icons';
import { NoPdfDialog } from '../../../components/notices/NoPdfDialog';
import { Pagination } from '../../../components/ui/Pagination';
import { pageWindow } from '../../../lib/paging';
import { SelectOptions } from '../../../components/ui/SelectOptions';
import { PageSizeSelect } from '../../../components/ui/PageSizeSelect';

const SELECT =
  'min-h-11 rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200';

/** /custom-collections (002 §2): the account's curated documents; a table on wide screens, cards on phones. */
export function CustomCollectionsPage({ tenant }: { tenant: TenantConfig }) {
  const { t } = useTranslation();
  const [noPdf, setNoPdf] = useState(false);
  const [params, setParams] = useSearchParams();
  const current = readCollectionParams(params);
  const list = useCustomCollection({ page: current.page, size: current.size, sortType: current.sort });
  const download = useDownloadCollectionItem();
  const count = list.data?.count ?? 0;
  const paging = pageWindow(current.page, current.size, count);
  const go = (change: Partial<CollectionParams>) => setParams(nextCollectionParams(current, change));

  const onDownload = (item: CustomCollectionItem) =>
    download.mutate(item.contentCode, {
      onSuccess: ({ size }) => {
        if (size === 0) setNoPdf(true);
      },
    });
  const downloadButton = (item: CustomCollectionItem) => (
    <button
      type="button"
      disabled={!item.downloadable || download.isPending}
      onClick={() => onDownload(item)}
      aria-label={t('collections.download', { designation: item.designation })}
      title={t('collections.download', { designation: item.designation })}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 disabled:text-ink-300"
    >
      <DownloadIcon className="size-5" />
    </button>
  );

  return (
    <section className="mx-auto w-full max-w-5xl px-3 py-4 sm:px-6" aria-labelledby="collections-title">
      <h1 id="collections-title" className="mb-4 text-2xl font-bold text-brand-900">
        {t('collections.title')}
      </h1>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-semibold text-ink-800">
          {t('collections.sortLabel')}
          <select
            className={SELECT}
            value={current.sort}
            onChange={(e) => go({ sort: e.target.value as CollectionParams['sort'] })}
          >
            <SelectOptions values={COLLECTION_SORTS} label={(s) => t(`collections.sort.${s}`)} />
          </select>
        </label>
        <label className="flex flex-col text-sm font-semibold text-ink-800">
          {t('collections.pageSize')}
          <PageSizeSelect
            className={SELECT}
            sizes={COLLECTION_PAGE_SIZES}
            value={current.size}
            onChange={(size) => go({ size })}
          />
        </label>
        {count > 0 && (
          <p className="ms-auto text-sm text-ink-700" aria-live="polite">
            {t('collections.showing', { from: paging.first, to: paging.last, total: count })}
          </p>
        )}
      </div>

      <ListStates query={list} rows={(d) => d.items} loading="collections.loading" empty="collections.empty">
        {(items) => (
          <>
            <table className="hidden w-full table-fixed overflow-hidden rounded-lg bg-white text-start ring-1 ring-ink-100 md:table">
              <thead className="bg-brand-50 text-sm text-ink-800">
                <HeaderRow
                  columns={[
                    [t('collections.columns.designation'), 'w-44 px-3 py-2 text-start'],
                    [t('collections.columns.title'), 'px-3 py-2 text-start'],
                    [t('collections.columns.publisher'), 'w-56 px-3 py-2 text-start'],
                    [<span className="sr-only">{t('collections.columns.download')}</span>, 'w-16 px-3 py-2'],
                  ]}
                />
              </thead>
              <tbody className="divide-y divide-ink-100">
                {items.map((item) => (
                  <tr key={item.contentCode}>
                    <td className="px-3 py-2 font-semibold break-words text-brand-800">{item.designation}</td>
                    <td className="px-3 py-2 break-words text-ink-900">{item.title}</td>
                    <td className="px-3 py-2 break-words text-ink-700">{publisherName(item.publisher)}</td>
                    <td className="px-1 py-1 text-center">{downloadButton(item)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul
              className="divide-y divide-ink-100 rounded-lg bg-white ring-1 ring-ink-100 md:hidden"
              aria-label={t('collections.title')}
            >
              {items.map((item) => (
                <li key={item.contentCode} className="flex items-start gap-2 p-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words text-brand-800">{item.designation}</p>
                    <p className="break-words text-ink-900">{item.title}</p>
                    <p className="text-sm break-words text-ink-600">{publisherName(item.publisher)}</p>
                  </div>
                  {downloadButton(item)}
                </li>
              ))}
            </ul>
          </>
        )}
      </ListStates>

      <Pagination
        page={current.page}
        size={current.size}
        total={count}
        onPage={(page) => go({ page })}
        label={t('collections.pager')}
      />
      <NoPdfDialog open={noPdf} onClose={() => setNoPdf(false)} tenant={tenant} />
    </section>
  );
}
