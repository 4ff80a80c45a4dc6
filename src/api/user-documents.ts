import * as z from 'zod/mini';
import { contentCodeQuery, rowId as id } from './params';
import { pageOf, pageQueryFields } from './paging';

/*
 * What a user makes on a document (001 §7 Tracking and favorites, PDF notes; 000 §2.1 favorites
 * page). Always owned by the caller in the selected account: another user's rows answer 404.
 */

/** POST ?contentCode=…: track the family of this edition. 503 message 'Tracker Service Unavailable' when the tenant has no tracker. */
export const TRACK_PATH = '/api/tracked-documents';
/** PUT { trackingFlag: false } turns tracking off (001 §4). */
export const TRACKING_PATH = '/api/tracked-documents/:id';
export const trackingPath = (id: number) => `/api/tracked-documents/${id}`;
/** POST { content: { contentId } } adds; GET lists the favorites page (paged, sorted by title). */
export const FAVORITES_PATH = '/api/content-favorites';
export const FAVORITE_PATH = '/api/content-favorites/:id';
export const favoritePath = (id: number) => `/api/content-favorites/${id}`;
export const USER_NOTES_PATH = '/api/user-notes/:contentId';
export const userNotesPath = (contentId: number) => `/api/user-notes/${contentId}`;
export const SAVE_NOTE_PATH = '/api/user-notes/save';
export const EDIT_NOTE_PATH = '/api/user-notes/edit';
/** DELETE ?annotationId=…&contentId=… */
export const DELETE_NOTE_PATH = '/api/user-notes/delete';

export const FAVORITES_SORT = { titleAsc: 'document.documentTitle,asc', titleDesc: 'document.documentTitle,desc' } as const;
export const FAVORITES_PAGE_SIZE_DEFAULT = 10;
export const NOTE_MAX = 5000;
export const NOTE_DATA_MAX = 100_000;

export { idParams } from './params';

export const trackQuery = contentCodeQuery;
export const trackingUpdateBody = z.object({ trackingFlag: z.boolean() });
export type TrackingUpdateBody = z.infer<typeof trackingUpdateBody>;
/** A tracked family (001 §3 Tracking). trackingFlag false after the update call removed it. */
export const trackingReply = z.lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    trackingFlag: z.boolean(),
    family: z.string(),
    contentCode: z.string(),
    trackingSinceDate: z.string(),
  }),
);
export type TrackingReply = z.infer<typeof trackingReply>;

export const favoriteAddBody = z.object({ content: z.object({ contentId: id }) });
export type FavoriteAddBody = z.infer<typeof favoriteAddBody>;

/** The document a favorite points at, as the favorites page shows it. */
export const favoriteDocument = z.lazy(() =>
  z.object({
    contentId: z.number().check(z.int()),
    contentCode: z.string(),
    documentTitle: z.string(),
    designationNo: z.string(),
    documentType: z.string(),
    publisherCode: z.string(),
    status: z.string(),
    lastUpdateDate: z.nullable(z.string()),
    publishDate: z.nullable(z.string()),
  }),
);
export const favorite = z.lazy(() =>
  z.object({ id: z.number().check(z.int()), createdDate: z.string(), document: favoriteDocument }),
);
export type Favorite = z.infer<typeof favorite>;

export const favoritesQuery = z.lazy(() =>
  z.object({
    ...pageQueryFields(FAVORITES_PAGE_SIZE_DEFAULT),
    sort: z._default(z.enum([FAVORITES_SORT.titleAsc, FAVORITES_SORT.titleDesc]), FAVORITES_SORT.titleAsc),
  }),
);
export type FavoritesQuery = z.infer<typeof favoritesQuery>;
export const favoritesReply = z.lazy(() =>
  z.extend(pageOf(favorite), {
    page: z.number().check(z.int()),
    size: z.number().check(z.int()),
  }),
);
export type FavoritesReply = z.infer<typeof favoritesReply>;

export const noteBody = z.lazy(() =>
  z.object({
    contentId: id,
    annotationId: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    /** The annotation's position data as the PDF viewer serialises it (JSON text). */
    noteData: z.string().check(z.maxLength(NOTE_DATA_MAX)),
    note: z.string().check(z.maxLength(NOTE_MAX)),
  }),
);
export type NoteBody = z.infer<typeof noteBody>;
export const notesParams = z.object({ contentId: id });
export const deleteNoteQuery = z.lazy(() =>
  z.object({
    annotationId: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    contentId: id,
  }),
);

export const pdfNote = z.lazy(() =>
  z.object({
    contentId: z.number().check(z.int()),
    annotationId: z.string(),
    noteData: z.string(),
    note: z.string(),
    createdDate: z.string(),
    lastModifiedDate: z.string(),
  }),
);
export type PdfNote = z.infer<typeof pdfNote>;
export const notesReply = z.array(pdfNote);
/** Save and edit answer the stored note text (001 §3 PDF note). */
export const noteSaveReply = z.lazy(() =>
  z.object({
    noteContent: z.string(),
    annotationId: z.string(),
    contentId: z.number().check(z.int()),
  }),
);
export type NoteSaveReply = z.infer<typeof noteSaveReply>;
