import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Spinner } from '../../../components/ui/Spinner';
import { useAccessMessages } from '../api/get-access-messages';

/** The tenant's not-entitled info dialog (000 §8), worded by its access-messages i18n key. */
export function NoAccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const messages = useAccessMessages(open);
  const m = messages.data;
  return (
    <ConfirmDialog open={open} kind="OK" title={t('open.noAccessTitle')} onClose={onClose}>
      {m ? (
        <p>
          {t(m.contentNoAccessI18nKey, {
            supportEmail: m.supportEmail, supportPhone: m.supportPhone, tenantName: m.tenantName, salesLink: m.salesLink,
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
          {m.supportEmail && <a className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" href={`mailto:${m.supportEmail}`}>{m.supportEmail}</a>}
          {m.supportPhone && <a className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" href={`tel:${m.supportPhone.replace(/\s+/g, '')}`}>{m.supportPhone}</a>}
          {m.salesLink && <a className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" href={m.salesLink}>{t('document.noPdf.contact')}</a>}
        </p>
      )}
    </ConfirmDialog>
  );
}
