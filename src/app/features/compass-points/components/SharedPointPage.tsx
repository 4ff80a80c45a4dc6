import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../components/ui/Link';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Spinner } from '../../../components/ui/Spinner';
import { ApiError } from '../../../lib/api-error';
import { formatShortDate } from '../../../lib/display-text';
import { useShared } from '../api/get-shared';
import { documentUrl, sharedFailure, sharedOutcome } from '../shared-rules';
import { BackHomeLink } from '../../../components/ui/BackHomeLink';

/** The tenant's contact details for the feature-not-enabled message (001 §8). */
export interface TenantContacts {
  tenantName: string;
  supportEmail: string;
  supportPhone: string;
  salesLink: string;
}

/**
 * /compasspoint/{uuid} (001 §2, §8): a live point goes to the document at its highlight; a
 * deactivated one shows the notice; 401 and the two 403s show their outcomes.
 */
export function SharedPointPage({
  uuid,
  contacts,
  renderNoAccess,
}: {
  uuid: string;
  contacts: TenantContacts | null;
  renderNoAccess: (p: { open: boolean; onClose: () => void }) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const shared = useShared(uuid);
  // Only a fresh answer decides: a restored cached copy may predate a deactivation.
  const fresh = shared.isFetchedAfterMount && !shared.isFetching;
  const err = shared.error;
  const outcome = !fresh
    ? null
    : err
      ? sharedFailure(err instanceof ApiError ? err.status : 0, err instanceof ApiError ? err.reply?.title : null)
      : shared.data
        ? sharedOutcome(shared.data)
        : null;

  const redirectTo = outcome?.kind === 'redirect' ? outcome.to : null;
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  const home = () => navigate('/home');
  if (!outcome || outcome.kind === 'redirect')
    return (
      <div className="grid min-h-[40dvh] place-items-center">
        <Spinner label={t('compassPoints.loading')} />
      </div>
    );
  if (outcome.kind === 'notEntitled') return <>{renderNoAccess({ open: true, onClose: home })}</>;
  if (outcome.kind === 'notEligible' || outcome.kind === 'notEnabled') {
    return (
      <ConfirmDialog open kind="OK" title={t('compassPoints.shared.title')} onClose={home}>
        <p>
          {outcome.kind === 'notEligible'
            ? t('compassPoints.shared.notEligible')
            : t('compassPoints.shared.notEnabled', {
                tenantName: contacts?.tenantName ?? '',
                supportEmail: contacts?.supportEmail ?? '',
                supportPhone: contacts?.supportPhone ?? '',
              })}
        </p>
        {outcome.kind === 'notEnabled' && contacts?.salesLink && (
          <p className="mt-3">
            <a
              href={contacts.salesLink}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              {t('compassPoints.shared.salesLink')}
            </a>
          </p>
        )}
      </ConfirmDialog>
    );
  }
  if (outcome.kind === 'deactivated' && shared.data) {
    const p = shared.data;
    return (
      <section className="mx-auto max-w-lg px-4 py-8">
        <div role="status" className="rounded-xl bg-white p-5 ring-1 ring-ink-100">
          <h1 className="text-xl font-bold text-brand-900">{t('compassPoints.shared.deactivatedTitle')}</h1>
          <p className="mt-2 text-ink-900">
            {t('compassPoints.shared.deactivatedBy', {
              name: p.name,
              who: p.deactivatedBy ?? '',
              date: formatShortDate(p.deletedDate, i18n.language) ?? '',
            })}
          </p>
          <p className="mt-2 text-ink-800">
            {t('compassPoints.shared.creatorContact', { who: p.createdUserName })}{' '}
            <a className="font-semibold text-brand-700 underline" href={`mailto:${p.creatorEmail}`}>
              {p.creatorEmail}
            </a>
          </p>
          <Link
            to={documentUrl(p.contentCode)}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {t('compassPoints.shared.openDocument', { designation: p.designation })}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-lg px-4 py-10 text-center">
      <p className="text-lg text-ink-900">
        {t(outcome.kind === 'notFound' ? 'compassPoints.shared.notFound' : 'compassPoints.shared.failed')}
      </p>
      <BackHomeLink className="mt-4" />
    </section>
  );
}
