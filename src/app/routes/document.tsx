import { useEffect, type ReactNode } from 'react';
import { PDF_PATH, type DocumentMetadata } from '../../api/documents';
import { CompareDialog } from '../features/compare/components/CompareDialog';
import { CompareView, useCompareActive } from '../features/compare/components/CompareView';
import { closeCompare } from '../features/compare/state';
import { DocumentScreen } from '../features/document/components/DocumentScreen';
import { NoAccessDialog } from '../features/open-document/components/NoAccessDialog';
import { isDrmViewing } from '../features/open-document/open-rules';
import { useOpenDocument } from '../features/open-document/use-open-document';
import { PdfReader } from '../features/pdf-reader/PdfReader';
import { useSession } from '../features/session/components/session-context';
import { VideosPanel } from '../features/videos/components/VideosPanel';

/**
 * The document screen for /document and /document-view (001 §2): composes the PDF reader, videos
 * and no-access dialog into the document feature. The compare view joins here when it lands.
 */
export function DocumentRoute({ viewOnly }: { viewOnly: boolean }) {
  const { tenant, account, authenticationData } = useSession();
  const drm = isDrmViewing(account.contentSecurity);
  const { openDocument, dialog } = useOpenDocument({ drm });
  // 001 §2: leaving the document screen resets it, the comparison included.
  useEffect(() => () => closeCompare(), []);
  return (
    <>
      <DocumentScreen
        viewOnly={viewOnly || drm}
        tenant={tenant}
        account={account}
        sso={authenticationData?.authType === 'SSO'}
        onOpenDocument={(code) => void openDocument(code)}
        slots={{
          renderReader: (p) => (
            <PdfReader
              ref={p.readerRef}
              url={p.url}
              fetchPdf={p.fetchPdf}
              initialPage={p.initialPage}
              onPageChange={p.onPageChange}
              onTextSelected={p.onTextSelected}
              highlights={p.highlights}
              onHighlightClick={p.onHighlightClick}
              // The reader scrolls inside itself; leave room for the tab bar above it.
              className={viewOnly ? 'h-[calc(100dvh-9rem)] min-h-96' : 'h-[calc(100dvh-8rem)] min-h-96'}
            />
          ),
          renderVideos: (doc) => <VideosPanel contentId={doc.contentId} designation={doc.designation} />,
          renderCompareDialog: ({ doc, open, onClose }) => (
            <CompareDialog open={open} onClose={onClose} contentCode={doc.contentCode} versions={doc.versions} htmlVersions={doc.htmlVersions} pdfVersions={doc.pdfVersions} />
          ),
          renderCompareArea: (p) => <CompareOr {...p} />,
          renderNoAccess: ({ open, onClose }) => <NoAccessDialog open={open} onClose={onClose} />,
        }}
      />
      {dialog}
    </>
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
      renderPdf={(code) => <PdfReader url={`${PDF_PATH}?contentCode=${encodeURIComponent(code)}`} className="h-[70dvh] min-h-80" />}
    />
  );
}

/** /document/?contentCode= (001 §2). */
export function Component() {
  return <DocumentRoute viewOnly={false} />;
}
