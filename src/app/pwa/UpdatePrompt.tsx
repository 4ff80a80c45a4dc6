import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { lazyOnRender } from '../components/ui/lazy-open';
import { pwaState, registerServiceWorker } from './register';

// The card's code loads only when there is something to say.
const UpdateCard = lazyOnRender(() => import('./UpdateCard').then((m) => m.UpdateCard));

/**
 * Registers the service worker and tells the user when a new version is waiting (or when the
 * app first becomes available offline). Non-blocking: a polite status toast, not a dialog,
 * so a half-written note is never interrupted.
 */
export function UpdatePrompt() {
  const snap = useSnapshot(pwaState);

  useEffect(() => {
    registerServiceWorker();
  }, []);

  useEffect(() => {
    if (!snap.offlineReady) return;
    const timer = setTimeout(() => {
      pwaState.offlineReady = false;
    }, 7000);
    return () => clearTimeout(timer);
  }, [snap.offlineReady]);

  if (!snap.needRefresh && !snap.offlineReady) return null;

  return <UpdateCard needRefresh={snap.needRefresh} />;
}
