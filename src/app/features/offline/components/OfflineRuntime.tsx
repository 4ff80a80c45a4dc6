import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasOfflineDocuments } from '../../../lib/offline-documents/databases';
import { hasQueuedChanges } from '../../../lib/offline-queue/storage';
import { adoptSignedInUser } from '../../../lib/offline-user';

// The queue and the document store load only for a device that holds queued changes or offline
// Documents; a first queued change or opened document loads them through its screen.
const loadQueue = () => import('../../../lib/offline-queue/app-queue');
const loadStore = () => import('../../../lib/offline-documents/store');

/** Re-checks pinned documents' standing and goes on with unfinished copies, if the device keeps any. */
async function syncKeptDocuments(): Promise<void> {
  if (!(await hasOfflineDocuments())) return;
  const store = await loadStore();
  await store.refreshOfflineState();
  if (!navigator.onLine) return;
  await store.syncPinned();
  // A copy cut off by a drop or a closed app resumes from its last stored chunk.
  await store.resumeDownloads();
}

/**
 * The signed-in part of offline use, mounted once inside the signed-in chrome: claims
 * the device's offline data for this user, sends queued changes on start, reconnect and resume,
 * re-checks pinned documents' standing and resumes unfinished offline copies whenever the network
 * returns.
 */
export function OfflineRuntime() {
  const qc = useQueryClient();
  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    const online = () => void syncKeptDocuments().catch(() => undefined);
    // Offline starts have no id token to read; the remembered user stays the owner then.
    void adoptSignedInUser()
      .finally(async () => {
        if (cancelled) return;
        if (await hasQueuedChanges()) {
          const queue = await loadQueue();
          if (!cancelled) stop = queue.startOfflineQueue(qc);
        }
        if (!cancelled) await syncKeptDocuments();
      })
      .catch(() => undefined);
    window.addEventListener('online', online);
    return () => {
      cancelled = true;
      stop();
      window.removeEventListener('online', online);
    };
  }, [qc]);
  return null;
}
