import type { Selectable } from 'kysely';
import {
  OPERATOR_AUTHORITY,
  authority as authoritySchema,
  type Account,
  type AuthenticationData,
  type AuthType,
  type Authority,
  type SwitchAccountBody,
  type ValidationReply,
} from '../../api/account';
import { ErrorCode } from '../../api/errors';
import type { AccountTable } from '../db/schema';
import { forbidden } from '../http-error';
import { clientIdFor } from '../plugins/oidc-config';
import { kyselyAdapter } from '../plugins/oidc-adapter';
import { accountHasApplet, deleteSessionOrigin, findSessionOrigin } from '../repositories/institutional-access';
import { findFederationByEmail } from '../repositories/account-federations';
import { deleteSessionSelection, saveSessionSelection } from '../repositories/session-selections';
import { authTypeOfAmr } from './access/session-origin';
import { isPlatformOperator } from './admin/access';
import { AuditType, recordAudit } from './audit';
import { AUTHORITY_OF } from './authority';
import { requireSession, type SessionContext } from './session';
import type { ServiceContext } from './context';

// Refinement sections by the spec's numbering (000 §3); 2 is not used.
const REFINEMENT_SECTIONS = [
  { id: 0, name: 'icsCode' },
  { id: 1, name: 'publisher' },
  { id: 3, name: 'category' },
  { id: 4, name: 'topic' },
  { id: 5, name: 'industry' },
  { id: 6, name: 'documentType' },
  { id: 7, name: 'committee' },
];

// Sidebar entries the user menu list can hide (000 §2.5).
const USER_MENUS = [
  'Home',
  'Subscriptions',
  'Tracker',
  'Favorites',
  'Groups',
  'E-Learning',
  'Compass Points',
  'Subscription Usage',
  'Custom Collection',
  'Compass Points Admin',
  'Compass Points Report',
];

/** Optional per-account overrides kept in accounts.settings_json. */
interface AccountSettings {
  hiddenMenus?: string[];
  hiddenRefinementSections?: number[];
  billboard?: boolean;
  accAppAuthSetting?: ValidationReply['accAppAuthSetting'];
}

function settingsOf(account: Selectable<AccountTable> | null): AccountSettings {
  if (!account) return {};
  try {
    return JSON.parse(account.settings_json || '{}') as AccountSettings;
  } catch {
    return {};
  }
}

function parseJson(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Every signed-in user is a COMPASS_USER; stored authorities add to it. The operator's is listed
 * only when the server grants it (access.ts), so the app never offers what would be refused.
 */
function authoritiesOf(stored: string, operator: boolean): Authority[] {
  const list = stored
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is Authority => authoritySchema.safeParse(s).success && (operator || s !== OPERATOR_AUTHORITY));
  return [...new Set<Authority>(['COMPASS_USER', ...list])];
}

