import { featureName, type ExternalUrl, type TenantConfig } from '../../api/tenant';

/** What the seed stores in tenants.config_json: the server adds tenantName, isMainTenant and identityProvider. */
export type StoredTenantConfig = Omit<TenantConfig, 'tenantId' | 'tenantName' | 'isMainTenant' | 'identityProvider'> & {
  /** Links the sidebar (position containing LEFT) and other places show; served by getExternalUrls. */
  externalUrls: ExternalUrl[];
};

export interface SeedPublisher {
  id: number;
  code: string;
  name: string;
  /** Designation prefix letters; MSA uses several, like a real series catalogue. */
  prefixes: string[];
  /** Share of the catalogue's families. */
  weight: number;
  /** Topic keys the publisher writes about. */
  topics: string[];
}

// All fictional: no real standards body's name or mark.
export const PUBLISHERS: SeedPublisher[] = [
  {
    id: 1,
    code: 'MSA',
    name: 'Meridian Standards Association',
    prefixes: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
    weight: 0.5,
    topics: [],
  },
  {
    id: 2,
    code: 'NWP',
    name: 'Northwind Press',
    prefixes: ['NW'],
    weight: 0.1,
    topics: ['water', 'petroleum', 'polymers', 'coatings'],
  },
  {
    id: 3,
    code: 'KES',
    name: 'Keystone Engineering Society',
    prefixes: ['KS'],
    weight: 0.12,
    topics: ['fasteners', 'welding', 'geotechnical', 'steel'],
  },
  {
    id: 4,
    code: 'HMI',
    name: 'Harbor Materials Institute',
    prefixes: ['HM'],
    weight: 0.1,
    topics: ['concrete', 'polymers', 'steel', 'corrosion'],
  },
  {
    id: 5,
    code: 'CTC',
    name: 'Cobalt Testing Council',
    prefixes: ['CT'],
    weight: 0.1,
    topics: ['steel', 'petroleum', 'water', 'polymers', 'fasteners'],
  },
  {
    id: 6,
    code: 'TMB',
    name: 'Tideline Marine Board',
    prefixes: ['TM'],
    weight: 0.08,
    topics: ['coatings', 'corrosion', 'welding'],
  },
];

/** One subscribable collection per publisher; entitlement is by the product's publisher. */
export const PRODUCTS = PUBLISHERS.map((p) => ({
  id: p.id,
  publisher_id: p.id,
  search_key: p.code,
  abbr_name: p.code,
  name: `${p.name} Collection`,
  image_path: `/tenant-assets/bearing/sub-${p.code.toLowerCase()}.svg`,
}));

/** Every feature the contract names: the demo tenants switch all of them on. */
const ALL_FEATURES: StoredTenantConfig['features'] = [...featureName.options];

const SEARCH_TYPES: StoredTenantConfig['searchTypesConfiguration'] = [
  { code: 'ALL', enabled: true, labelKey: 'search.type.all' },
  { code: 'KEYWORD', enabled: true, labelKey: 'search.type.keyword' },
  { code: 'DESIGNATION', enabled: true, labelKey: 'search.type.designation' },
  { code: 'SUBSCRIBED_ALL', enabled: true, labelKey: 'search.type.subscribedAll' },
];

const TIPS: StoredTenantConfig['tipsTricks'] = [
  { titleKey: 'tips.designation.title', textKey: 'tips.designation.text' },
  { titleKey: 'tips.keyword.title', textKey: 'tips.keyword.text' },
  { titleKey: 'tips.refine.title', textKey: 'tips.refine.text' },
  { titleKey: 'tips.offline.title', textKey: 'tips.offline.text' },
];

const HELP: StoredTenantConfig['helpMenu'] = [
  {
    id: 'getting-started',
    key: 'help.gettingStarted',
    topics: [
      { key: 'help.topic.signIn', url: '/help/sign-in' },
      { key: 'help.topic.search', url: '/help/search' },
    ],
  },
  {
    id: 'documents',
    key: 'help.documents',
    topics: [
      { key: 'help.topic.reading', url: '/help/reading' },
      { key: 'help.topic.offline', url: '/help/offline' },
    ],
  },
];

