import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, type ReactNode, type Ref } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PDF_PATH, type DocumentMetadata } from '../../api/documents';
import { CompareView, useCompareActive } from '../features/compare/components/CompareView';
import { closeCompare } from '../features/compare/state';
import { CompassPointDialogHost } from '../features/compass-points/components/CompassPointDialog';
import { CompassPointReaderLayer } from '../features/compass-points/components/CompassPointReaderLayer';
import type { CompassPointFlags } from '../features/compass-points/document-flags';
import { CompassPointsTab } from '../features/compass-points/components/CompassPointsTab';
import { documentKeys } from '../features/document/api/keys';
import { useMetadata } from '../features/document/api/get-metadata';
import { DocumentScreen } from '../features/document/components/DocumentScreen';
import type { PdfSlotProps } from '../features/document/components/PdfPanel';
import { NoAccessDialog } from '../features/open-document/components/NoAccessDialog';
import { isDrmViewing } from '../features/open-document/open-rules';
import { useOpenDocument } from '../features/open-document/use-open-document';
import { PdfReader } from '../features/pdf-reader/PdfReader';
import type { PdfReaderHandle, PdfReaderProps } from '../features/pdf-reader/types';
import { lazyWhenOpen } from '../components/ui/lazy-open';
import { useGroupEnable } from '../features/session/api/get-group-enable';
import { useSession } from '../features/session/components/session-context';
import { VideosPanel } from '../features/videos/components/VideosPanel';

// Dialogs a reader opens now and then: their code loads on first open, not with every document.
const CompareDialog = lazyWhenOpen(() => import('../features/compare/components/CompareDialog').then((m) => m.CompareDialog));
const ShareDialog = lazyWhenOpen(() => import('../features/sharing/components/ShareDialog').then((m) => m.ShareDialog));

/**
 * The document screen for /document and /document-view (001 §2): composes the PDF reader, videos
 * and no-access dialog into the document feature. The compare view joins here when it lands.
 */
