import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Spinner } from '../../../components/ui/Spinner';
import { useAccessMessages } from '../api/get-access-messages';

/**
 * The tenant's not-entitled info dialog (000 §8), worded by its access-messages i18n key; with
 * `reason` 'checkFailed', the tenant's generic message for an entitlement check that failed for
 * another reason (001 §8). Both end with the tenant's support contacts.
 */
export function NoAccessDialog({
  open,
  onClose,
  reason = 'noAccess',
}: {
  open: boolean;
  onClose: () => void;
  reason?: 'noAccess' | 'checkFailed';
}) {
  const { t } = useTranslation();
  const messages = useAccessMessages(open);
  const m = messages.data;
  return (
    <ConfirmDialog
      open={open}
      kind="OK"
      title={t(reason === 'checkFailed' ? 'open.checkFailedTitle' : 'open.noAccessTitle')}
      onClose={onClose}
    >
      {reason === 'checkFailed' ? (
        <p>{t('open.checkFailed', { tenantName: m?.tenantName ?? '' })}</p>
      ) : m ? (
        <p>
          {t(m.contentNoAccessI18nKey, {
            supportEmail: m.supportEmail,
            supportPhone: m.supportPhone,
            tenantName: m.tenantName,
            salesLink: m.salesLink,
            defaultValue: t('open.noAccessFallback'),
          })}
        </p>
      ) : messages.isError ? (
        <p>{t('open.noAccessFallback')}</p>
      ) : (
        <Spinner label={t('open.loading')} className="size-6" />
      )}
      {m && (m.supportEmail || m.supportPhone || m.salesLink) && (
        // 000 §8: the tenant's support e-mail, phone and sales or contact link, each one tap away.
        <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {m.supportEmail && (
            <a
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
              href={`mailto:${m.supportEmail}`}
            >
              {m.supportEmail}
            </a>
          )}
          {m.supportPhone && (
            <a
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
              href={`tel:${m.supportPhone.replace(/\s+/g, '')}`}
            >
              {m.supportPhone}
            </a>
          )}
          {m.salesLink && (
            <a className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" href={m.salesLink}>
              {t('document.noPdf.contact')}
            </a>
          )}
        </p>
      )}
    </ConfirmDialog>
  );
}
