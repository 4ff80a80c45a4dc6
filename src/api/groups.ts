import * as z from 'zod/mini';
import { contentCodeParam as contentCode, idParams, rowId as id } from './params';
import { pageIndexQueryFields, pageSizeParam } from './paging';

/*
 * Groups (002 §2, §3, §5, §7): a named set of colleagues of one account and the documents shared
 * with them. Every account member may list, view and e-mail a group; only its owner changes it.
 * A group of another account answers 404 like an unknown id.
 */

export const GROUP_LIST_PATH = '/api/group/list';
export const GROUP_LIST_CURRENT_PATH = '/api/group/listByCurrentAccount';
export const GROUP_DETAIL_PATH = '/api/group/getGroupDetail';
export const GROUP_DOCUMENTS_PATH = '/api/contentShare/shared/list';
export const SEARCH_USERS_PATH = '/api/user/searchUsers';
export const SEARCH_USERS_BY_EMAIL_PATH = '/api/user/searchUsersByEmail';
export const GROUP_DOCUMENT_SEARCH_PATH = '/api/group/documents/search/type-ahead';
export const GROUP_SAVE_PATH = '/api/group/save';
export const GROUP_UPDATE_PATH = '/api/group/update';
export const GROUP_UPDATE_NAME_PATH = '/api/group/update/name';
export const GROUP_UPDATE_MEMBERS_PATH = '/api/group/update/memberIds';
export const GROUP_UPDATE_DOCUMENTS_PATH = '/api/contentShare/updateContentsByGroup';
export const GROUP_DELETE_PATH = '/api/group/:id';
export const groupDeletePath = (id: number) => `/api/group/${id}`;
export const GROUP_MAIL_PATH = '/api/group/sendMailToGroup';

/** 002 §5, §9: name and description limits; the detail header truncates the name at 50. */
export const GROUP_TEXT_MAX = 255;
export const GROUP_NAME_HEADER_MAX = 50;
export const MEMBERS_PREVIEW = 6;
/** 002 §9: searches need more than 2 trimmed characters (3 in the constants). */
export const SEARCH_MIN = 3;
export const SEARCH_DEBOUNCE_MS = 500;
export const MEMBER_SEARCH_PAGE_SIZE = 100;
export const DOCUMENT_SEARCH_SIZE = 100;
/** Bearing's limits on one payload (the spec names none): enough for any real group. */
export const GROUP_MEMBERS_MAX = 500;
export const GROUP_DOCUMENTS_MAX = 1000;
export const MAIL_SUBJECT_MAX = 255;
export const MAIL_MESSAGE_MAX = 10_000;

/** Error messages (400 with the field named) the group calls answer. */
export const GroupError = {
  unknownMembers: 'error.group.unknownMembers',
  unknownDocuments: 'error.group.unknownDocuments',
  notOwner: 'error.group.notOwner',
  featureOff: 'error.group.featureOff',
  blank: 'error.group.blank',
} as const;

const text = z.string().check(z.maxLength(GROUP_TEXT_MAX));

/** Group card of the list (002 §3). ownedByMe is Bearing's: the account reply carries no user id. */
export const groupCard = z.lazy(() =>
  z.object({
    groupID: z.number().check(z.int()),
    name: z.string(),
    longDesc: z.string(),
    memberCount: z.number().check(z.int()),
    contentCount: z.number().check(z.int()),
    createdById: z.number().check(z.int()),
    ownedByMe: z.boolean(),
    userInfo: z.object({ createFirstName: z.string(), createLastName: z.string() }),
  }),
);
export type GroupCard = z.infer<typeof groupCard>;
export const groupListReply = z.array(groupCard);
export const groupListQuery = z.object({ accountId: z.optional(id) });

