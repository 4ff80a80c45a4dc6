import type { Account } from '../../src/api/account';
import type { TenantConfig } from '../../src/api/tenant';

/** A plain individual account; tests override what their rule is about. */
export function makeAccount(over: Partial<Account> = {}): Account {
  return {
    activated: true,
    login: 'ivy@example.com',
    userAccounts: {
      firstName: 'Ivy',
      lastName: 'Ingram',
      email: 'ivy@example.com',
      companyName: null,
      address1: '',
      address2: '',
      city: '',
      state: '',
      country: '',
      postalCode: '',
      phone: '',
    },
    cgEntitlements: [{ accountId: 1, accountName: 'Ivy Ingram', accountSetting: { acronym: null } }],
    selectedAccountId: 1,
    authorities: ['COMPASS_USER'],
    userType: 'INDIVIDUAL',
    langKey: 'en',
    compassPointFlag: false,
    customCollection: false,
    semanticSearchFlag: false,
    lcaAgreementFlag: true,
    contentSecurity: null,
    refinementSections: [],
    billboard: false,
    profileManagementUrl: null,
    userMenuList: [],
    ...over,
  };
}

/** The main tenant with no optional features. */
export function makeTenant(over: Partial<TenantConfig> = {}): TenantConfig {
  return {
    tenantId: 'bearing',
    tenantName: 'Bearing',
    isMainTenant: true,
    title: 'Bearing',
    favicon: false,
    heroImage: '',
    logo: '',
    themeColor: '#0f3d5e',
    features: [],
    searchTypesConfiguration: [],
    identityProvider: { issuer: 'http://localhost/', clientId: 'c', audience: 'a' },
    footer: { address: '', home: '', showTenantFooterLogo: false },
    contentAccessMessages: { errorKey: '', supportPhone: '', contactLink: '' },
    supportEmail: 'support@example.com',
    clUrl: '',
    trackerUrl: null,
    tipsTricks: [],
    helpMenu: [],
    userManagement: { enable: false, url: '' },
    iamServerVersion: '1',
    ownPublisherCode: null,
    banner: null,
    applicationProfile: { displayRibbonOnProfiles: [], activeProfiles: [] },
    documentBaseUrl: '/document?contentCode=',
    onetrustScript: null,
    profileManagementUrl: null,
    accountAreaUrl: null,
    ...over,
  };
}
