import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { dismissInstall, installState, isStandalone, needsIosInstallHint, promptInstall } from './install-state';
import { pwaState } from './register';

/**
 * Offers to install Bearing: a button where the browser supports a prompted install
 * (beforeinstallprompt), a short Share > Add to Home Screen hint on iOS Safari, nothing when
 * already installed or recently dismissed. A card fixed to the bottom of the window; it steps
 * aside while the update prompt (same place) is showing.
 */
export function InstallPrompt() {
  const { t } = useTranslation();
  const snap = useSnapshot(installState);
  const update = useSnapshot(pwaState);
  const iosHint = useMemo(
    () =>
      typeof navigator !== 'undefined' &&
      needsIosInstallHint({
        userAgent: navigator.userAgent,
        platform: navigator.platform,
        maxTouchPoints: navigator.maxTouchPoints,
        standalone: isStandalone(),
      }),
    [],
  );

  if (snap.dismissed || update.needRefresh || update.offlineReady || isStandalone() || (!snap.canInstall && !iosHint)) return null;

  return (
    <aside
      aria-label={t('pwa.install.label')}
      className="fixed inset-x-3 bottom-3 z-[1031] mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3 text-brand-800 shadow-lg sm:inset-x-auto sm:right-4"
      style={{ marginBottom: 'env(safe-area-inset-bottom)' }}
    >
      <img src="/icons/icon-192.png" alt="" width={40} height={40} className="rounded-lg" />
      <p className="min-w-0 flex-1 text-sm">{snap.canInstall ? t('pwa.install.text') : t('pwa.install.iosHint')}</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => dismissInstall()}
          className="min-h-11 rounded-lg px-3 text-sm font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-800"
        >
          {t('pwa.install.dismiss')}
        </button>
        {snap.canInstall && (
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
