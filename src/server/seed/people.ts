/*
 * Demo accounts and users. Each named user exists to exercise one spec rule (company user,
 * administrator, compass-point administrator, DRM viewing, several accounts, licence agreement,
 * white-label tenant, the platform operator); the colleagues are there for groups and shares.
 */
export const DEMO_PASSWORD = 'bearing-demo';

export interface SeedAccount {
  id: number;
  tenant: string;
  name: string;
  acronym: string | null;
  flags?: Partial<{
    compass_point_flag: number;
    semantic_search_flag: number;
    custom_collection: number;
    group_feature: number;
    lca_required: number;
  }>;
  /** Account settings (settings_json): billboard shows the account's collections as a billboard (000 §3). */
  settings?: { billboard?: boolean };
  content_security?: string;
  /** Publisher codes of the subscribed products. */
  subscriptions: string[];
  city: [string, string, string, string];
  /** Address ranges (CIDR) whose visitors sign in as the account's company user, when ipAccess is on. */
  ipRanges?: string[];
  ipAccess?: boolean;
}

export const ACCOUNTS: SeedAccount[] = [
  {
    id: 1,
    tenant: 'bearing',
    name: 'Larsen Materials Lab',
    acronym: 'LML',
    flags: { compass_point_flag: 1, semantic_search_flag: 1, group_feature: 1, custom_collection: 1 },
    subscriptions: ['MSA', 'KES', 'HMI', 'TMB'],
    city: ['Portland', 'OR', 'US', '97201'],
  },
  {
    id: 2,
    tenant: 'bearing',
    name: 'Carrow Engineering Ltd',
    acronym: 'CEL',
    subscriptions: ['MSA', 'CTC'],
    city: ['Leeds', 'West Yorkshire', 'GB', 'LS1 4AP'],
    ipRanges: ['198.51.100.0/24', '2001:db8:100::/48'],
    ipAccess: true,
  },
  {
    id: 3,
    tenant: 'bearing',
    name: 'Halvard Structural Group',
    acronym: 'HSG',
    flags: { semantic_search_flag: 1, group_feature: 1 },
    settings: { billboard: true },
    subscriptions: ['MSA', 'KES', 'CTC'],
    city: ['Denver', 'CO', 'US', '80202'],
  },
  {
    id: 4,
    tenant: 'bearing',
    name: 'Orrin Bridge Partners',
    acronym: 'OBP',
    flags: { compass_point_flag: 1, group_feature: 1 },
    subscriptions: ['MSA', 'HMI'],
    city: ['Pittsburgh', 'PA', 'US', '15222'],
  },
  {
    id: 5,
    tenant: 'bearing',
    name: 'Redwater Utilities',
    acronym: 'RWU',
    content_security: 'drm-view',
    subscriptions: ['MSA', 'NWP'],
    city: ['Sacramento', 'CA', 'US', '95814'],
  },
  {
    id: 6,
    tenant: 'bearing',
    name: 'Tidewater Port Authority',
    acronym: 'TPA',
    subscriptions: ['TMB', 'MSA'],
    city: ['Norfolk', 'VA', 'US', '23510'],
    ipRanges: ['203.0.113.0/24'],
    ipAccess: false,
  },
  {
    id: 7,
    tenant: 'bearing',
    name: 'Lantern Civil Works',
    acronym: 'LCW',
    flags: { lca_required: 1 },
    subscriptions: ['MSA', 'KES'],
    city: ['Calgary', 'AB', 'CA', 'T2P 1J9'],
  },
  {
    id: 8,
    tenant: 'northwind',
    name: 'Nora Quill',
    acronym: null,
    flags: { semantic_search_flag: 1 },
    subscriptions: ['NWP'],
    city: ['Halifax', 'NS', 'CA', 'B3J 1S9'],
  },
  {
    id: 9,
    tenant: 'northwind',
    name: 'Saltmarsh Shipyards',
    acronym: 'SSY',
    subscriptions: ['NWP'],
    city: ['Bath', 'ME', 'US', '04530'],
  },
];

export interface SeedUser {
  id: number;
  email: string;
  first: string;
  last: string;
  /** First account is the user's home account; all listed ones are entitlements. */
  accounts: number[];
  /** The tenant of a user without accounts (the platform operator). */
  tenant?: string;
  type?: 'INDIVIDUAL' | 'COMPANY';
  authorities?: string;
}