export function DocumentRoute({ viewOnly }: { viewOnly: boolean }) {
  const { tenant, account, authenticationData } = useSession();
  // The share search offers groups only with the group feature (002 §5).
  const groupEnable = useGroupEnable();
  const drm = isDrmViewing(account.contentSecurity);
  const { openDocument, dialog } = useOpenDocument({ drm });
  // 001 §2: leaving the document screen resets it, the comparison included.
  useEffect(() => () => closeCompare(), []);
  // Compass points (001 §2, §6): individual users of an account with the compass-point flag.
  const compassPoints = account.compassPointFlag && account.userType === 'INDIVIDUAL';
  const [params] = useSearchParams();
  const contentCode = (params.get('contentCode') ?? '').trim();
  const meta = useMetadata(contentCode);
  const qc = useQueryClient();
  // 001 §4: the document's compass-point flags follow its list (empty switches them off; reactivate sets has-activated).
  // Only a real change is written: setQueryData marks the metadata fresh, and doing that with
  // unchanged flags (a restored compass-point list) would skip the refetch of restored, stale
  // metadata, showing a favorite or tracking state from the last visit.
  const onFlags = useCallback(
    (f: CompassPointFlags) => {
      const old = qc.getQueryData<DocumentMetadata>(documentKeys.metadata(contentCode));
      if (
        !old ||
        (old.hasActivatedCompassPoint === f.hasActivatedCompassPoint &&
          old.hasDeactivatedCompassPoint === f.hasDeactivatedCompassPoint)
      )
        return;
      qc.setQueryData(documentKeys.metadata(contentCode), { ...old, ...f });
    },
    [qc, contentCode],
  );
  const readerClass = viewOnly ? 'h-[calc(100dvh-9rem)] min-h-96' : 'h-[calc(100dvh-8rem)] min-h-96';
  return (
    <>
      <DocumentScreen
        viewOnly={viewOnly || drm}
        tenant={tenant}
        account={account}
        sso={authenticationData?.authType === 'SSO'}
        onOpenDocument={(code) => void openDocument(code)}
        slots={{
          renderReader: (p) =>
            compassPoints && meta.data ? (
              <CompassPointReaderLayer
                doc={{
                  contentID: meta.data.contentId,
                  contentCode: meta.data.contentCode,
                  designation: meta.data.designationNo || meta.data.designation,
                  publisherCode: meta.data.publisherCode,
                }}
                slot={p}
                onFlags={onFlags}
                renderReader={(l) => slotReader(p, l, readerClass)}
              />
            ) : (
              slotReader(p, p, readerClass)
            ),
          ...(compassPoints
            ? {
                renderCompassPointsTab: ({ doc, onOpen }: { doc: DocumentMetadata; onOpen: (id: string) => void }) => (
                  <CompassPointsTab contentCode={doc.contentCode} onOpen={onOpen} onFlags={onFlags} />
                ),
              }
            : {}),
          renderVideos: (doc) => <VideosPanel contentId={doc.contentId} designation={doc.designation} />,
          renderCompareDialog: ({ doc, open, onClose }) => (
            <CompareDialog
              open={open}
              onClose={onClose}
              contentCode={doc.contentCode}
              versions={doc.versions}
              htmlVersions={doc.htmlVersions}
              pdfVersions={doc.pdfVersions}
            />
          ),
          renderCompareArea: (p) => <CompareOr {...p} />,
          renderNoAccess: ({ open, onClose }) => <NoAccessDialog open={open} onClose={onClose} />,
          renderShareDialog: ({ doc, open, onClose }) => (
            <ShareDialog
              open={open}
              onClose={onClose}
              doc={{ contentId: doc.contentId, contentCode: doc.contentCode, title: doc.title }}
              groupFeature={groupEnable.data?.enabled ?? false}
            />
          ),
        }}
      />
      {dialog}
      {compassPoints && (
        <CompassPointDialogHost
          viewer={{
            email: account.userAccounts.email || account.login,
            cpAdmin: account.authorities.includes('COMPASS_POINT_ADMIN'),
          }}
        />
      )}
    </>
  );
}

/** What a layer over the reader decides: the handle, the highlights and what selecting or tapping them does. */
type ReaderLayer = Pick<PdfReaderProps, 'onTextSelected' | 'highlights' | 'onHighlightClick'> & {
  readerRef: Ref<PdfReaderHandle>;
};

/** The PDF reader in the document's PDF slot, under the compass-point layer or straight in the slot. */
function slotReader(slot: PdfSlotProps, layer: ReaderLayer, className: string) {
  return (
    <PdfReader
      ref={layer.readerRef}
      url={slot.url}
      fetchPdf={slot.fetchPdf}
      ranges={slot.ranges}
      preview={slot.preview}
      initialPage={slot.initialPage}
      onPageChange={slot.onPageChange}
      onTextSelected={layer.onTextSelected}
      highlights={layer.highlights}
      onHighlightClick={layer.onHighlightClick}
      // The reader scrolls inside itself; leave room for the tab bar above it.
      className={className}
    />
  );
}

/** The compare view while a comparison of this document is active, else the document's tabs. */
function CompareOr({ doc, onEdit, children }: { doc: DocumentMetadata; onEdit: () => void; children: ReactNode }) {
  const active = useCompareActive(doc.contentCode);
  if (!active) return <>{children}</>;
  return (
    <CompareView
      contentCode={doc.contentCode}
      versions={doc.versions}
      onEdit={onEdit}
      renderPdf={(code) => (
        <PdfReader url={`${PDF_PATH}?contentCode=${encodeURIComponent(code)}`} className="h-[70dvh] min-h-80" />
      )}
    />
  );
}

/** /document/?contentCode= (001 §2). */
export function Component() {
  return <DocumentRoute viewOnly={false} />;
}
