import * as z from 'zod/mini';
import { contentCodeParam, idParams, rowId as id } from './params';
import { pageIndexQueryFields, pageOf, pageQueryFields } from './paging';

/*
 * Sharing a document (002 §2 Share dialog, §3, §7) with a user of the caller's account, a group
 * of it, or an external e-mail address, and the two shared-with-me lists. A share stays inside
 * its account: a user of another account is only ever reached as an external address (by mail).
 */

export const SHARED_WITH_CONTENT_PATH = '/api/contentShare/getSharedGroupAndUserByContentID/:id';
export const sharedWithContentPath = (contentId: number) => `/api/contentShare/getSharedGroupAndUserByContentID/${contentId}`;
export const SHARE_SEARCH_PATH = '/api/contentShare/searchUsersAndGroups';
export const SHARE_WITH_GROUP_PATH = '/api/contentShare/withGroup';
export const SHARE_WITH_USER_PATH = '/api/contentShare/withUser';
export const SHARED_WITH_ME_PATH = '/api/contentShare/findContentShareWithMe';
export const SHARED_STANDARDS_PATH = '/api/shared-documents/current-user/STANDARD/';
export const SHARED_PUBLICATIONS_PATH = '/api/shared-documents/current-user/PUBLICATION/';

/** 002 §9: group member preview in a result row, and the collapsed selected list. */
export const SHARE_MEMBER_PREVIEW = 3;
export const SHARE_SELECTED_COLLAPSED = 1;
/** Page sizes of the two lists (the spec leaves the values open). */
export const SHARED_DOCUMENTS_PAGE_SIZE = 10;
export const SHARED_PUBLICATIONS_PAGE_SIZE = 10;

export const ShareError = {
  featureOff: 'error.share.featureOff',
  unknownUser: 'error.share.unknownUser',
  unknownGroup: 'error.share.unknownGroup',
  documentMismatch: 'error.share.documentMismatch',
  emailRequired: 'error.share.emailRequired',
  /** 429 with Retry-After: the user sent as many share mails to outside addresses as an hour allows. */
  mailLimit: 'error.shareMailLimit',
} as const;

/** 000 §5: the standard e-mail pattern, shared by the dialog and the server. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const shareGroupTarget = z.lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    name: z.string(),
    isGroup: z.literal(true),
    rosters: z.array(z.object({ userName: z.string() })),
  }),
);
export const shareUserTarget = z.lazy(() =>
  z.object({
    /** null for an external address. */
    id: z.nullable(z.number().check(z.int())),
    name: z.string(),
    email: z.string(),
    isExternalUser: z.boolean(),
  }),
);
export const shareTarget = z.union([shareGroupTarget, shareUserTarget]);
export type ShareGroupTarget = z.infer<typeof shareGroupTarget>;
export type ShareUserTarget = z.infer<typeof shareUserTarget>;
export type ShareTarget = z.infer<typeof shareTarget>;

export const contentIdParams = idParams;
/** The document's current shares made in the caller's account. */
export const sharedWithContentReply = z.lazy(() =>
  z.object({ groups: z.array(shareGroupTarget), users: z.array(shareUserTarget) }),
);
export type SharedWithContentReply = z.infer<typeof sharedWithContentReply>;

export const shareSearchQuery = z.lazy(() => z.object({ keyword: z._default(z.string().check(z.maxLength(255)), '') }));
export const shareSearchReply = z.array(shareTarget);

const title = z.string().check(z.maxLength(1000));
export const shareWithGroupBody = z.object({
  contentID: id,
  sharedWithGroupID: id,
  contentCode: contentCodeParam,
  title: z.optional(title),
});
export type ShareWithGroupBody = z.infer<typeof shareWithGroupBody>;
export const shareWithUserBody = z.lazy(() =>
  z.object({
    contentID: id,
    sharedWithUserID: z.optional(z.nullable(id)),
    email: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(255)))),
    externalUser: z._default(z.boolean(), false),
    contentCode: contentCodeParam,
    title: z.optional(title),
  }),
);
export type ShareWithUserBody = z.infer<typeof shareWithUserBody>;
export const shareReply = z.lazy(() =>
  z.object({ id: z.number().check(z.int()), contentCode: z.string(), created: z.boolean() }),
);
export type ShareReply = z.infer<typeof shareReply>;

/** 002 §3 Shared document. */
export const sharedDocument = z.lazy(() =>
  z.object({
    contentCode: z.string(),
    designationNo: z.nullable(z.string()),
    documentTitle: z.string(),
    email: z.string(),
    sharedByFirstName: z.string(),
    sharedByLastName: z.string(),
    sharedDate: z.string(),
  }),
);
export type SharedDocument = z.infer<typeof sharedDocument>;
export const sharedDocumentsReply = z.lazy(() =>
  z.object({ sharedDocuments: z.array(sharedDocument), count: z.number().check(z.int()) }),
);
export type SharedDocumentsReply = z.infer<typeof sharedDocumentsReply>;
/** findContentShareWithMe: 0-based pageIndex. */
export const sharedWithMeQuery = z.object(pageIndexQueryFields(SHARED_DOCUMENTS_PAGE_SIZE));
/** STANDARD list: 1-based page (002 §2). */
export const sharedStandardsQuery = z.object(pageQueryFields(SHARED_DOCUMENTS_PAGE_SIZE, 1));
/** PUBLICATION list: 0-based page (002 §2). */
export const sharedPublicationsQuery = z.object(pageQueryFields(SHARED_PUBLICATIONS_PAGE_SIZE));

/** 002 §3 Shared publication. */
export const sharedPublication = z.lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    document: z.object({ contentCode: z.string(), publisherName: z.string(), documentTitle: z.string() }),
    sharedByUserAccount: z.object({ user: z.object({ firstName: z.string(), lastName: z.string() }) }),
  }),
);
export type SharedPublication = z.infer<typeof sharedPublication>;
export const sharedPublicationsReply = pageOf(sharedPublication);
export type SharedPublicationsReply = z.infer<typeof sharedPublicationsReply>;
