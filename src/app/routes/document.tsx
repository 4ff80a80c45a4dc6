import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type Ref } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
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
import { useDocumentScreen, usePdfReaderSlot } from '../features/document/components/document-screen-context';
import type { PdfSlotProps } from '../features/document/components/PdfPanel';
import { NoAccessDialog } from '../features/open-document/components/NoAccessDialog';
import { isDrmViewing } from '../features/open-document/open-rules';
import { useOpenDocument } from '../features/open-document/use-open-document';
import { PdfReader } from '../features/pdf-reader/PdfReader';
import type { PdfReaderHandle, PdfReaderProps } from '../features/pdf-reader/types';
import { lazyWhenOpen } from '../components/ui/lazy-open';
import { usePaintedOnce } from '../lib/after-paint';
import { useGroupEnable } from '../features/session/api/get-group-enable';
import { useSession } from '../features/session/components/session-context';
import { VideosPanel } from '../features/videos/components/VideosPanel';

// Dialogs a reader opens now and then: their code loads on first open, not with every document.
const CompareDialog = lazyWhenOpen(() => import('../features/compare/components/CompareDialog').then((m) => m.CompareDialog));
const ShareDialog = lazyWhenOpen(() => import('../features/sharing/components/ShareDialog').then((m) => m.ShareDialog));

/**
 * The document screen for /document and /document-view (001 §2): composes the PDF reader, videos,
 * compass points, compare, share and the no-access dialog into the document feature's screen.
 */
export function DocumentRoute({ viewOnly }: { viewOnly: boolean }) {
  const { tenant, account, authenticationData } = useSession();
  const navigate = useNavigate();
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
  const comparing = useCompareActive(meta.data?.contentCode ?? '');
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
  // The same element while its inputs stay, so that the screen's PDF panel (memoised on it) does
  // not re-render the reader each time this route re-renders for data the reader does not use.
  const reader = useMemo(
    () => <DocumentReader compassPoints={compassPoints} onFlags={onFlags} className={readerClass} />,
    [compassPoints, onFlags, readerClass],
  );
  return (
    <>
      <DocumentScreen
        viewOnly={viewOnly || drm}
        tenant={tenant}
        account={account}
        sso={authenticationData?.authType === 'SSO'}
        onOpenDocument={(code) => void openDocument(code)}
        noAccess={<NoAccessDialog open onClose={() => navigate('/home')} />}
        reader={reader}
        videos={<DocumentVideos />}
        compassPoints={compassPoints ? <DocumentCompassPoints onFlags={onFlags} /> : undefined}
        comparison={comparing ? <DocumentComparison /> : undefined}
        compareDialog={<DocumentCompareDialog />}
        shareDialog={<DocumentShareDialog groupFeature={groupEnable.data?.enabled ?? false} />}
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

/** The PDF tab's reader, under the compass-point layer when the user has compass points. */
function DocumentReader({
  compassPoints,
  onFlags,
  className,
}: {
  compassPoints: boolean;
  onFlags: (f: CompassPointFlags) => void;
  className: string;
}) {
  const slot = usePdfReaderSlot();
  const { doc } = useDocumentScreen();
  // The reader (pdf.js's setup, its toolbar, the pages' boxes) mounts once the screen around it
  // has been painted; its box keeps its place meanwhile, so nothing moves when it comes.
  const painted = usePaintedOnce();
  if (!painted) return <div className={className} />;
  if (!compassPoints) return slotReader(slot, slot, className);
  return (
    <CompassPointReaderLayer
      doc={{
        contentID: doc.contentId,
        contentCode: doc.contentCode,
        designation: doc.designationNo || doc.designation,
        publisherCode: doc.publisherCode,
      }}
      slot={slot}
      onFlags={onFlags}
      renderReader={(l) => slotReader(slot, l, className)}
    />
  );
}

/** The PDF reader with the PDF tab's props, its handle and highlights from the layer over it (or the tab itself). */
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

function DocumentVideos() {
  const { doc } = useDocumentScreen();
  return <VideosPanel contentId={doc.contentId} designation={doc.designation} />;
}

/** The Compass Points tab: choosing a point opens the PDF tab at it. */
function DocumentCompassPoints({ onFlags }: { onFlags: (f: CompassPointFlags) => void }) {
  const { doc, openCompassPoint } = useDocumentScreen();
  return <CompassPointsTab contentCode={doc.contentCode} onOpen={openCompassPoint} onFlags={onFlags} />;
}

/** The active comparison of this document; its edit button reopens the compare dialog. */
function DocumentComparison() {
  const { doc, compare } = useDocumentScreen();
  return (
    <CompareView
      contentCode={doc.contentCode}
      versions={doc.versions}
      onEdit={compare.onOpen}
      renderPdf={(code) => (
        <PdfReader url={`${PDF_PATH}?contentCode=${encodeURIComponent(code)}`} className="h-[70dvh] min-h-80" />
      )}
    />
  );
}

function DocumentCompareDialog() {
  const { doc, compare } = useDocumentScreen();
  return (
    <CompareDialog
      open={compare.open}
      onClose={compare.onClose}
      contentCode={doc.contentCode}
      versions={doc.versions}
      htmlVersions={doc.htmlVersions}
      pdfVersions={doc.pdfVersions}
    />
  );
}

function DocumentShareDialog({ groupFeature }: { groupFeature: boolean }) {
  const { doc, share } = useDocumentScreen();
  return (
    <ShareDialog
      open={share.open}
      onClose={share.onClose}
      doc={{ contentId: doc.contentId, contentCode: doc.contentCode, title: doc.title }}
      groupFeature={groupFeature}
    />
  );
}

/** /document/?contentCode= (001 §2). */
export function Component() {
  return <DocumentRoute viewOnly={false} />;
}