export const USERS: SeedUser[] = [
  { id: 1, email: 'ivy@example.com', first: 'Ivy', last: 'Larsen', accounts: [1], authorities: 'COMPASS_USER' },
  { id: 2, email: 'carl@example.com', first: 'Carl', last: 'Osei', accounts: [2], type: 'COMPANY' },
  {
    id: 3,
    email: 'admin@example.com',
    first: 'Ada',
    last: 'Min',
    accounts: [3],
    authorities: 'COMPASS_USER_ADMIN,COMPASS_USAGE_REPORT_VIEWER,COMPASS_USER',
  },
  {
    id: 4,
    email: 'cpadmin@example.com',
    first: 'Cyrus',
    last: 'Pell',
    accounts: [4],
    authorities: 'COMPASS_POINT_ADMIN,COMPASS_USER',
  },
  { id: 5, email: 'drm@example.com', first: 'Dana', last: 'Reyes', accounts: [5], authorities: 'COMPASS_USER' },
  { id: 6, email: 'multi@example.com', first: 'Mira', last: 'Tull', accounts: [3, 4, 6], authorities: 'COMPASS_USER' },
  { id: 7, email: 'lca@example.com', first: 'Leo', last: 'Carver', accounts: [7], authorities: 'COMPASS_USER' },
  { id: 8, email: 'nora@example.com', first: 'Nora', last: 'Quill', accounts: [8], authorities: 'COMPASS_USER' },
  // Colleagues for groups, shares and administration lists.
  { id: 9, email: 'owen.hale@example.com', first: 'Owen', last: 'Hale', accounts: [1], authorities: 'COMPASS_USER' },
  {
    id: 10,
    email: 'priya.nandakumar@example.com',
    first: 'Priya',
    last: 'Nandakumar',
    accounts: [1],
    authorities: 'COMPASS_USER',
  },
  { id: 11, email: 'tomas.reed@example.com', first: 'Tomas', last: 'Reed', accounts: [1], authorities: 'COMPASS_USER' },
  { id: 12, email: 'grace.whitfield@example.com', first: 'Grace', last: 'Whitfield', accounts: [1], authorities: 'COMPASS_USER' },
  { id: 13, email: 'ben.ortiz@example.com', first: 'Ben', last: 'Ortiz', accounts: [3], authorities: 'COMPASS_USER' },
  { id: 14, email: 'hana.sato@example.com', first: 'Hana', last: 'Sato', accounts: [3], authorities: 'COMPASS_USER' },
  { id: 15, email: 'felix.grant@example.com', first: 'Felix', last: 'Grant', accounts: [4], authorities: 'COMPASS_USER' },
  { id: 16, email: 'june.abara@example.com', first: 'June', last: 'Abara', accounts: [2], type: 'COMPANY' },
  { id: 17, email: 'ewan.birch@example.com', first: 'Ewan', last: 'Birch', accounts: [9], authorities: 'COMPASS_USER' },
  // Runs the platform: in no customer account, so the process-wide administration is hers alone.
  {
    id: 18,
    email: 'ops@example.com',
    first: 'Opal',
    last: 'Serrano',
    accounts: [],
    tenant: 'bearing',
    authorities: 'PLATFORM_OPERATOR',
  },
  // Both administrations of Cyrus's account: on the account's compass-point list a document opens
  // in the viewer dialog, which is the ADMIN authority's (001 §2, §6).
  {
    id: 19,
    email: 'lead@example.com',
    first: 'Rhea',
    last: 'Vance',
    accounts: [4],
    authorities: 'COMPASS_USER_ADMIN,COMPASS_POINT_ADMIN,COMPASS_USER',
  },
];

/** Where the platform operator works (she has no account to take an address from). */
export const OPERATIONS_OFFICE: Pick<SeedAccount, 'city'> = { city: ['Portland', 'OR', 'US', '97204'] };

/** The address JSON the account settings screens read. */
export function addressOf(account: Pick<SeedAccount, 'city'>, userId: number): string {
  const [city, state, country, postalCode] = account.city;
  return JSON.stringify({
    address1: `${100 + userId * 7} ${['Harbour', 'Mill', 'Quarry', 'Foundry', 'Lantern'][userId % 5]} Street`,
    city,
    state,
    country,
    postalCode,
    phone: `+1 555 01${String(userId).padStart(2, '0')}`,
  });
}
