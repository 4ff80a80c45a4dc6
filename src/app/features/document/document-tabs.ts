/** Document screen tabs of 001 §2; the id doubles as the URL/tab value. */
export type DocumentTabId = 'html' | 'pdf' | 'workItems' | 'videos' | 'relatedContent' | 'compassPoints';

/** 001 §9 tab positions; HTML and PDF come first (HTML before PDF, as 001 §2 lists them). */
export const TAB_POSITION: Record<DocumentTabId, number> = {
  html: 0,
  pdf: 1,
  workItems: 2,
  videos: 3,
  relatedContent: 4,
  compassPoints: 5,
};

/** What the tab rules need to know about the document, tenant and user. */
export interface DocumentTabContext {
  hasHtml: boolean;
  hasPdf: boolean;
  /** The standards-organisation (main) tenant. */
  isMainTenant: boolean;
  documentType: string | null;
  assetId: string | null;
  classification: string | null;
  /** Videos available (flag Y and en-US, see videos rules) or e-learning items to offer. */
  hasVisualContent: boolean;
  /** Related-content sections count. */
  sections: number;
  userType: 'INDIVIDUAL' | 'COMPANY';
  /** Account compass-point flag (001 §6: compass-point features need it). */
  compassPointFlag: boolean;
  hasActivatedCompassPoint: boolean;
  hasDeactivatedCompassPoint: boolean;
  /** The compass-point issue turns the tab on once its panel exists. */
  compassPointsPanelAvailable: boolean;
}

/** 001 §2 Work Items: main tenant only, standards with an asset id, not classification RL. */
export function showsWorkItems(
  ctx: Pick<DocumentTabContext, 'isMainTenant' | 'documentType' | 'assetId' | 'classification'>,
): boolean {
  return ctx.isMainTenant && ctx.documentType === 'Standard' && !!ctx.assetId && ctx.classification !== 'RL';
}

/** 001 §2 Compass Points: individual users with at least one active or deactivated compass point. */
export function showsCompassPoints(
  ctx: Pick<DocumentTabContext, 'userType' | 'compassPointFlag' | 'hasActivatedCompassPoint' | 'hasDeactivatedCompassPoint'>,
): boolean {
  return (
    ctx.userType === 'INDIVIDUAL' && ctx.compassPointFlag && (ctx.hasActivatedCompassPoint || ctx.hasDeactivatedCompassPoint)
  );
}

/** The visible tabs sorted by position (001 §2, §9). */
export function visibleDocumentTabs(ctx: DocumentTabContext): DocumentTabId[] {
  const tabs: DocumentTabId[] = [];
  if (ctx.hasHtml) tabs.push('html');
  if (ctx.hasPdf) tabs.push('pdf');
  if (showsWorkItems(ctx)) tabs.push('workItems');
  if (ctx.hasVisualContent) tabs.push('videos');
  if (ctx.sections > 0) tabs.push('relatedContent');
  if (ctx.compassPointsPanelAvailable && showsCompassPoints(ctx)) tabs.push('compassPoints');
  return tabs.sort((a, b) => TAB_POSITION[a] - TAB_POSITION[b]);
}

/**
 * The tab active at initial load: PDF by default, else the first available (001 §2); a compass
 * point in the URL (annotationid) selects PDF too. A requested tab wins when it is visible.
 */
export function initialDocumentTab(tabs: readonly DocumentTabId[], requested?: string | null): DocumentTabId | null {
  if (requested && (tabs as readonly string[]).includes(requested)) return requested as DocumentTabId;
  if (tabs.includes('pdf')) return 'pdf';
  return tabs[0] ?? null;
}

/** i18n key of a tab's label. */
export function documentTabLabelKey(id: DocumentTabId): string {
  return `document.tabs.${id}`;
}
