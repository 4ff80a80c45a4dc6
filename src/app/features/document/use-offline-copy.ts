import { useEffect } from 'react';
import type { DocumentMetadata } from '../../../api/documents';
import { recordOpened, wasServedOffline } from '../../lib/offline-documents/store';

/**
 * Opening a document online keeps an offline copy of it (metadata, HTML, whole PDF)
 * among the recent documents; under restricted (DRM) viewing nothing is kept.
 */
export function useOfflineCopy(doc: DocumentMetadata, htmlId: number | null, allowed: boolean): void {
  useEffect(() => {
    if (!navigator.onLine || wasServedOffline(doc)) return;
    void recordOpened(doc, htmlId, allowed);
  }, [doc, htmlId, allowed]);
}
