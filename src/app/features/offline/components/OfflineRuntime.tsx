import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshOfflineState, syncPinned } from '../../../lib/offline-documents/store';
import { startOfflineQueue } from '../../../lib/offline-queue/app-queue';
import { adoptSignedInUser } from '../../../lib/offline-user';

/**
 * The signed-in part of offline use (issue 7), mounted once inside the signed-in chrome: claims
 * the device's offline data for this user, sends queued changes on start, reconnect and resume,
 * and re-checks pinned documents' standing whenever the network returns.
 */
export function OfflineRuntime() {
  const qc = useQueryClient();
  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    const online = () => void syncPinned();
    // Offline starts have no id token to read; the remembered user stays the owner then.
    void adoptSignedInUser().finally(() => {
      if (cancelled) return;
      stop = startOfflineQueue(qc);
      void refreshOfflineState();
      if (navigator.onLine) void syncPinned();
    });
    window.addEventListener('online', online);
    return () => { cancelled = true; stop(); window.removeEventListener('online', online); };
  }, [qc]);
  return null;
}
