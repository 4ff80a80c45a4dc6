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
      {m && m.supportEmail && (
        <p className="mt-3 text-sm">
          <a className="font-semibold text-brand-700 underline" href={`mailto:${m.supportEmail}`}>{m.supportEmail}</a>
          {m.supportPhone && <> · <a className="font-semibold text-brand-700 underline" href={`tel:${m.supportPhone.replace(/\s+/g, '')}`}>{m.supportPhone}</a></>}
        </p>
      )}
    </ConfirmDialog>
  );
}
