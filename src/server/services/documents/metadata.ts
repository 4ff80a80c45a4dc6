import {
  DOCUMENT_TAB,
  MAIN_PUBLISHER_CODE,
  type DocumentMetadata,
  type DocumentTranslation,
  type DocumentVersion,
} from '../../../api/documents';
import {
  findFamiliesByValue,
  findNewestEditionOfFamily,
  listFamilyEditions,
  listLinkedDocuments,
  type FullDocumentRow,
} from '../../repositories/document-details';
import { findFavoriteByDocument } from '../../repositories/favorites';
import { isOffered, type Scope } from '../scope';
import { isDrmView, offeredByCode, offeredById } from './access';
import { relatedSectionsCount } from '../related-content';
import { showsWorkItems, trackerAvailable } from './rules';
import type { DbOrTx } from '../../db/database';
import { compassPointFlags } from '../compass-points/lists';
import type { ServiceContext } from '../context';

/* GET metadata and translations (001 §3 Document metadata). */

/** The track button's rule (001 §5): the standards publisher only for non-RL Standards or Translated; others always. */
export function allowToTrack(doc: Pick<FullDocumentRow, 'publisher_code' | 'document_type' | 'classification'>): boolean {
  if (doc.publisher_code !== MAIN_PUBLISHER_CODE) return true;
  return (doc.document_type === 'Standard' && doc.classification !== 'RL') || doc.document_type === 'Translated';
}

type LinkedDocument = Awaited<ReturnType<typeof listLinkedDocuments>>[number];

function translationsAmong(links: LinkedDocument[], scope: Scope): DocumentTranslation[] {
  return links
    .filter((l) => l.kind === 'translation' && isOffered(scope, l.publisher_id))
    .map((l) => ({
      displayCode: l.display_designation,
      contentCode: l.content_code,
      contentId: l.id,
      language: l.language_code,
    }));
}

/** GET metadata?contentCode: every field of 001 §3 for an offered edition; `entitled` says whether content may be read. */
export async function documentMetadata(ctx: ServiceContext, contentCode: string): Promise<DocumentMetadata> {
  const { scope, doc, entitled, owner } = await offeredByCode(ctx, contentCode);
  const db = ctx.db;
  const [editions, links, favorite, sections, compassPoints] = await Promise.all([
    listFamilyEditions(db, doc.family_id),
    listLinkedDocuments(db, doc.id),
    findFavoriteByDocument(db, owner, doc.id),
    relatedSectionsCount(db, scope, doc),
    compassPointFlags(ctx, db, scope, doc),
  ]);
  const versions: DocumentVersion[] = editions.map((e, index) => ({
    id: e.id,
    index,
    contentCode: e.content_code,
    designationNo: e.designation_no,
    publisherCode: e.publisher_code,
    status: e.status,
  }));
  const indexed = (pick: (i: number) => boolean) => versions.filter((_, i) => pick(i)).map((v, index) => ({ ...v, index }));
  const offeredLinks = links.filter((l) => isOffered(scope, l.publisher_id));
  const linked = (kind: string) =>
    offeredLinks
      .filter((l) => l.kind === kind)
      .map((l) => ({
        contentId: l.id,
        contentCode: l.content_code,
        designationNo: l.designation_no,
        displayDesignation: l.display_designation,
      }));
  let replacedByContentCode: string | null = null;
  if (doc.replaced_by_family_value) {
    replacedByContentCode =
      (await findNewestEditionOfFamily(db, doc.publisher_id, doc.replaced_by_family_value))?.content_code ?? null;
  }
  const tenantIsMain = ctx.tenant?.isMain ?? false;
  const videoTab = doc.video_flag === 'Y' && doc.language_code === 'en-US';
  const tabs: DocumentMetadata['tabs'] = [
    ...(doc.html_path ? [{ key: 'html' as const, position: DOCUMENT_TAB.html }] : []),
    ...(doc.pdf_path ? [{ key: 'pdf' as const, position: DOCUMENT_TAB.pdf }] : []),
    ...(showsWorkItems(tenantIsMain, doc) ? [{ key: 'workItems' as const, position: DOCUMENT_TAB.workItems }] : []),
    ...(videoTab ? [{ key: 'videos' as const, position: DOCUMENT_TAB.videos }] : []),
    ...(sections > 0 ? [{ key: 'relatedContent' as const, position: DOCUMENT_TAB.relatedContent }] : []),
    ...(compassPoints.tab ? [{ key: 'compassPoints' as const, position: DOCUMENT_TAB.compassPoints }] : []),
  ];
  return {
    contentId: doc.id,
    contentCode: doc.content_code,
    family: doc.family_value,
    title: doc.title,
    designation: doc.designation,
    displayDesignation: doc.display_designation,
    designationNo: doc.designation_no,
    documentType: doc.document_type,
    publisherCode: doc.publisher_code,
    publisherName: doc.publisher_name,
    organizationId: String(doc.publisher_id),
    status: doc.status,
    classification: doc.classification,
    assetId: doc.asset_id,
    assetType: doc.asset_type,
    contentType: doc.content_type,
    languageCode: doc.language_code,
    versions,
    htmlVersions: indexed((i) => editions[i].html_path !== null),
    pdfVersions: indexed((i) => editions[i].pdf_path !== null),
    tabs,
    translations: translationsAmong(links, scope),
    supplements: linked('supplement'),
    connections: linked('connection'),
    replacedByContentCode,
    replacedByFamilyValue: doc.replaced_by_family_value,
    lastUpdateDate: doc.last_update_date,
    publishedDate: doc.publish_date,
    publishedOnlineDate: doc.published_online_date,
    pageCount: doc.page_count,
    downloadable: doc.downloadable === 1 && !isDrmView(scope),
    allowToTrack: allowToTrack(doc) && trackerAvailable(ctx),
    allowToFavorite: true,
    contentFavorite: favorite ? { id: favorite.id } : null,
    video: doc.video_flag === 'Y' ? 'Y' : 'N',
    citationArticleTypeExclude: false,
    // The caller's view of the edition's compass points (001 §3); the tab needs one of them (001 §2).
    hasActivatedCompassPoint: compassPoints.hasActivatedCompassPoint,
    hasDeactivatedCompassPoint: compassPoints.hasDeactivatedCompassPoint,
    entitled,
    drmView: isDrmView(scope),
  };
}

/** GET translations?contentId: the offered translations of an edition. */
export async function documentTranslations(ctx: ServiceContext, contentId: number): Promise<DocumentTranslation[]> {
  const { scope, doc } = await offeredById(ctx, contentId);
  return translationsAmong(await listLinkedDocuments(ctx.db, doc.id), scope);
}

/** The offered family with this value, preferring the main publisher's (family values are per publisher). */
export async function offeredFamily(db: DbOrTx, scope: Scope, familyValue: string) {
  const families = (await findFamiliesByValue(db, familyValue)).filter((f) => isOffered(scope, f.publisher_id));
  return families[0];
}