/** The main tenant: the standards organisation itself, every feature on. */
export const BEARING_CONFIG: StoredTenantConfig = {
  title: 'Bearing',
  favicon: true,
  heroImage: '/tenant-assets/bearing/hero.svg',
  logo: '/tenant-assets/bearing/logo.svg',
  themeColor: '#1f4e79',
  features: ALL_FEATURES,
  searchTypesConfiguration: SEARCH_TYPES,
  footer: { address: 'footer.address.bearing', home: '/', showTenantFooterLogo: true },
  contentAccessMessages: {
    errorKey: 'access.noEntitlement',
    supportPhone: '+1 555 0100',
    contactLink: 'mailto:sales@bearing.example',
  },
  supportEmail: 'support@bearing.example',
  clUrl: '/central-login',
  // The standards tracker is a separate (fictional) product of the organisation.
  trackerUrl: 'https://tracker.bearing.example/',
  tipsTricks: TIPS,
  helpMenu: HELP,
  userManagement: { enable: true, url: '/admin/users' },
  iamServerVersion: 'embedded-1',
  ownPublisherCode: null,
  banner: { text: 'banner.welcome2026', startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-12-31T23:59:59.999Z' },
  applicationProfile: { displayRibbonOnProfiles: ['demo'], activeProfiles: ['demo'] },
  documentBaseUrl: '/document?contentCode=',
  onetrustScript: null,
  profileManagementUrl: null,
  accountAreaUrl: null,
  externalUrls: [
    { title: 'externalUrls.forum', url: 'https://forum.bearing.example/', position: 'LEFT' },
    { title: 'externalUrls.training', url: 'https://learn.bearing.example/', position: 'LEFT-BOTTOM' },
    { title: 'externalUrls.status', url: 'https://status.bearing.example/', position: 'BOTTOM' },
  ],
};

/** A white-label publisher tenant with fewer features, searching its own publisher only. */
export const NORTHWIND_CONFIG: StoredTenantConfig = {
  title: 'Northwind Press Library',
  favicon: true,
  heroImage: '/tenant-assets/northwind/hero.svg',
  logo: '/tenant-assets/northwind/logo.svg',
  themeColor: '#0f6b5c',
  features: ['type-ahead-search', 'version-compare', 'search-refinement', 'language-selection'],
  searchTypesConfiguration: SEARCH_TYPES.filter((t) => t.code !== 'SUBSCRIBED_ALL'),
  footer: { address: 'footer.address.northwind', home: '/', showTenantFooterLogo: true },
  contentAccessMessages: {
    errorKey: 'access.noEntitlementNorthwind',
    supportPhone: '+1 555 0199',
    contactLink: 'mailto:library@northwind.example',
  },
  supportEmail: 'library@northwind.example',
  clUrl: '/central-login',
  trackerUrl: null,
  tipsTricks: TIPS.slice(0, 2),
  helpMenu: HELP.slice(0, 1),
  userManagement: { enable: false, url: '' },
  iamServerVersion: 'embedded-1',
  ownPublisherCode: 'NWP',
  banner: null,
  applicationProfile: { displayRibbonOnProfiles: [], activeProfiles: ['demo'] },
  documentBaseUrl: '/document?contentCode=',
  // Its consent provider's script, served from its own assets (the CSP allows scripts from this site only).
  onetrustScript: '/tenant-assets/northwind/consent.js',
  profileManagementUrl: null,
  accountAreaUrl: null,
  externalUrls: [{ title: 'externalUrls.northwindShop', url: 'https://shop.northwind.example/', position: 'LEFT' }],
};

export const TENANTS = [
  { id: 'bearing', name: 'Bearing', is_main: 1, config: BEARING_CONFIG, hosts: ['localhost', '127.0.0.1'] },
  { id: 'northwind', name: 'Northwind Press', is_main: 0, config: NORTHWIND_CONFIG, hosts: ['northwind.localhost'] },
];
