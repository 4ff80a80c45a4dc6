import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/ui/Link';
import { SHARED_PUBLICATIONS_PAGE_SIZE } from '../../../../api/shares';
import { ListStates } from '../../../components/ui/ListStates';
import { useSharedPublications } from '../api/shares';
import { Pagination } from '../../../components/ui/Pagination';
import { SharedTable } from './SharedTable';

/** /publicationsShared: My Publications Shared (002 §2), pages 0-based in the call and the URL. */
export function SharedPublicationsPage({ onOpenDocument }: { onOpenDocument: (contentCode: string) => void }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page')) || 0);
  const size = SHARED_PUBLICATIONS_PAGE_SIZE;
  const list = useSharedPublications(page, size);
  return (
    <section className="mx-auto w-full max-w-4xl px-3 py-4 sm:px-6">
      <h1 className="text-2xl font-bold text-brand-900">{t('sharedWithMe.publicationsTitle')}</h1>
      <Link to="/sharedWithMe" className="mb-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        {t('sharedWithMe.documentsTitle')}
      </Link>
      <ListStates query={list} rows={(d) => d.content} loading="sharedWithMe.loading" empty="sharedWithMe.noPublications">
        {(rows) => (
          <SharedTable
            rows={rows.map((p) => ({
              key: String(p.id),
              contentCode: p.document.contentCode,
              document: `${p.document.publisherName} - ${p.document.documentTitle}`,
              sharedBy: `${p.sharedByUserAccount.user.firstName} ${p.sharedByUserAccount.user.lastName}`,
            }))}
            onOpenDocument={onOpenDocument}
          />
        )}
      </ListStates>
      <Pagination
        page={page}
        size={size}
        total={list.data?.totalElements ?? 0}
        onPage={(i) => setParams({ page: String(i) })}
        label={t('sharedWithMe.pager')}
      />
    </section>
  );
}
