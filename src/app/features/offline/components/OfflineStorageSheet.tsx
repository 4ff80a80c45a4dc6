import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { lazyWhenOpen } from '../../../components/ui/lazy-open';
import { offlinePanel } from '../../../lib/offline-documents/panel';

// The panel formats every stored document and queued change: its code loads the first time the
// Sheet opens, not with every signed-in screen (start-up JavaScript and work).
const OfflineStoragePanel = lazyWhenOpen(() => import('./OfflineStoragePanel').then((m) => m.OfflineStoragePanel));

/** The offline-storage sheet, opened from the header and the offline bar (`offlinePanel.open`). */
export function OfflineStorageSheet() {
  const ui = useSnapshot(offlinePanel);
  useEffect(() => {
    if (ui.open) void import('../../../lib/offline-documents/store').then((m) => m.refreshOfflineState());
  }, [ui.open]);
  return <OfflineStoragePanel open={ui.open} onClose={closeOfflinePanel} />;
}

function closeOfflinePanel(): void {
  offlinePanel.open = false;
}
