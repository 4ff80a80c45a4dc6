import * as z from 'zod/mini';
import { userAccount } from './account';

/*
 * My account (002 §2 My account, §5, §7): saving the caller's own contact and address data, and
 * the country and state options. Only address1, address2, city, postalCode, country, state and
 * mobile are taken; an `id` other than the caller's is refused (403): nobody edits another
 * user's profile. No field is required (§5); lengths and formats are checked.
 */

export const USER_ACCOUNTS_PATH = '/api/user-accounts';
export const META_DATA_PATH = '/api/meta-data/type/:type';
export const META_DATA_TYPES = ['COUNTRY', 'STATE'] as const;
export type MetaDataType = (typeof META_DATA_TYPES)[number];
export const metaDataPath = (type: MetaDataType) => `/api/meta-data/type/${type}`;

/** The only country with a state select (002 §5). */
export const STATE_COUNTRY = 'US';

export const ACCOUNT_FIELD_LIMITS = { address: 255, city: 100, postalCode: 20, mobile: 30, country: 2, state: 3 } as const;

/** Letters, digits, spaces and hyphens: postal codes of every country fit. */
export const POSTAL_CODE_PATTERN = /^[\p{L}\p{N} -]*$/u;
/** Digits, spaces and + ( ) - . as phone numbers are written. */
export const PHONE_PATTERN = /^[0-9 +().-]*$/;

export const metaDataParams = z.object({ type: z.enum(META_DATA_TYPES) });
export const metaDataOption = z.lazy(() => z.object({ id: z.number().check(z.int()), code: z.string(), value: z.string() }));
export type MetaDataOption = z.infer<typeof metaDataOption>;
export const metaDataReply = z.array(metaDataOption);

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

export const userAccountUpdateBody = z.lazy(() =>
  z.object({
    /** The caller's user id, when the client sends it; any other id is refused. */
    id: z.optional(z.number().check(z.int(), z.positive())),
    address1: z._default(text(ACCOUNT_FIELD_LIMITS.address), ''),
    address2: z._default(text(ACCOUNT_FIELD_LIMITS.address), ''),
    city: z._default(text(ACCOUNT_FIELD_LIMITS.city), ''),
    postalCode: z._default(text(ACCOUNT_FIELD_LIMITS.postalCode).check(z.regex(POSTAL_CODE_PATTERN)), ''),
    /** An ISO 3166 alpha-2 code from the COUNTRY options, or empty. */
    country: z._default(z.string().check(z.trim(), z.toUpperCase(), z.regex(/^([A-Z]{2})?$/)), ''),
    /** A code from the STATE options when the country is US; saved empty otherwise. */
    state: z._default(z.string().check(z.trim(), z.toUpperCase(), z.regex(/^([A-Z]{2,3})?$/)), ''),
    mobile: z._default(text(ACCOUNT_FIELD_LIMITS.mobile).check(z.regex(PHONE_PATTERN)), ''),
  }),
);
export type UserAccountUpdateBody = z.input<typeof userAccountUpdateBody>;
export type UserAccountUpdate = z.output<typeof userAccountUpdateBody>;

/** The saved profile, as GET api/account shows it in userAccounts. */
export const userAccountReply = userAccount;
export type UserAccountReply = z.infer<typeof userAccountReply>;

/** The server's answer to a known-format but unknown country or state code (field error kind). */
export const UNKNOWN_OPTION = 'UnknownOption';
