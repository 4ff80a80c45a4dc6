import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { citationsOffered } from '../../../../api/citations';
import { MAIN_PUBLISHER_CODE, type DocumentMetadata } from '../../../../api/documents';
import { lazyWhenOpen } from '../../../components/ui/lazy-open';
import { basePath } from '../../../lib/auth';
import { offlineCopiesAllowed } from '../../../lib/offline-documents/store';
import { ACTIVITY, activityButtons } from '../activity-rules';
import { useELearningAssets } from '../api/elearning';
import { useRelatedContent } from '../api/get-related-content';
import { buildClauseLink, type ClausePlace } from '../clause-link';
import { initialDocumentTab, visibleDocumentTabs, type DocumentTabId } from '../document-tabs';
import { showsELearning, showsVideos } from '../media-rules';
import { useOfflineCopy } from '../use-offline-copy';
import { ActivityBar } from './ActivityBar';
import { DocumentFacts, DocumentHeader } from './DocumentHeader';
import { DocumentScreenProvider, type DocumentScreenValue } from './document-screen-context';
import type { DocumentScreenProps } from './DocumentScreen';
import { DocumentTabs } from './DocumentTabs';
import { ELearningPanel } from './ELearningPanel';
import { HtmlReader } from './HtmlReader';
import { OfflineControl } from './OfflineControl';
import { PdfPanel } from './PdfPanel';
import { RelatedContentPanel } from './RelatedContentPanel';
import { TranslationToggle } from './TranslationToggle';
import { WorkItemsPanel } from './WorkItemsPanel';

// Sheets a reader opens now and then: their code loads on first open, not with every document.
const CitationsSheet = lazyWhenOpen(() => import('./CitationsSheet').then((m) => m.CitationsSheet));
const DetailsSheet = lazyWhenOpen(() => import('./DetailsSheet').then((m) => m.DetailsSheet));
// The QR code library comes with the sheet, never with the document screen.
const ClauseLinkSheet = lazyWhenOpen(() => import('./ClauseLinkSheet').then((m) => m.ClauseLinkSheet));

