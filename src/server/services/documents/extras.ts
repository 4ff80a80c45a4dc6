import { createHash } from 'node:crypto';
import {
  ELP_CODE,
  MAIN_PUBLISHER_CODE,
  type AdditionalDetails,
  type AdditionalDetailsByPublisher,
  type ElearningItem,
  type ElpEntitlementReply,
  type Video,
  type WorkItem,
} from '../../../api/documents';
import {
  findFullDocumentsByDesignation,
  findNodesByKeys,
  listDocumentNodes,
  listLinkedDocuments,
  listSections,
  type FullDocumentRow,
} from '../../repositories/document-details';
import { insertVideoPlay } from '../../repositories/pdf-notes';
import { findPublisherIdsByCodes } from '../../repositories/documents';
import { cannotFindContent, offeredByCode, offeredById } from './access';
import { showsWorkItems } from './rules';
import { offeredFamily } from './metadata';
import { isEntitled, isOffered, requireScope } from '../scope';
import type { ServiceContext } from '../context';

/*
 * Videos, work items, additional details and e-learning (001 §3). The demo catalogue has no such
 * records, so they are derived from the edition deterministically (a hash of its content code):
 * the same catalogue always shows the same videos and work items. All names are fictional.
 */

const hash = (s: string) => createHash('sha256').update(s).digest();
const pick = <T>(xs: T[], n: number) => xs[n % xs.length];

const VIDEO_TITLES = [
  'Overview',
  'Preparing the specimens',
  'Setting up the apparatus',
  'Running the procedure',
  'Reporting the results',
];

/** Videos of one edition (only editions with the video flag Y in en-US have any). */
export function videosOf(
  doc: Pick<FullDocumentRow, 'content_code' | 'designation' | 'video_flag' | 'language_code'>,
  headings: string[],
): Video[] {
  if (doc.video_flag !== 'Y' || doc.language_code !== 'en-US') return [];
  const h = hash(`videos:${doc.content_code}`);
  return Array.from({ length: 1 + (h[0] % 3) }, (_, i) => ({
    hashed_id: hash(`video:${doc.content_code}:${i}`).toString('hex').slice(0, 10),
    name: `${doc.designation}: ${pick(VIDEO_TITLES, h[1] + i)}`,
    duration: 60 + h[2 + i] * 3,
    section: headings.length ? pick(headings, h[5 + i]) : 'General',
  }));
}

/** GET videos?designation: videos of the newest offered edition with this designation. */
export async function documentVideos(ctx: ServiceContext, designation: string): Promise<Video[]> {
  const scope = await requireScope(ctx);
  const doc = (await findFullDocumentsByDesignation(ctx.db, designation)).find(
    (d) => isOffered(scope, d.publisher_id) && d.video_flag === 'Y',
  );
  if (!doc) return [];
  return videosOf(
    doc,
    (await listSections(ctx.db, doc.id)).map((s) => s.heading),
  );
}

/** POST video (click-persist): a known video of an offered edition was played. */
export async function recordVideoPlay(ctx: ServiceContext, contentId: number, hashId: string): Promise<void> {
  const { scope, doc, owner } = await offeredById(ctx, contentId);
  const known = videosOf(
    doc,
    (await listSections(ctx.db, doc.id)).map((s) => s.heading),
  ).some((v) => v.hashed_id === hashId);
  if (!known) throw cannotFindContent();
  await insertVideoPlay(
    ctx.db,
    { tenantId: scope.session.tenantId, owner, documentId: doc.id, hashId },
    new Date().toISOString(),
  );
}

const CONTACTS = ['R. Okafor', 'M. Lindqvist', 'S. Haddad', 'J. Moreau', 'T. Nakamura', 'A. Kowalczyk'];
const BALLOT_STATUS = ['Approved', 'Pending', 'Under ballot', 'Negative votes to resolve'];

/** GET work-items/{code}: revisions under way for a standard (main tenant, asset id, not RL); empty otherwise. */
export async function workItems(ctx: ServiceContext, contentCode: string): Promise<WorkItem[]> {
  const { doc } = await offeredByCode(ctx, contentCode);
  if (!showsWorkItems(ctx.tenant?.isMain ?? false, doc)) return [];
  const h = hash(`work:${doc.family_value}`);
  const year = Number((doc.last_update_date ?? doc.publish_date ?? '2024').slice(0, 4)) + 1;
  return Array.from({ length: 1 + (h[0] % 2) }, (_, i) => ({
    publisher: doc.publisher_code,
    workItemNumber: `WK${10000 + (((h[1 + i] << 8) | h[3 + i]) % 90000)}`,
    initiatedDate: `${year}-${String(1 + (h[5 + i] % 12)).padStart(2, '0')}-${String(1 + (h[7 + i] % 28)).padStart(2, '0')}`,
    technicalContact: pick(CONTACTS, h[9 + i]),
    ballotList: Array.from({ length: 1 + (h[11 + i] % 2) }, (_, b) => ({
      ballotNumber: `${year}-${String(1 + (h[13 + b] % 4)).padStart(2, '0')}`,
      itemStatus: pick(BALLOT_STATUS, h[15 + b + i]),
      itemNumber: String(1 + (h[17 + b] % 20)),
    })),
  }));
}

