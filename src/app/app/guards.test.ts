import { describe, expect, it } from 'vitest';
import { checkGuard, evaluateGuards, hasAnyAuthority, type GuardContext } from './guards';
import { PATHS, routeAccess } from './route-access';
import { makeAccount, makeTenant } from '../../../tests/helpers/app-fixtures';

function ctx(
  over: { tenant?: Parameters<typeof makeTenant>[0]; account?: Parameters<typeof makeAccount>[0]; groupEnabled?: boolean } = {},
): GuardContext {
  return { tenant: makeTenant(over.tenant), account: makeAccount(over.account), groupEnabled: over.groupEnabled ?? false };
}
const allow = { kind: 'allow' };
const refuse = { kind: 'notAuthorized' };

describe('group feature guard (groups, group detail)', () => {
  it('allows when the group-enable flag is on', () =>
    expect(checkGuard({ kind: 'groupFeature' }, ctx({ groupEnabled: true }))).toEqual(allow));
  it('refuses when it is off', () => expect(checkGuard({ kind: 'groupFeature' }, ctx())).toEqual(refuse));
  it('refuses company users even if the flag says on', () =>
    expect(checkGuard({ kind: 'groupFeature' }, ctx({ groupEnabled: true, account: { userType: 'COMPANY' } }))).toEqual(refuse));
  it('guards /groups and /group-detail', () => {
    expect(evaluateGuards(routeAccess[PATHS.groups], ctx())).toEqual(refuse);
    expect(evaluateGuards(routeAccess[PATHS.groupDetail], ctx({ groupEnabled: true }))).toEqual(allow);
  });
});

describe('main tenant guard (user resources)', () => {
  it('allows the main tenant', () => expect(evaluateGuards(routeAccess[PATHS.userResources], ctx())).toEqual(allow));
  it('refuses a white-label tenant', () =>
    expect(
      evaluateGuards(routeAccess[PATHS.userResources], ctx({ tenant: { isMainTenant: false, tenantName: 'Northwind Press' } })),
    ).toEqual(refuse));
});

describe('custom collection guard', () => {
  it('allows an account with a custom collection', () =>
    expect(evaluateGuards(routeAccess[PATHS.customCollections], ctx({ account: { customCollection: true } }))).toEqual(allow));
  it('refuses one without', () => expect(evaluateGuards(routeAccess[PATHS.customCollections], ctx())).toEqual(refuse));
});

describe('compass-point flag with non-company user', () => {
  const paths = [PATHS.compassPointsList, PATHS.compassPointsChangeHistory];
  it('allows an individual with the flag', () => {
    for (const p of paths) expect(evaluateGuards(routeAccess[p], ctx({ account: { compassPointFlag: true } }))).toEqual(allow);
  });
  it('refuses an individual without the flag', () => {
    for (const p of paths) expect(evaluateGuards(routeAccess[p], ctx())).toEqual(refuse);
  });
  it('refuses a company user with the flag', () => {
    for (const p of paths)
      expect(evaluateGuards(routeAccess[p], ctx({ account: { compassPointFlag: true, userType: 'COMPANY' } }))).toEqual(refuse);
  });
});

describe('content-share tenant feature (shared with me)', () => {
  it('allows when the tenant has content-share', () =>
    expect(evaluateGuards(routeAccess[PATHS.sharedWithMe], ctx({ tenant: { features: ['content-share'] } }))).toEqual(allow));
  it('refuses otherwise', () => expect(evaluateGuards(routeAccess[PATHS.sharedWithMe], ctx())).toEqual(refuse));
});