/** The session reply of GET api/account (000 §3 Account/session). */
export function toAccountReply(session: SessionContext, profileManagementUrl: string | null, operator = false): Account {
  const { user, account, entitlements } = session;
  const address = parseJson(user.address_json);
  const settings = settingsOf(account);
  const hiddenMenus = new Set(settings.hiddenMenus ?? []);
  const authorities = authoritiesOf(user.authorities, operator);
  // 000 §2.5 lists Subscription Usage for everyone and lets the menu list hide entries: it is
  // hidden here for whoever the usage report's guard would turn away, so no entry is a dead end.
  const readsUsage =
    (authorities as string[]).some((a) => a === AUTHORITY_OF.ADMIN || a === AUTHORITY_OF.REPORT_VIEW) &&
    account?.content_security !== 'drm-view';
  if (!readsUsage) hiddenMenus.add('Subscription Usage');
  const hiddenSections = new Set(settings.hiddenRefinementSections ?? []);
  return {
    activated: true,
    login: user.email,
    userAccounts: {
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      companyName: user.company_name,
      address1: str(address.address1),
      address2: str(address.address2),
      city: str(address.city),
      state: str(address.state),
      country: str(address.country),
      postalCode: str(address.postalCode),
      phone: str(address.phone),
    },
    cgEntitlements: entitlements.map((a) => ({ accountId: a.id, accountName: a.name, accountSetting: { acronym: a.acronym } })),
    selectedAccountId: account?.id ?? null,
    authorities,
    userType: user.user_type,
    langKey: user.lang_key,
    compassPointFlag: account?.compass_point_flag === 1,
    customCollection: account?.custom_collection === 1,
    semanticSearchFlag: account?.semantic_search_flag === 1,
    // Nothing is due until an account is chosen; then its agreement must be accepted if required.
    lcaAgreementFlag: !account || account.lca_required === 0 || account.lca_accepted_at !== null,
    contentSecurity: account?.content_security ?? null,
    refinementSections: REFINEMENT_SECTIONS.map((s) => ({ ...s, displayFlag: hiddenSections.has(s.id) ? 'N' : 'Y' })),
    billboard: settings.billboard === true,
    profileManagementUrl,
    userMenuList: USER_MENUS.map((menuName) => ({ menu: { menuName }, isShowed: !hiddenMenus.has(menuName) })),
  };
}

/** GET api/account. */
export async function getAccount(ctx: ServiceContext): Promise<Account> {
  const session = await requireSession(ctx);
  // 000 §2.5: My Account becomes the tenant's profile-management link only when that setting is
  // given; the user-management address is the admins' own entry of the menu.
  const profileUrl = (ctx.tenant!.config as { profileManagementUrl?: unknown }).profileManagementUrl;
  return toAccountReply(
    session,
    typeof profileUrl === 'string' && profileUrl ? profileUrl : null,
    isPlatformOperator(session, ctx.tenant),
  );
}

/** The account's access modes for the validation result (000 §3 accAppAuthSetting). */
async function accAppAuthSettingOf(
  ctx: ServiceContext,
  account: Selectable<AccountTable>,
): Promise<ValidationReply['accAppAuthSetting']> {
  const setting = settingsOf(account).accAppAuthSetting;
  return {
    ipEnabled: account.ip_access_enabled === 1 || setting?.ipEnabled === true,
    appletEnabled: setting?.appletEnabled === true || (await accountHasApplet(ctx.db, account.id)),
    fedSSOEnabled: setting?.fedSSOEnabled === true,
  };
}

/**
 * POST api/account/switch: only to an account the user is entitled to, and for a session that
 * came through an account with a token (JWT, APPLET, SSO) only to that account: 000 §4 has such
 * tokens use the originating whitelisted account.
 */
export async function switchAccount(ctx: ServiceContext, body: SwitchAccountBody): Promise<ValidationReply> {
  const session = await requireSession(ctx);
  const target = session.entitlements.find((a) => a.id === body.accountId);
  if (!target) throw forbidden(ErrorCode.forbidden);
  const db = ctx.db;
  const origin = await findSessionOrigin(db, session.sessionKey);
  const bound = origin && origin.user_id === session.userId && origin.auth_type !== 'IP' ? origin.whitelisted_account_id : null;
  if (bound !== null && bound !== target.id) throw forbidden(ErrorCode.forbidden);
  const setting = await accAppAuthSettingOf(ctx, target);
  // An SSO session is valid only for the account whose identity provider owns the user's domain
  // (not another account, nor one whose federation ended since sign-in): the client shows the
  // SSO message, then signs out (000 §4). Nothing is selected then.
  const sso = (await sessionAuthType(ctx, session)) === 'SSO';
  const valid = !sso || (await findFederationByEmail(db, session.tenantId, session.user.email))?.account_id === target.id;
  const reply = {
    validationResult: valid,
    maeValidationMsg: null,
    accAppAuthSetting: { ...setting, fedSSOEnabled: sso || setting.fedSSOEnabled },
  };
  if (!valid) return reply;
  await saveSessionSelection(db, session.sessionKey, session.userId, target.id, new Date().toISOString());
  await recordAudit(db, {
    tenantId: session.tenantId,
    accountId: target.id,
    userId: session.userId,
    principal: session.user.email,
    type: AuditType.accountSwitch,
    data: { from: session.account?.id ?? null, to: target.id, authType: body.authType ?? null },
  });
  return reply;
}

