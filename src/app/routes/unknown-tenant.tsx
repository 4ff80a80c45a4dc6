import { useTranslation } from 'react-i18next';

/** The proxy-setup error page for a host no tenant claims (000 §2.4): title, three texts, instructions link. */
export function UnknownTenantScreen() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-ink-900">{t('pages.unknownTenant.title')}</h1>
      <p className="mt-3 text-ink-700">{t('pages.unknownTenant.text1', { host: window.location.host })}</p>
      <p className="mt-2 text-ink-700">{t('pages.unknownTenant.text2')}</p>
      <p className="mt-2 text-ink-700">{t('pages.unknownTenant.text3')}</p>
      <a className="mt-4 inline-block font-semibold text-brand-700 underline" href={t('pages.unknownTenant.instructionsUrl')}>
        {t('pages.unknownTenant.instructions')}
      </a>
    </main>
  );
}
