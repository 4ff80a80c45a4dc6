import { useTranslation } from 'react-i18next';
import type { TenantConfig } from '../../../api/tenant';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/**
 * The tenant no-PDF message (001 §8, 002 §8): a download that returns an empty file, or a document
 * that is not downloadable. Tenant name, support e-mail, phone and contact link.
 */
export function NoPdfDialog({ open, onClose, tenant }: { open: boolean; onClose: () => void; tenant: TenantConfig }) {
  const { t } = useTranslation();
  const { supportPhone, contactLink } = tenant.contentAccessMessages;
  return (
    <ConfirmDialog open={open} kind="OK" title={t('document.noPdf.title')} onClose={onClose}>
      <p>{t('document.noPdf.message', { tenantName: tenant.tenantName, supportEmail: tenant.supportEmail, supportPhone })}</p>
      <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {tenant.supportEmail && (
          <a className="font-semibold text-brand-700 underline" href={`mailto:${tenant.supportEmail}`}>
            {tenant.supportEmail}
          </a>
        )}
        {supportPhone && (
          <a className="font-semibold text-brand-700 underline" href={`tel:${supportPhone.replace(/\s+/g, '')}`}>
            {supportPhone}
          </a>
        )}
        {contactLink && (
          <a className="font-semibold text-brand-700 underline" href={contactLink}>
            {t('document.noPdf.contact')}
          </a>
        )}
      </p>
    </ConfirmDialog>
  );
}
