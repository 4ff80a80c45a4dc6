import * as z from 'zod/mini';

/** Account / session calls of 000 §7. */
export const ACCOUNT_PATH = '/api/account';
export const ACCOUNT_SWITCH_PATH = '/api/account/switch';
export const ACCOUNT_LOGOUT_PATH = '/api/account/logout';
export const AUTHENTICATION_DATA_PATH = '/login/api/v1/authenticationData';

export const authType = z.enum(['JWT', 'SSO', 'APPLET', 'IP', 'PWD']);
export type AuthType = z.infer<typeof authType>;

export const authority = z.enum([
  'COMPASS_USER_ADMIN',
  'COMPASS_USER',
  'COMPASS_USAGE_REPORT_VIEWER',
  'COMPASS_POINT_ADMIN',
  'PLATFORM_OPERATOR',
]);
export type Authority = z.infer<typeof authority>;

/**
 * Bearing's own authority (not the spec's): the platform operator, who runs the service for every
 * tenant and belongs to no customer account. The account call lists it only for such a user on
 * the main tenant, exactly when the server grants the process-wide administration views.
 */
export const OPERATOR_AUTHORITY = 'PLATFORM_OPERATOR' satisfies Authority;

export const userAccount = z.lazy(() =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    companyName: z.nullable(z.string()),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    postalCode: z.string(),
    phone: z.string(),
  }),
);

export const entitlement = z.lazy(() =>
  z.object({
    accountId: z.number().check(z.int()),
    accountName: z.string(),
    accountSetting: z.object({ acronym: z.nullable(z.string()) }),
  }),
);
export type Entitlement = z.infer<typeof entitlement>;

export const userMenuItem = z.lazy(() => z.object({ menu: z.object({ menuName: z.string() }), isShowed: z.boolean() }));

export const refinementSection = z.lazy(() =>
  z.object({ id: z.number().check(z.int()), name: z.string(), displayFlag: z.enum(['Y', 'N']) }),
);

export const account = z.lazy(() =>
  z.object({
    activated: z.boolean(),
    login: z.string(),
    userAccounts: userAccount,
    cgEntitlements: z.array(entitlement),
    selectedAccountId: z.nullable(z.number().check(z.int())),
    authorities: z.array(authority),
    userType: z.enum(['COMPANY', 'INDIVIDUAL']),
    langKey: z.string(),
    compassPointFlag: z.boolean(),
    customCollection: z.boolean(),
    semanticSearchFlag: z.boolean(),
    /** True when the selected account's licence agreement is accepted (or none is required). */
    lcaAgreementFlag: z.boolean(),
    contentSecurity: z.nullable(z.string()),
    refinementSections: z.array(refinementSection),
    billboard: z.boolean(),
    profileManagementUrl: z.nullable(z.string()),
    userMenuList: z.array(userMenuItem),
  }),
);
export type Account = z.infer<typeof account>;

export const authenticationData = z.lazy(() =>
  z.object({
    authType,
    requestId: z.string(),
    originatedIpAddress: z.string(),
    originatedWhiteListedAccount: z.nullable(z.number().check(z.int())),
  }),
);
export type AuthenticationData = z.infer<typeof authenticationData>;

export const switchAccountBody = z.lazy(() =>
  z.object({
    accountId: z.number().check(z.int(), z.positive()),
    authType: z.optional(authType),
    requestId: z.optional(z.string().check(z.maxLength(100))),
    originatedIpAddress: z.optional(z.string().check(z.maxLength(100))),
  }),
);
export type SwitchAccountBody = z.infer<typeof switchAccountBody>;

export const validationReply = z.lazy(() =>
  z.object({
    validationResult: z.boolean(),
    maeValidationMsg: z.nullable(z.string()),
    accAppAuthSetting: z.object({ ipEnabled: z.boolean(), appletEnabled: z.boolean(), fedSSOEnabled: z.boolean() }),
  }),
);
export type ValidationReply = z.infer<typeof validationReply>;

export const logoutReply = z.object({ logoutUrl: z.string() });
