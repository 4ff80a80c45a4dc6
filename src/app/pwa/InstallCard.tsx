import { useTranslation } from 'react-i18next';
import { dismissInstall, promptInstall } from './install-state';

/** The install card (see InstallPrompt): a button for a prompted install, or the iOS hint. */
export function InstallCard({ canInstall }: { canInstall: boolean }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('pwa.install.label')}
      className="fixed inset-x-3 bottom-3 z-[1031] mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3 text-brand-800 shadow-lg sm:inset-x-auto sm:right-4"
      style={{ marginBottom: 'env(safe-area-inset-bottom)' }}
    >
      <img src="/icons/icon-192.png" alt="" width={40} height={40} className="rounded-lg" />
      <p className="min-w-0 flex-1 text-sm">{canInstall ? t('pwa.install.text') : t('pwa.install.iosHint')}</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => dismissInstall()}
          className="min-h-11 rounded-lg px-3 text-sm font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-800"
        >
          {t('pwa.install.dismiss')}
        </button>
        {canInstall && (
          <button
            type="button"
            onClick={() => void promptInstall()}
            className="min-h-11 rounded-lg bg-brand-800 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-800"
          >
            {t('pwa.install.button')}
          </button>
        )}
      </div>
    </aside>
  );
}
