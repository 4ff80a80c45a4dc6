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

/** An account row: the settings it does not list are the defaults. */
function account(
  id: number,
  tenant: string,
  name: string,
  acronym: string | null,
  subscriptions: string[],
  city: SeedAccount['city'],
  more: Omit<SeedAccount, 'id' | 'tenant' | 'name' | 'acronym' | 'subscriptions' | 'city'> = {},
): SeedAccount {
  return { id, tenant, name, acronym, subscriptions, city, ...more };
}

export const ACCOUNTS: SeedAccount[] = [
  account(1, 'bearing', 'Larsen Materials Lab', 'LML', ['MSA', 'KES', 'HMI', 'TMB'], ['Portland', 'OR', 'US', '97201'], {
    flags: { compass_point_flag: 1, semantic_search_flag: 1, group_feature: 1, custom_collection: 1 },
  }),
  account(2, 'bearing', 'Carrow Engineering Ltd', 'CEL', ['MSA', 'CTC'], ['Leeds', 'West Yorkshire', 'GB', 'LS1 4AP'], {
    ipRanges: ['198.51.100.0/24', '2001:db8:100::/48'],
    ipAccess: true,
  }),
  account(3, 'bearing', 'Halvard Structural Group', 'HSG', ['MSA', 'KES', 'CTC'], ['Denver', 'CO', 'US', '80202'], {
    flags: { semantic_search_flag: 1, group_feature: 1 },
    settings: { billboard: true },
  }),
  account(4, 'bearing', 'Orrin Bridge Partners', 'OBP', ['MSA', 'HMI'], ['Pittsburgh', 'PA', 'US', '15222'], {
    flags: { compass_point_flag: 1, group_feature: 1 },
  }),
  account(5, 'bearing', 'Redwater Utilities', 'RWU', ['MSA', 'NWP'], ['Sacramento', 'CA', 'US', '95814'], {
    content_security: 'drm-view',
  }),
  account(6, 'bearing', 'Tidewater Port Authority', 'TPA', ['TMB', 'MSA'], ['Norfolk', 'VA', 'US', '23510'], {
    ipRanges: ['203.0.113.0/24'],
    ipAccess: false,
  }),
  account(7, 'bearing', 'Lantern Civil Works', 'LCW', ['MSA', 'KES'], ['Calgary', 'AB', 'CA', 'T2P 1J9'], {
    flags: { lca_required: 1 },
  }),
  account(8, 'northwind', 'Nora Quill', null, ['NWP'], ['Halifax', 'NS', 'CA', 'B3J 1S9'], {
    flags: { semantic_search_flag: 1 },
  }),
  account(9, 'northwind', 'Saltmarsh Shipyards', 'SSY', ['NWP'], ['Bath', 'ME', 'US', '04530']),
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

/** A user row: id, e-mail, first and last name, accounts (home first), then type, tenant or authorities. */
function user(
  id: number,
  email: string,
  first: string,
  last: string,
  accounts: number[],
  more: Pick<SeedUser, 'tenant' | 'type' | 'authorities'>,
): SeedUser {
  return { id, email, first, last, accounts, ...more };
}

export const USERS: SeedUser[] = [
  user(1, 'ivy@example.com', 'Ivy', 'Larsen', [1], { authorities: 'COMPASS_USER' }),
  user(2, 'carl@example.com', 'Carl', 'Osei', [2], { type: 'COMPANY' }),
  user(3, 'admin@example.com', 'Ada', 'Min', [3], { authorities: 'COMPASS_USER_ADMIN,COMPASS_USAGE_REPORT_VIEWER,COMPASS_USER' }),
  user(4, 'cpadmin@example.com', 'Cyrus', 'Pell', [4], { authorities: 'COMPASS_POINT_ADMIN,COMPASS_USER' }),
  user(5, 'drm@example.com', 'Dana', 'Reyes', [5], { authorities: 'COMPASS_USER' }),
  user(6, 'multi@example.com', 'Mira', 'Tull', [3, 4, 6], { authorities: 'COMPASS_USER' }),
  user(7, 'lca@example.com', 'Leo', 'Carver', [7], { authorities: 'COMPASS_USER' }),
  user(8, 'nora@example.com', 'Nora', 'Quill', [8], { authorities: 'COMPASS_USER' }),
  // Colleagues for groups, shares and administration lists.
  user(9, 'owen.hale@example.com', 'Owen', 'Hale', [1], { authorities: 'COMPASS_USER' }),
  user(10, 'priya.nandakumar@example.com', 'Priya', 'Nandakumar', [1], { authorities: 'COMPASS_USER' }),
  user(11, 'tomas.reed@example.com', 'Tomas', 'Reed', [1], { authorities: 'COMPASS_USER' }),
  user(12, 'grace.whitfield@example.com', 'Grace', 'Whitfield', [1], { authorities: 'COMPASS_USER' }),
  user(13, 'ben.ortiz@example.com', 'Ben', 'Ortiz', [3], { authorities: 'COMPASS_USER' }),
  user(14, 'hana.sato@example.com', 'Hana', 'Sato', [3], { authorities: 'COMPASS_USER' }),
  user(15, 'felix.grant@example.com', 'Felix', 'Grant', [4], { authorities: 'COMPASS_USER' }),
  user(16, 'june.abara@example.com', 'June', 'Abara', [2], { type: 'COMPANY' }),
  user(17, 'ewan.birch@example.com', 'Ewan', 'Birch', [9], { authorities: 'COMPASS_USER' }),
  // Runs the platform: in no customer account, so the process-wide administration is hers alone.
  user(18, 'ops@example.com', 'Opal', 'Serrano', [], { tenant: 'bearing', authorities: 'PLATFORM_OPERATOR' }),
  // Both administrations of Cyrus's account: on the account's compass-point list a document opens
  // in the viewer dialog, which is the ADMIN authority's (001 §2, §6).
  user(19, 'lead@example.com', 'Rhea', 'Vance', [4], { authorities: 'COMPASS_USER_ADMIN,COMPASS_POINT_ADMIN,COMPASS_USER' }),
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
