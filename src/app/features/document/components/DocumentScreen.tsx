import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/ui/Link';
import { citationsOffered } from '../../../../api/citations';
import { MAIN_PUBLISHER_CODE, type DocumentMetadata } from '../../../../api/documents';
import type { Account } from '../../../../api/account';
import type { TenantConfig } from '../../../../api/tenant';
import { ResponsiveTabs } from '../../../components/ui/ResponsiveTabs';
import { Spinner } from '../../../components/ui/Spinner';
import { lazyWhenOpen } from '../../../components/ui/lazy-open';
import { ApiError } from '../../../lib/api-error';
import { ACTIVITY, activityButtons } from '../activity-rules';
import { useELearningAssets } from '../api/elearning';
import { useMetadata } from '../api/get-metadata';
import { useDeferredMount } from '../../../lib/use-deferred-mount';
import { useRelatedContent } from '../api/get-related-content';
import { documentTabLabelKey, initialDocumentTab, visibleDocumentTabs, type DocumentTabId } from '../document-tabs';
import { showsELearning, showsVideos } from '../media-rules';
import { ActivityBar } from './ActivityBar';
import { DocumentFacts, DocumentHeader } from './DocumentHeader';
import { ELearningPanel } from './ELearningPanel';
import { HtmlReader } from './HtmlReader';
import { PdfPanel, type PdfSlotProps } from './PdfPanel';
import { RelatedContentPanel } from './RelatedContentPanel';
import { TranslationToggle } from './TranslationToggle';
import { WorkItemsPanel } from './WorkItemsPanel';
import { OfflineControl } from './OfflineControl';
import { offlineCopiesAllowed } from '../../../lib/offline-documents/store';
import { useOfflineCopy } from '../use-offline-copy';
import { buildClauseLink, parseClausePlace, type ClausePlace } from '../clause-link';
import { basePath } from '../../../lib/auth';
import { usePageSubject } from '../../../lib/page-subject';

// Sheets a reader opens now and then: their code loads on first open, not with every document.
const CitationsSheet = lazyWhenOpen(() => import('./CitationsSheet').then((m) => m.CitationsSheet));
const DetailsSheet = lazyWhenOpen(() => import('./DetailsSheet').then((m) => m.DetailsSheet));
// The QR code library comes with the sheet, never with the document screen.
const ClauseLinkSheet = lazyWhenOpen(() => import('./ClauseLinkSheet').then((m) => m.ClauseLinkSheet));

/** Pieces other features supply; the route composes them in (features never import each other). */
export interface DocumentSlots {
  renderReader?: (p: PdfSlotProps) => ReactNode;
  renderVideos?: (doc: DocumentMetadata) => ReactNode;
  /** The compare version dialog; without it the compare button stays out. */
  renderCompareDialog?: (p: { doc: DocumentMetadata; open: boolean; onClose: () => void }) => ReactNode;
  /** Shows the compare view in place of `children` (the tabs) while a comparison is active (001 §2). */
  renderCompareArea?: (p: { doc: DocumentMetadata; onEdit: () => void; children: ReactNode }) => ReactNode;
  renderNoAccess: (p: { open: boolean; onClose: () => void }) => ReactNode;
  /** The share dialog (groups and sharing feature); without it the share entry stays out of the more menu. */
  renderShareDialog?: (p: { doc: DocumentMetadata; open: boolean; onClose: () => void }) => ReactNode;
  /** The Compass Points tab's panel (001 §2); `onOpen` selects the PDF tab at that point. Without it the tab stays out. */
  renderCompassPointsTab?: (p: { doc: DocumentMetadata; onOpen: (annotationId: string) => void }) => ReactNode;
}

/** Props of the document screen: /document (viewOnly false) and /document-view (true). */
export interface DocumentScreenProps {
  viewOnly: boolean;
  tenant: TenantConfig;
  account: Account;
  sso: boolean;
  slots: DocumentSlots;
  /** Opens another document with the entitlement check (related content, replaced-by, translations). */
  onOpenDocument: (contentCode: string) => void;
}

/** The document screen of 001 §2: metadata, activity buttons, tabs by position and their panels. */
export function DocumentScreen({ viewOnly, tenant, account, sso, slots, onOpenDocument }: DocumentScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const contentCode = (params.get('contentCode') ?? '').trim();
  const annotationId = params.get('annotationid');
  // A clause link opens at its page or section (clause-link.ts).
  const place = parseClausePlace(params);
  const page = place?.kind === 'page' ? place.page : undefined;
  const section = place?.kind === 'section' ? place.id : undefined;
  const meta = useMetadata(contentCode);
  const doc = useDeferredMount(meta.data, contentCode);
  usePageSubject(meta.data ? meta.data.displayDesignation || meta.data.designation : null);

  if (!contentCode) return <ScreenMessage text={t('document.missingCode')} />;
  if (meta.isError) {
    const noContent = meta.error instanceof ApiError && meta.error.status === 404;
    // Offline and not kept on this device: say so plainly rather than "failed".
    const unreachable = meta.error instanceof ApiError && meta.error.status === 0;
    return (
      <ScreenMessage
        text={t(noContent ? 'errors.noDocumentContent' : unreachable ? 'offline.doc.notKept' : 'document.loadFailed')}
        onRetry={noContent ? undefined : () => void meta.refetch()}
      />
    );
  }
  // A full screen while loading: the document is always taller, so the footer never shows and then jumps away (layout shift).
  if (!doc)
    return (
      <div className="grid min-h-dvh place-items-center">
        <Spinner label={t('document.loading')} />
      </div>
    );
  if (!doc.entitled) return <>{slots.renderNoAccess({ open: true, onClose: () => navigate('/home') })}</>;
  return (
    <DocumentLoaded
      key={doc.contentCode}
      doc={doc}
      {...{ viewOnly, tenant, account, sso, slots, onOpenDocument, annotationId, page, section }}
    />
  );
}