/** GET additional-details?contentCode: the details modal (001 §3). */
export async function additionalDetails(ctx: ServiceContext, contentCode: string): Promise<AdditionalDetails> {
  const { scope, doc } = await offeredByCode(ctx, contentCode);
  const db = ctx.db;
  const [nodes, links] = await Promise.all([
    listDocumentNodes(db, doc.id, ['committee', 'topic']),
    listLinkedDocuments(db, doc.id),
  ]);
  const committee = nodes.find((n) => n.tree === 'committee' && n.parent_key) ?? nodes.find((n) => n.tree === 'committee');
  const parent = committee?.parent_key ? (await findNodesByKeys(db, 'committee', [committee.parent_key]))[0] : undefined;
  const translations = links.filter((l) => l.kind === 'translation' && isOffered(scope, l.publisher_id));
  const isPublication = doc.asset_type !== null;
  return {
    assetId: doc.asset_id,
    committeeSponsor: committee?.name ?? null,
    doi: isPublication && doc.asset_id ? `10.5555/${doc.asset_id}` : null,
    dateAccepted: isPublication ? doc.publish_date : null,
    dateReceived: null,
    isbnEb: doc.asset_type === 'Book' || doc.asset_type === 'Manual' ? `978-0-00-${String(doc.id).padStart(6, '0')}-0` : null,
    issn: doc.asset_type === 'Journal' ? `0000-${String(doc.publisher_id).padStart(4, '0')}` : null,
    mainCommittee: parent?.name ?? committee?.name ?? null,
    mainWithSubCommittee: parent && committee ? `${parent.name} / ${committee.name}` : null,
    volumeNumber: doc.asset_type === 'Journal' ? (doc.publish_date ?? '').slice(0, 4) || null : null,
    language: [doc.language_code, ...translations.map((t) => t.language_code)],
    conferenceName: doc.asset_type === 'Symposia' ? `Symposium on ${doc.title.split(' ').slice(-3).join(' ')}` : null,
    conferenceLocation: null,
    meetingDate: null,
    session: null,
    primaryTopic: nodes.find((n) => n.tree === 'topic')?.name ?? null,
    fundingOrganization: null,
    equivalent: translations.map((t) => t.display_designation),
    note: doc.replaced_by_family_value ? [`Replaced by ${doc.replaced_by_family_value}`] : [],
  };
}

/** GET additional-details-by-publisher?contentCode: labelled details for third-party publishers. */
export async function additionalDetailsByPublisher(
  ctx: ServiceContext,
  contentCode: string,
): Promise<AdditionalDetailsByPublisher> {
  const { doc } = await offeredByCode(ctx, contentCode);
  return {
    detailItems: [
      { label: 'Publisher', values: [doc.publisher_name] },
      { label: 'Document type', values: [doc.document_type] },
      { label: 'Status', values: [doc.status] },
      { label: 'Language', values: [doc.language_code] },
      { label: 'Pages', values: [String(doc.page_count)] },
      ...(doc.keywords
        ? [
            {
              label: 'Keywords',
              values: doc.keywords
                .split(',')
                .map((k) => k.trim())
                .filter(Boolean),
            },
          ]
        : []),
    ],
  };
}

/** GET getELearningAssetsByFamily: courses for some of the standards organisation's families. */
export async function elearningAssets(ctx: ServiceContext, familyName: string): Promise<ElearningItem[]> {
  const scope = await requireScope(ctx);
  const family = await offeredFamily(ctx.db, scope, familyName);
  if (!family || !ctx.tenant?.isMain) return [];
  const h = hash(`elearning:${family.family_value}`);
  if (h[0] % 4 !== 0) return [];
  return [
    {
      title: `${family.family_value}: essentials course`,
      productCode: `EL-${family.family_value.replace(/[^A-Za-z0-9]+/g, '')}`,
    },
  ];
}

/** GET getElpEntitlementStatus: '200' with the e-learning link for individual users subscribed to the standards organisation, '300' otherwise. */
export async function elpEntitlement(ctx: ServiceContext): Promise<ElpEntitlementReply> {
  const scope = await requireScope(ctx);
  const [main] = await findPublisherIdsByCodes(ctx.db, [MAIN_PUBLISHER_CODE]);
  const allowed = !!ctx.tenant?.isMain && scope.session.user.user_type === 'INDIVIDUAL' && !!main && isEntitled(scope, main.id);
  if (!allowed) return { code: ELP_CODE.noEntitlement, url: null, message: 'no entitlement' };
  const training = (ctx.tenant?.config?.externalUrls as { title: string; url: string }[] | undefined)?.find(
    (u) => u.title === 'externalUrls.training',
  );
  return { code: ELP_CODE.allowed, url: training?.url ?? null, message: 'ok' };
}