describe('authority lists: any listed suffices, none listed means open', () => {
  it('maps route authorities to account authorities', () => {
    expect(hasAnyAuthority(['COMPASS_USER_ADMIN'], ['ADMIN'])).toBe(true);
    expect(hasAnyAuthority(['COMPASS_USAGE_REPORT_VIEWER'], ['REPORT_VIEW'])).toBe(true);
    expect(hasAnyAuthority(['COMPASS_POINT_ADMIN'], ['CP_ADMIN'])).toBe(true);
    expect(hasAnyAuthority(['COMPASS_USER'], ['ADMIN'])).toBe(false);
  });
  it('an empty list is open', () => expect(checkGuard({ kind: 'authorities', any: [] }, ctx())).toEqual(allow));
  it('usage report accepts ADMIN or REPORT_VIEW', () => {
    expect(
      evaluateGuards(routeAccess[PATHS.usageReport], ctx({ account: { authorities: ['COMPASS_USAGE_REPORT_VIEWER'] } })),
    ).toEqual(allow);
    expect(evaluateGuards(routeAccess[PATHS.usageReport], ctx({ account: { authorities: ['COMPASS_USER_ADMIN'] } }))).toEqual(
      allow,
    );
    expect(evaluateGuards(routeAccess[PATHS.usageReport], ctx())).toEqual(refuse);
  });
  it('compass-point admin paths need CP_ADMIN', () => {
    expect(
      evaluateGuards(
        routeAccess[PATHS.compassPointsAdminList],
        ctx({ account: { authorities: ['COMPASS_POINT_ADMIN'], compassPointFlag: true } }),
      ),
    ).toEqual(allow);
    expect(
      evaluateGuards(routeAccess[PATHS.compassPointsReport], ctx({ account: { authorities: ['COMPASS_USER_ADMIN'] } })),
    ).toEqual(refuse);
  });
});

describe("Compass Points Admin and Compass Points Report need the account's compass-point flag and the compass-point-admin authority (000 §2.5)", () => {
  const cpAdmin = { authorities: ['COMPASS_POINT_ADMIN'] as const };
  for (const p of [PATHS.compassPointsAdminList, PATHS.compassPointsReport]) {
    it(`${p} is refused to a compass-point admin whose account has the flag off`, () =>
      expect(
        evaluateGuards(routeAccess[p], ctx({ account: { authorities: [...cpAdmin.authorities], compassPointFlag: false } })),
      ).toEqual(refuse));
    it(`${p} is open to a compass-point admin whose account has the flag on`, () =>
      expect(
        evaluateGuards(routeAccess[p], ctx({ account: { authorities: [...cpAdmin.authorities], compassPointFlag: true } })),
      ).toEqual(allow));
  }
});

describe('DRM flag', () => {
  const drm = { contentSecurity: 'drm-view', authorities: ['COMPASS_USER_ADMIN', 'COMPASS_POINT_ADMIN'] as const };
  it('refuses the DRM-not-allowed routes under DRM even with the authority', () => {
    for (const p of [PATHS.admin, PATHS.usageReport, PATHS.compassPointsReport]) {
      expect(evaluateGuards(routeAccess[p], ctx({ account: { ...drm, authorities: [...drm.authorities] } }))).toEqual(refuse);
    }
  });
  it('allows them without DRM', () =>
    expect(evaluateGuards(routeAccess[PATHS.admin], ctx({ account: { authorities: ['COMPASS_USER_ADMIN'] } }))).toEqual(allow));
  it('redirects /document to /document-view under DRM', () =>
    expect(evaluateGuards(routeAccess[PATHS.document], ctx({ account: { contentSecurity: 'drm-view' } }))).toEqual({
      kind: 'redirect',
      to: '/document-view',
    }));
  it('leaves /document alone without DRM and /document-view open under DRM', () => {
    expect(evaluateGuards(routeAccess[PATHS.document], ctx())).toEqual(allow);
    expect(evaluateGuards(routeAccess[PATHS.documentView], ctx({ account: { contentSecurity: 'drm-view' } }))).toEqual(allow);
  });
});

describe('signed-in routes with no extra rule are open to every signed-in user', () => {
  it('home, favorites, video and search need nothing more', () => {
    for (const p of [PATHS.home, PATHS.favorites, PATHS.video, PATHS.contentSearch, PATHS.myAccount])
      expect(evaluateGuards(routeAccess[p], ctx({ account: { userType: 'COMPANY' } }))).toEqual(allow);
  });
});