/** A member of the account as the wizard lists it (002 §3 Selectable member). */
export const memberUser = z.lazy(() =>
  z.object({
    userId: z.number().check(z.int()),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
);
export type MemberUser = z.infer<typeof memberUser>;
export const roster = z.lazy(() => z.object({ firstName: z.string(), lastName: z.string(), user: memberUser }));
export type Roster = z.infer<typeof roster>;

/** A document of a group or of the document search (002 §3 Selectable document). */
export const groupDocument = z.lazy(() =>
  z.object({
    contentCode: z.string(),
    contentID: z.number().check(z.int()),
    contentId: z.number().check(z.int()),
    documentTitle: z.string(),
    assetId: z.nullable(z.string()),
    /** Falls back to the asset id when the document has no designation number. */
    designationNo: z.nullable(z.string()),
  }),
);
export type GroupDocument = z.infer<typeof groupDocument>;
export const groupDocumentsReply = z.array(groupDocument);
export const groupIdQuery = z.object({ groupId: id });

export const groupDetail = z.lazy(() =>
  z.object({
    groupID: z.number().check(z.int()),
    accountID: z.number().check(z.int()),
    name: z.string(),
    longDesc: z.string(),
    createdById: z.number().check(z.int()),
    createdByFirstName: z.string(),
    createdByLastName: z.string(),
    ownedByMe: z.boolean(),
    rosters: z.array(roster),
    documents: z.array(groupDocument),
  }),
);
export type GroupDetail = z.infer<typeof groupDetail>;

export const searchUsersQuery = z.object(pageIndexQueryFields(MEMBER_SEARCH_PAGE_SIZE, MEMBER_SEARCH_PAGE_SIZE));
export const searchUsersBody = z.lazy(() => z.object({ fullName: z.string().check(z.maxLength(GROUP_TEXT_MAX)) }));
export const searchUsersReply = z.lazy(() =>
  z.object({ users: z.array(z.object({ user: memberUser })), count: z.number().check(z.int()) }),
);
export type SearchUsersReply = z.infer<typeof searchUsersReply>;
export const searchUsersByEmailBody = z.lazy(() => z.object({ email: z.string().check(z.trim(), z.maxLength(GROUP_TEXT_MAX)) }));
export const searchUsersByEmailReply = z.array(z.object({ user: memberUser }));

export const documentSearchQuery = z.object({ size: pageSizeParam(DOCUMENT_SEARCH_SIZE, DOCUMENT_SEARCH_SIZE) });
export const documentSearchBody = z.lazy(() => z.object({ keywords: z.string().check(z.maxLength(500)) }));

const memberIds = z.array(id).check(z.maxLength(GROUP_MEMBERS_MAX));
const contentCodes = z.array(contentCode).check(z.maxLength(GROUP_DOCUMENTS_MAX));

/** POST group/save (002 §3 Group save payload). accountID is the caller's selected account. */
export const groupSaveBody = z.object({
  accountID: z.optional(id),
  name: text,
  longDesc: text,
  memberIds,
  contentCodes,
});
export type GroupSaveBody = z.infer<typeof groupSaveBody>;

/** PUT group/update: contentCodes are added, removeContentIds removed. */
export const groupUpdateBody = z.lazy(() =>
  z.extend(groupSaveBody, {
    groupID: id,
    removeContentIds: z._default(z.array(id).check(z.maxLength(GROUP_DOCUMENTS_MAX)), []),
  }),
);
export type GroupUpdateBody = z.infer<typeof groupUpdateBody>;

export const groupNameBody = z.object({ groupID: id, name: text, longDesc: text });
export type GroupNameBody = z.infer<typeof groupNameBody>;
export const groupMembersBody = z.object({ groupID: id, memberIds });
export type GroupMembersBody = z.infer<typeof groupMembersBody>;
/** POST updateContentsByGroup; singleDelete is the flag of 002 §7 (true when one document is deleted). */
export const groupDocumentsBody = z.lazy(() =>
  z.object({
    sharedWithGroupID: id,
    addContentCodes: z._default(contentCodes, []),
    removeContentIds: z._default(z.array(id).check(z.maxLength(GROUP_DOCUMENTS_MAX)), []),
    singleDelete: z.optional(z.boolean()),
  }),
);
export type GroupDocumentsBody = z.infer<typeof groupDocumentsBody>;

export const groupDeleteParams = idParams;
export const groupDeleteQuery = z.object({ accountId: z.optional(id) });

/**
 * POST sendMailToGroup takes either reading of 002 §3: {subject, message, groupID, copyMeFlag}
 * or {emailSubject, emailMessage, emailCopy, groupId}. Both normalise to one shape.
 */
export const groupMailBody = z.lazy(() =>
  z
    .object({
      subject: z.optional(z.string().check(z.maxLength(MAIL_SUBJECT_MAX))),
      message: z.optional(z.string().check(z.maxLength(MAIL_MESSAGE_MAX))),
      groupID: z.optional(id),
      groupId: z.optional(id),
      copyMeFlag: z.optional(z.boolean()),
      emailSubject: z.optional(z.string().check(z.maxLength(MAIL_SUBJECT_MAX))),
      emailMessage: z.optional(z.string().check(z.maxLength(MAIL_MESSAGE_MAX))),
      emailCopy: z.optional(z.boolean()),
    })
    .check(
      z.refine((b) => (b.groupID ?? b.groupId) !== undefined, { path: ['groupId'], message: 'NotNull' }),
      z.refine((b) => (b.subject ?? b.emailSubject ?? '').trim() !== '', { path: ['subject'], message: 'NotBlank' }),
      z.refine((b) => (b.message ?? b.emailMessage ?? '').trim() !== '', { path: ['message'], message: 'NotBlank' }),
    ),
);
export type GroupMailBody = z.infer<typeof groupMailBody>;

/** The one shape both readings become. */
export function normaliseGroupMail(b: GroupMailBody): { groupId: number; subject: string; message: string; copyMe: boolean } {
  return {
    groupId: (b.groupID ?? b.groupId)!,
    subject: (b.subject ?? b.emailSubject ?? '').trim(),
    message: (b.message ?? b.emailMessage ?? '').trim(),
    copyMe: b.copyMeFlag ?? b.emailCopy ?? false,
  };
}
export const groupMailReply = z.lazy(() => z.object({ recipients: z.number().check(z.int()) }));