/**
 * POST api/account/logout: ends the provider session and its grant on the server (so refresh
 * tokens die even if the browser never reaches the provider, and the access token is refused from
 * the next request on), then names the /v2/logout URL.
 */
export async function logout(ctx: ServiceContext): Promise<{ logoutUrl: string }> {
  const session = await requireSession(ctx);
  const tenant = ctx.tenant!;
  const clientId = clientIdFor(tenant.id);
  const { provider } = await ctx.oidc.providers.get(tenant.id, tenant.origin);
  // The grant of the calling token, and the session's grant for the app if that is another one.
  const grantIds = new Set<string>(ctx.auth?.grantId ? [ctx.auth.grantId] : []);
  const providerSession = await provider.Session.findByUid(session.sessionKey);
  if (providerSession && providerSession.accountId === String(session.userId)) {
    const grantId: string | undefined = providerSession.grantIdFor(clientId);
    if (grantId) grantIds.add(grantId);
    await providerSession.destroy();
    ctx.invalidation.publish('liveness', { sessionUid: session.sessionKey });
  }
  const Adapter = kyselyAdapter(ctx.db);
  for (const grantId of grantIds) {
    for (const model of ['AccessToken', 'RefreshToken', 'AuthorizationCode']) await new Adapter(model).revokeByGrantId(grantId);
    await new Adapter('Grant').destroy(grantId);
    // Every node refuses the signed-out access token once this is committed (token-liveness.ts).
    ctx.invalidation.publish('liveness', { grantId });
  }
  await deleteSessionSelection(ctx.db, session.sessionKey);
  await deleteSessionOrigin(ctx.db, session.sessionKey);
  await recordAudit(ctx.db, {
    tenantId: tenant.id,
    userId: session.userId,
    principal: session.user.email,
    type: AuditType.signOut,
    data: { ip: ctx.ip },
  });
  const q = new URLSearchParams({ client_id: clientId, returnTo: `${tenant.origin}/` });
  return { logoutUrl: `${tenant.origin}/v2/logout?${q}` };
}

/** The mode this provider session began with (its login's `amr`, set when the sign-in finished). */
async function sessionAuthType(ctx: ServiceContext, session: SessionContext): Promise<AuthType> {
  const { provider } = await ctx.oidc.providers.get(session.tenantId, ctx.tenant!.origin);
  const providerSession = await provider.Session.findByUid(session.sessionKey);
  return authTypeOfAmr(providerSession?.accountId === String(session.userId) ? providerSession.amr : undefined);
}

/**
 * GET login/api/v1/authenticationData: the mode this provider session began with, and for a
 * sign-in without a password the address it came from and the account it came through (for SSO,
 * the account whose identity provider vouched for the user: 000 §4).
 */
export async function getAuthenticationData(ctx: ServiceContext): Promise<AuthenticationData> {
  const session = await requireSession(ctx);
  const [authType, origin] = await Promise.all([sessionAuthType(ctx, session), findSessionOrigin(ctx.db, session.sessionKey)]);
  const recorded = origin && origin.user_id === session.userId && origin.auth_type === authType ? origin : null;
  const federation = authType === 'SSO' ? await findFederationByEmail(ctx.db, session.tenantId, session.user.email) : undefined;
  return {
    authType,
    requestId: ctx.client?.requestId ?? String(ctx.requestId),
    originatedIpAddress: recorded?.originated_ip ?? ctx.ip,
    originatedWhiteListedAccount: recorded?.whitelisted_account_id ?? federation?.account_id ?? null,
  };
}
