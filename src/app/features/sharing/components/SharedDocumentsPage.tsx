import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/ui/Link';
import { SHARED_DOCUMENTS_PAGE_SIZE } from '../../../../api/shares';
import { ListStates } from '../../../components/ui/ListStates';
import { useSharedStandards } from '../api/shares';
import { Pagination } from '../../../components/ui/Pagination';
import { SharedTable } from './SharedTable';

/** /sharedWithMe: My Shared Documents (002 §2), pages 1-based in the call and the URL. */
export function SharedDocumentsPage({ onOpenDocument }: { onOpenDocument: (contentCode: string) => void }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = SHARED_DOCUMENTS_PAGE_SIZE;
  const list = useSharedStandards(page, size);
  return (
    <section className="mx-auto w-full max-w-4xl px-3 py-4 sm:px-6">
      <h1 className="text-2xl font-bold text-brand-900">{t('sharedWithMe.documentsTitle')}</h1>
      <p className="mt-2 mb-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{t('sharedWithMe.notice')}</p>
      {/* The publications list has no menu entry of its own (002 §2): it is reached from here. */}
      <Link to="/publicationsShared" className="mb-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        {t('sharedWithMe.publicationsTitle')}
      </Link>
      <ListStates query={list} rows={(d) => d.sharedDocuments} loading="sharedWithMe.loading" empty="sharedWithMe.noDocuments">
        {(rows) => (
          <SharedTable
            rows={rows.map((d, i) => ({
              key: `${d.contentCode}-${i}`,
              contentCode: d.contentCode,
              document: (
                <>
                  <span className="block font-semibold">{d.designationNo}</span>
                  <span className="block text-ink-900">{d.documentTitle}</span>
                </>
              ),
              sharedBy: `${d.sharedByFirstName} ${d.sharedByLastName}`,
            }))}
            onOpenDocument={onOpenDocument}
          />
        )}
      </ListStates>
      <Pagination
        page={page - 1}
        size={size}
        total={list.data?.count ?? 0}
        onPage={(i) => setParams({ page: String(i + 1) })}
        label={t('sharedWithMe.pager')}
      />
    </section>
  );
}
