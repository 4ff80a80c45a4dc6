import * as z from 'zod/mini';
import { contentCodeQuery as sharedContentCodeQuery } from './params';

/* Document resolvers and the entitlement check of 000 §7 (§2.6 resolver rules, §4 document open). */

export const CONTENT_CODE_BY_DESIGNATION_PATH = '/api/documents/contentCode/designation';
export const CONTENT_CODE_BY_ASSET_ID_PATH = '/api/documents/contentCode/assetId';
export const VERIFICATION_PATH = '/api/documents/verification/contentCode';

/** Reply `message` when no edition matches (the client falls back to content search or home). */
export const NOT_FOUND_CONTENT = 'Not found Content';
/** 404 `detail` of the verification call for an unknown content code. */
export const CANNOT_FIND_CONTENT = 'Can not find content';

/**
 * designation (with or without the year suffix), year and status (Active, Historical, Withdrawn…).
 * Without year or status the newest edition matching the designation wins.
 */
export const contentCodeQuery = z.lazy(() =>
  z.object({
    designation: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    year: z.optional(z.string().check(z.trim(), z.regex(/^\d{2,4}$/))),
    status: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  }),
);
export type ContentCodeQuery = z.infer<typeof contentCodeQuery>;

/** A publication's asset id (journal articles, manuals, digital library titles: 002 §7). */
export const assetIdQuery = z.lazy(() => z.object({ assetId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) }));
export type AssetIdQuery = z.infer<typeof assetIdQuery>;

/** Always 200: contentCode null and message 'Not found Content' when nothing matches. */
export const contentCodeReply = z.lazy(() =>
  z.object({
    contentCode: z.nullable(z.string()),
    message: z.optional(z.string()),
  }),
);
export type ContentCodeReply = z.infer<typeof contentCodeReply>;

export const verificationQuery = sharedContentCodeQuery;
export type VerificationQuery = z.infer<typeof verificationQuery>;

/**
 * 200 for a known document; the decision is the `entitlementaccess` header ('true' / 'false'),
 * mirrored in the body. 404 with detail 'Can not find content' otherwise.
 */
export const verificationReply = z.lazy(() =>
  z.object({
    contentCode: z.string(),
    entitlementAccess: z.boolean(),
    publisherCode: z.string(),
  }),
);
export type VerificationReply = z.infer<typeof verificationReply>;