/** The document screen once its metadata is in and the user may open it; keyed by content code. */
export function DocumentLoaded({
  doc,
  viewOnly,
  tenant,
  account,
  sso,
  onOpenDocument,
  reader,
  videos: videosPanel,
  compassPoints,
  comparison,
  compareDialog,
  shareDialog,
  annotationId,
  page,
  section,
}: Omit<DocumentScreenProps, 'noAccess'> & {
  doc: DocumentMetadata;
  annotationId: string | null;
  page?: number;
  section?: string;
}) {
  const { t } = useTranslation();
  const individual = account.userType === 'INDIVIDUAL';
  const videos = showsVideos(doc.video, doc.languageCode) && !!videosPanel;
  const elearning = useELearningAssets(doc.family, doc.assetType, individual && !videos && tenant.isMainTenant);
  const eLearningShown = showsELearning({
    userType: account.userType,
    authenticated: true,
    videosShown: videos,
    itemCount: elearning.data?.length ?? 0,
  });
  const related = useRelatedContent(doc.contentCode);
  const standards = doc.publisherCode === MAIN_PUBLISHER_CODE;
  const compassPointsPanel = !!compassPoints;

  // This edition's own files: an edition delivered as a PDF only shows no other edition's HTML.
  const hasHtml = doc.tabs.some((x) => x.key === 'html');
  const hasPdf = doc.tabs.some((x) => x.key === 'pdf');
  const tabs = useMemo(
    () =>
      visibleDocumentTabs({
        hasHtml,
        hasPdf,
        isMainTenant: tenant.isMainTenant,
        documentType: doc.documentType,
        assetId: doc.assetId,
        classification: doc.classification,
        hasVisualContent: videos || eLearningShown,
        sections: related.data?.sections ?? 0,
        userType: account.userType,
        compassPointFlag: account.compassPointFlag,
        hasActivatedCompassPoint: doc.hasActivatedCompassPoint,
        hasDeactivatedCompassPoint: doc.hasDeactivatedCompassPoint,
        compassPointsPanelAvailable: compassPointsPanel,
      }),
    [
      doc,
      hasHtml,
      hasPdf,
      tenant.isMainTenant,
      videos,
      eLearningShown,
      related.data?.sections,
      account.userType,
      account.compassPointFlag,
      compassPointsPanel,
    ],
  );

  // 001 §2: PDF by default (and whenever a compass point is in the URL), else the first tab.
  // A clause link to a section opens the HTML tab.
  const [tab, setTab] = useState<DocumentTabId | null>(() =>
    initialDocumentTab(tabs, annotationId ? 'pdf' : section ? 'html' : null),
  );
  useEffect(() => {
    if (tab === null || !tabs.includes(tab)) setTab(initialDocumentTab(tabs));
  }, [tabs, tab]);

  // 001 §2: choosing a compass point selects the PDF tab and adds annotationid to the URL.
  const [, setParams] = useSearchParams();
  const openCompassPoint = useCallback(
    (id: string) => {
      setParams((p) => {
        const n = new URLSearchParams(p);
        n.set('annotationid', id);
        return n;
      });
      setTab('pdf');
    },
    [setParams],
  );

  const [details, setDetails] = useState(false);
  const [citations, setCitations] = useState(false);
  const [comparing, setComparing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [linking, setLinking] = useState<ClausePlace | null>(null);
  const designation = doc.displayDesignation || doc.designation;
  // Memoised so the composed pieces re-render only when the document or a dialog changes, not with every tab switch.
  const screen = useMemo<DocumentScreenValue>(
    () => ({
      doc,
      compare: { open: comparing, onOpen: () => setComparing(true), onClose: () => setComparing(false) },
      share: { open: sharing, onOpen: () => setSharing(true), onClose: () => setSharing(false) },
      openCompassPoint,
    }),
    [doc, comparing, sharing, openCompassPoint],
  );

  const buttons = activityButtons(
    { ...doc, htmlVersionCount: doc.htmlVersions.length, pdfVersionCount: doc.pdfVersions.length },
    {
      userType: account.userType,
      standardsPublisherCode: MAIN_PUBLISHER_CODE,
      features: tenant.features,
      compassPointFlag: account.compassPointFlag,
      viewOnly,
      drmView: account.contentSecurity === 'drm-view',
      citationsEligible: citationsOffered({
        isMainPublisher: standards,
        assetType: doc.assetType,
        contentType: doc.contentType,
        citationArticleTypeExclude: doc.citationArticleTypeExclude,
      }),
      shareDialogAvailable: !!shareDialog,
    },
  ).filter((b) => b.id !== ACTIVITY.compare || !!compareDialog);

  const htmlId = doc.htmlVersions.find((v) => v.contentCode === doc.contentCode)?.id ?? doc.contentId;
  // Opening a document keeps an offline copy, never under restricted (DRM) viewing.
  const offlineAllowed = offlineCopiesAllowed(account.contentSecurity);
  useOfflineCopy(doc, hasHtml ? htmlId : null, offlineAllowed);
  const translations = (
    <TranslationToggle
      current={{ contentCode: doc.contentCode, languageCode: doc.languageCode, displayCode: doc.displayDesignation }}
      translations={doc.translations}
      onOpen={onOpenDocument}
    />
  );
  // The same element while its inputs stay: the screen re-renders as its other data arrives
  // (related content, e-learning, the offline copy's progress), and the reader under this panel
  // is the screen's largest part, which none of that changes.
  const pdfPanel = useMemo(
    () => (
      <PdfPanel
        contentId={doc.contentId}
        contentCode={doc.contentCode}
        initialPage={page}
        notesEnabled
        reader={reader}
        onLinkPlace={setLinking}
      />
    ),
    [doc.contentId, doc.contentCode, page, reader],
  );
  // Only the selected tab's panel renders; the others are just elements.
  const panels: Record<DocumentTabId, ReactNode> = {
    pdf: pdfPanel,
    html: <HtmlReader htmlId={htmlId} initialSection={section} onLinkSection={(id) => setLinking({ kind: 'section', id })} />,
    workItems: <WorkItemsPanel contentCode={doc.contentCode} />,
    videos: videos ? videosPanel : <ELearningPanel items={elearning.data ?? []} />,
    relatedContent: related.data && <RelatedContentPanel related={related.data} onOpen={onOpenDocument} />,
    compassPoints,
  };

  return (
    <DocumentScreenProvider value={screen}>
      {/* Below 768 px the reader takes the screen: a compact header and one row of actions,
          publisher, dates and languages in the details sheet, the offline control under the reader. */}
      <div
        className={`mx-auto flex w-full max-w-6xl flex-col gap-2 px-3 py-2 sm:px-6 md:gap-4 md:py-4 ${viewOnly ? 'pt-safe-4' : ''}`}
      >
        <DocumentHeader doc={doc} onDetails={() => setDetails(true)} onOpen={onOpenDocument} />
        <div className="max-md:hidden">{translations}</div>
        <ActivityBar
          doc={doc}
          buttons={buttons}
          tenant={tenant}
          sso={sso}
          onCompare={screen.compare.onOpen}
          onCitations={() => setCitations(true)}
          onShare={screen.share.onOpen}
        />
        <div className="max-md:order-last max-md:pt-2">
          <OfflineControl contentCode={doc.contentCode} allowed={offlineAllowed} onOpen={onOpenDocument} />
        </div>

        {/* 001 §2: an active comparison takes the tabs' place. */}
        {comparison ?? (
          <DocumentTabs
            tabs={tabs}
            value={tab}
            onChange={setTab}
            panels={panels}
            note={!hasHtml && hasPdf ? t('document.format.pdfOnly') : hasHtml && !hasPdf ? t('document.format.htmlOnly') : null}
          />
        )}
        {compareDialog}
        {shareDialog}

        <DetailsSheet
          open={details}
          onClose={() => setDetails(false)}
          contentCode={doc.contentCode}
          title={`${doc.displayDesignation} · ${doc.title}`}
          thirdParty={!standards}
          summary={
            <div className="mb-3 space-y-3 md:hidden">
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
                <DocumentFacts doc={doc} />
              </p>
              {translations}
            </div>
          }
        />
        <ClauseLinkSheet
          open={linking !== null}
          onClose={() => setLinking(null)}
          link={linking ? buildClauseLink(window.location.origin, basePath(), doc.contentCode, linking) : ''}
          placeLabel={
            linking?.kind === 'page'
              ? t('document.clauseLink.pageLabel', { designation, page: linking.page })
              : t('document.clauseLink.sectionLabel', { designation })
          }
          fileName={`${(doc.designationNo || doc.contentCode).replace(/[^A-Za-z0-9._-]+/g, '_')}-${linking?.kind === 'page' ? `p${linking.page}` : 'section'}-qr.svg`}
        />
        <CitationsSheet
          open={citations}
          onClose={() => setCitations(false)}
          target={{ contentId: doc.contentId, contentType: doc.contentType, assetType: doc.assetType }}
        />
      </div>
    </DocumentScreenProvider>
  );
}
