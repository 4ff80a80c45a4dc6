import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { lazyOnRender } from '../components/ui/lazy-open';
import { installState, isStandalone, needsIosInstallHint } from './install-state';
import { pwaState } from './register';

// The card's code loads only when there is something to offer.
const InstallCard = lazyOnRender(() => import('./InstallCard').then((m) => m.InstallCard));

/**
 * Offers to install Bearing: a button where the browser supports a prompted install
 * (beforeinstallprompt), a short Share > Add to Home Screen hint on iOS Safari, nothing when
 * already installed or recently dismissed. A card fixed to the bottom of the window; it steps
 * aside while the update prompt (same place) is showing.
 */
export function InstallPrompt() {
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

  if (snap.dismissed || update.needRefresh || update.offlineReady || isStandalone() || (!snap.canInstall && !iosHint))
    return null;

  return <InstallCard canInstall={snap.canInstall} />;
}