function ScreenMessage({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-lg px-4 py-10 text-center">
      <p className="text-lg text-ink-900">{text}</p>
      <div className="mt-4 flex justify-center gap-4">
        {onRetry && (
          <button type="button" className="min-h-11 font-semibold text-brand-700 underline" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
        <Link className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" to="/">
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}

function DocumentLoaded({
  doc,
  viewOnly,
  tenant,
  account,
  sso,
  slots,
  onOpenDocument,
  annotationId,
  page,
  section,
}: Omit<DocumentScreenProps, never> & { doc: DocumentMetadata; annotationId: string | null; page?: number; section?: string }) {
  const { t } = useTranslation();
  const individual = account.userType === 'INDIVIDUAL';
  const videos = showsVideos(doc.video, doc.languageCode) && !!slots.renderVideos;
  const elearning = useELearningAssets(doc.family, doc.assetType, individual && !videos && tenant.isMainTenant);
  const eLearningShown = showsELearning({
    userType: account.userType,
    authenticated: true,
    videosShown: videos,
    itemCount: elearning.data?.length ?? 0,
  });
  const related = useRelatedContent(doc.contentCode);
  const standards = doc.publisherCode === MAIN_PUBLISHER_CODE;

  const tabs = useMemo(
    () =>
      visibleDocumentTabs({
        hasHtml: doc.htmlVersions.length > 0 || doc.tabs.some((x) => x.key === 'html'),
        hasPdf: doc.pdfVersions.length > 0 || doc.tabs.some((x) => x.key === 'pdf'),
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
        compassPointsPanelAvailable: !!slots.renderCompassPointsTab,
      }),
    [
      doc,
      tenant.isMainTenant,
      videos,
      eLearningShown,
      related.data?.sections,
      account.userType,
      account.compassPointFlag,
      slots.renderCompassPointsTab,
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
  const openCompassPoint = (id: string) => {
    setParams((p) => {
      const n = new URLSearchParams(p);
      n.set('annotationid', id);
      return n;
    });
    setTab('pdf');
  };

  const [details, setDetails] = useState(false);
  const [citations, setCitations] = useState(false);
  const [comparing, setComparing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [linking, setLinking] = useState<ClausePlace | null>(null);
  const designation = doc.displayDesignation || doc.designation;

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
      shareDialogAvailable: !!slots.renderShareDialog,
    },
  ).filter((b) => b.id !== ACTIVITY.compare || !!slots.renderCompareDialog);

  const htmlId =
    doc.htmlVersions.find((v) => v.contentCode === doc.contentCode)?.id ?? doc.htmlVersions.at(-1)?.id ?? doc.contentId;
  // Opening a document keeps an offline copy, never under restricted (DRM) viewing.
  const offlineAllowed = offlineCopiesAllowed(account.contentSecurity);
  useOfflineCopy(doc, doc.htmlVersions.length > 0 ? htmlId : null, offlineAllowed);
  const panelId = 'document-tab-panel';
  const translations = (
    <TranslationToggle
      current={{ contentCode: doc.contentCode, languageCode: doc.languageCode, displayCode: doc.displayDesignation }}
      translations={doc.translations}
      onOpen={onOpenDocument}
    />
  );

  return (
    // Below 768 px the reader takes the screen: a compact header and one row of actions,
    // publisher, dates and languages in the details sheet, the offline control under the reader.
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
        onCompare={() => setComparing(true)}
        onCitations={() => setCitations(true)}
        onShare={() => setSharing(true)}
      />
      <div className="max-md:order-last max-md:pt-2">
        <OfflineControl contentCode={doc.contentCode} allowed={offlineAllowed} onOpen={onOpenDocument} />
      </div>

      {(slots.renderCompareArea ?? (({ children }) => children))({
        doc,
        onEdit: () => setComparing(true),
        children:
          tabs.length > 0 && tab ? (
            <>
              <ResponsiveTabs
                tabs={tabs.map((id) => ({ id, label: t(documentTabLabelKey(id)) }))}
                value={tab}
                onChange={(id) => setTab(id as DocumentTabId)}
                label={t('document.tabs.label')}
                panelId={panelId}
              />
              <div id={panelId} role="tabpanel" aria-label={t(documentTabLabelKey(tab))} className="min-w-0">
                {tab === 'pdf' && (
                  <PdfPanel
                    contentId={doc.contentId}
                    contentCode={doc.contentCode}
                    initialPage={page}
                    notesEnabled
                    renderReader={slots.renderReader}
                    onLinkPlace={setLinking}
                  />
                )}
                {tab === 'html' && (
                  <HtmlReader
                    htmlId={htmlId}
                    initialSection={section}
                    onLinkSection={(id) => setLinking({ kind: 'section', id })}
                  />
                )}
                {tab === 'workItems' && <WorkItemsPanel contentCode={doc.contentCode} />}
                {tab === 'videos' && (videos ? slots.renderVideos?.(doc) : <ELearningPanel items={elearning.data ?? []} />)}
                {tab === 'relatedContent' && related.data && (
                  <RelatedContentPanel related={related.data} onOpen={onOpenDocument} />
                )}
                {tab === 'compassPoints' && slots.renderCompassPointsTab?.({ doc, onOpen: openCompassPoint })}
              </div>
            </>
          ) : (
            <p className="text-ink-700">{t('document.noTabs')}</p>
          ),
      })}
      {slots.renderCompareDialog?.({ doc, open: comparing, onClose: () => setComparing(false) })}
      {slots.renderShareDialog?.({ doc, open: sharing, onClose: () => setSharing(false) })}

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
  );
}
