import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/ui/Link';
import { SHARED_PUBLICATIONS_PAGE_SIZE } from '../../../../api/shares';
import { Spinner } from '../../../components/ui/Spinner';
import { useSharedPublications } from '../api/shares';
import { Pagination } from '../../../components/ui/Pagination';
import { DocumentLink } from '../../../components/ui/DocumentLink';

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
      {list.isPending ? (
        <Spinner label={t('sharedWithMe.loading')} />
      ) : !list.data?.content.length ? (
        <p className="rounded-lg bg-white p-6 text-center text-ink-700 ring-1 ring-ink-100">{t('sharedWithMe.noPublications')}</p>
      ) : (
        <table className="w-full border-collapse overflow-hidden rounded-lg bg-white ring-1 ring-ink-100">
          <thead className="bg-ink-50 text-sm text-ink-800">
            <tr>
              <th scope="col" className="p-2 text-start">
                {t('sharedWithMe.document')}
              </th>
              <th scope="col" className="w-1/3 p-2 text-start">
                {t('sharedWithMe.sharedBy')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {list.data.content.map((p) => (
              <tr key={p.id} className="align-top">
                <td className="p-2">
                  <DocumentLink
                    contentCode={p.document.contentCode}
                    onOpen={onOpenDocument}
                    className="block min-h-11 break-words text-brand-800"
                  >
                    {p.document.publisherName} - {p.document.documentTitle}
                  </DocumentLink>
                </td>
                <td className="p-2 text-sm break-words text-ink-800">
                  {p.sharedByUserAccount.user.firstName} {p.sharedByUserAccount.user.lastName}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
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
