import * as z from 'zod/mini';

/** Tenant configuration (000 §3), returned by POST api/tenant/get-tenant-config-for-ui. */
export const TENANT_CONFIG_PATH = '/api/tenant/get-tenant-config-for-ui';
export const EXTERNAL_URLS_PATH = '/api/tenant/getExternalUrls';
export const PROGRESSIVE_PROFILING_PATH = '/api/tenant/getProgressiveProfilingUrl';
export const TENANT_ACCESS_MESSAGES_PATH = '/api/tenant/access-messages';

export const featureName = z.enum([
  'type-ahead-search',
  'content-share',
  'version-compare',
  'search-refinement',
  'language-selection',
  'show-tracker',
  'compass-point',
  'compass_point_v2',
  'enable_compass_points',
]);
export type FeatureName = z.infer<typeof featureName>;

export const searchTypeConfig = z.lazy(() =>
  z.object({
    code: z.enum(['ALL', 'KEYWORD', 'DESIGNATION', 'SUBSCRIBED_ALL', 'SEMANTICSEARCH']),
    enabled: z.boolean(),
    labelKey: z.string(),
  }),
);

export const externalUrl = z.lazy(() =>
  z.object({
    title: z.string(),
    url: z.string(),
    /** e.g. BOTTOM, LEFT, LEFT-BOTTOM: the sidebar shows those containing LEFT. */
    position: z.string(),
  }),
);
export type ExternalUrl = z.infer<typeof externalUrl>;

export const helpTopic = z.lazy(() => z.object({ key: z.string(), url: z.string() }));
export const helpMenu = z.lazy(() => z.object({ id: z.string(), key: z.string(), topics: z.array(helpTopic) }));

export const tipSection = z.lazy(() => z.object({ titleKey: z.string(), textKey: z.string(), url: z.optional(z.string()) }));

export const contentAccessMessages = z.lazy(() =>
  z.object({
    errorKey: z.string(),
    supportPhone: z.string(),
    contactLink: z.string(),
  }),
);

export const tenantConfig = z.object({
  /** Stable id; the tenant's assets live under /tenant-assets/{tenantId}/. */
  tenantId: z.string(),
  tenantName: z.string(),
  isMainTenant: z.boolean(),
  title: z.string(),
  /** A tenant-specific favicon exists at /tenant-assets/{tenantId}/favicon.svg. */
  favicon: z.boolean(),
  heroImage: z.string(),
  logo: z.string(),
  themeColor: z.string(),
  features: z.array(featureName),
  searchTypesConfiguration: z.array(searchTypeConfig),
  identityProvider: z.object({ issuer: z.string(), clientId: z.string(), audience: z.string() }),
  footer: z.object({ address: z.string(), home: z.string(), showTenantFooterLogo: z.boolean() }),
  contentAccessMessages,
  supportEmail: z.string(),
  clUrl: z.string(),
  trackerUrl: z.nullable(z.string()),
  tipsTricks: z.array(tipSection),
  helpMenu: z.array(helpMenu),
  userManagement: z.object({ enable: z.boolean(), url: z.string() }),
  iamServerVersion: z.string(),
  /** Search restricted to the tenant's own publisher, when set. */
  ownPublisherCode: z.nullable(z.string()),
  banner: z.nullable(z.object({ text: z.string(), startDate: z.string(), endDate: z.string() })),
  applicationProfile: z.object({ displayRibbonOnProfiles: z.array(z.string()), activeProfiles: z.array(z.string()) }),
  /**
   * 001 §2: the tenant's document base address; base plus contentCode is where other screens open
   * a document. A path on this site or an absolute address; a stored configuration from before
   * the field reads as the app's document route.
   */
  documentBaseUrl: z._default(z.string().check(z.maxLength(500)), '/document?contentCode='),
  /**
   * 000 §3 onetrust-script: the address of the tenant's consent-banner script, loaded from the
   * page only when set (an external file, never inline, so the Content Security Policy holds).
   */
  onetrustScript: z._default(z.nullable(z.string().check(z.maxLength(500))), null),
  /**
   * 000 §2.5: the external profile-management link that replaces My Account, when set. Its own
   * setting, none by default: the user-management address is an admin's tool, not a profile.
   */
  profileManagementUrl: z._default(z.nullable(z.string().check(z.maxLength(500))), null),
  /**
   * 000 §2.5: the organisation's own account area, linked from the account menu as Organisation
   * Account; no entry when none is set (clUrl is the central login, which signs the user out).
   */
  accountAreaUrl: z._default(z.nullable(z.string().check(z.maxLength(500))), null),
});
export type TenantConfig = z.infer<typeof tenantConfig>;

export const externalUrlsReply = z.array(externalUrl);

export const tenantAccessMessages = z.lazy(() =>
  z.object({
    contentNoAccessI18nKey: z.string(),
    supportPhone: z.string(),
    salesLink: z.string(),
    tenantName: z.string(),
    supportEmail: z.string(),
  }),
);

export const progressiveProfilingReply = z.lazy(() => z.object({ url: z.nullable(z.string()) }));

/** The main tenant's name; the main tenant is recognised by name, case-insensitively (000 §2.1). */
export const MAIN_TENANT_NAME = 'Bearing';
export function isMainTenantName(name: string | null | undefined): boolean {
  return (name ?? '').trim().toLowerCase() === MAIN_TENANT_NAME.toLowerCase();
}
