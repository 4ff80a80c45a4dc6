import { useTranslation } from 'react-i18next';
import type { TenantConfig } from '../../../api/tenant';
import { footerZIndex } from './footer-layer';

/** Props of the footer; `raised` while the licence agreement dialog is open (000 §2.4). */
export type AppFooterProps = {
  tenant: TenantConfig;
  raised: boolean;
  /** Injectable for a stable preview; defaults to the current year (000 §9: the year is dynamic). */
  year?: number;
};

/** Address, home link, optional tenant footer logo and the current year. */
export function AppFooter({ tenant, raised, year = new Date().getFullYear() }: AppFooterProps) {
  const { t } = useTranslation();
  const { address, home, showTenantFooterLogo } = tenant.footer;
  return (
    <footer
      aria-label={t('shell.footer.label')}
      // Positioned so the z-index applies; it sits in the page flow (no fixed bar eating phone height).
      className="relative bg-brand-900 px-safe-4 pt-6 pb-safe-6 text-sm text-brand-100"
      style={{ zIndex: footerZIndex(raised) }}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          {showTenantFooterLogo && tenant.logo !== '' && (
            <img
              src={tenant.logo}
              alt={t('shell.footer.logo', { title: tenant.title })}
              className="h-8 w-auto max-w-[8rem] object-contain"
            />
          )}
          {address && <address className="min-w-0 not-italic break-words">{t(address, { defaultValue: address })}</address>}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {home && (
            <a
              href={home}
              className="inline-flex min-h-11 items-center font-semibold text-white underline-offset-4 hover:underline"
            >
              {t('shell.footer.home')}
            </a>
          )}
          <p>{t('shell.footer.copyright', { year, title: tenant.title })}</p>
        </div>
      </div>
    </footer>
  );
}
