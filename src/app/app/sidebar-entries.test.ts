import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../api/subscriptions';
import { sidebarEntries, type SidebarInput } from './sidebar-entries';
import { makeAccount, makeTenant } from '../../../tests/helpers/app-fixtures';

const sub = (id: number): Subscription => ({
  id,
  subscriptionInfo: {
    publisherSearchKey: `P${id}`,
    subscriptionAbbrName: `S${id}`,
    subscriptionImagePath: '',
    subscriptionName: `Sub ${id}`,
  },
});
function input(
  over: { tenant?: Parameters<typeof makeTenant>[0]; account?: Parameters<typeof makeAccount>[0] } & Partial<
    Omit<SidebarInput, 'tenant' | 'account'>
  > = {},
): SidebarInput {
  return {
    ...over,
    tenant: makeTenant(over.tenant),
    account: makeAccount(over.account),
    subscriptions: over.subscriptions ?? [],
    groupEnabled: over.groupEnabled ?? false,
    externalUrls: over.externalUrls ?? [],
  };
}
const ids = (i: SidebarInput, section?: string) =>
  sidebarEntries(i)
    .filter((e) => !section || e.section === section)
    .map((e) => e.id);

describe('first block: Home, Subscriptions (more than one), Tracker, Favorites, Groups, E-Learning', () => {
  it('a plain main-tenant user gets home, favorites and e-learning', () =>
    expect(ids(input(), 'main')).toEqual(['home', 'favorites', 'eLearning']));
  it('subscriptions only when more than one, as an expandable list', () => {
    expect(ids(input({ subscriptions: [sub(1)] }), 'main')).not.toContain('subscriptions');
    const e = sidebarEntries(input({ subscriptions: [sub(1), sub(2)] })).find((x) => x.id === 'subscriptions');
    expect(e?.children?.map((c) => c.labelKey)).toEqual(['Sub 1', 'Sub 2']);
    expect(e?.children?.[0].to).toContain('/mysubscription-search/?content=&stype=A&categories=');
  });
  it('tracker needs the show-tracker feature and the Tracker user-menu entry', () => {
    const tracker = [{ menu: { menuName: 'Tracker' }, isShowed: true }];
    expect(ids(input({ tenant: { features: ['show-tracker'] } }))).not.toContain('tracker');
    expect(ids(input({ account: { userMenuList: tracker } }))).not.toContain('tracker');
    expect(ids(input({ tenant: { features: ['show-tracker'] }, account: { userMenuList: tracker } }))).toContain('tracker');
  });
  it('groups need the group-enable flag', () => expect(ids(input({ groupEnabled: true }))).toContain('groups'));
  it('e-learning is for the main tenant only', () =>
    expect(ids(input({ tenant: { isMainTenant: false } }))).not.toContain('eLearning'));
});

describe('compass points are inserted at position 5 for individual users with the flag', () => {
  it('goes to index 4', () => {
    const list = ids(input({ groupEnabled: true, subscriptions: [sub(1), sub(2)], account: { compassPointFlag: true } }), 'main');
    expect(list.indexOf('compassPoints')).toBe(4);
  });
  it('is not there for company users', () =>
    expect(ids(input({ account: { compassPointFlag: true, userType: 'COMPANY' } }))).not.toContain('compassPoints'));
});

describe('second block: usage, custom collection, compass point admin and report', () => {
  it('custom collection when the account has one', () =>
    expect(ids(input({ account: { customCollection: true } }), 'second')).toEqual(['subscriptionUsage', 'customCollection']));
  it('compass-point admin entries need the flag and the CP admin authority', () => {
    expect(ids(input({ account: { authorities: ['COMPASS_POINT_ADMIN'] } }), 'second')).toEqual(['subscriptionUsage']);
    expect(ids(input({ account: { compassPointFlag: true, authorities: ['COMPASS_POINT_ADMIN'] } }), 'second')).toEqual([
      'subscriptionUsage',
      'compassPointsAdmin',
      'compassPointsReport',
    ]);
  });
  it("subscription usage is listed for everyone, and goes when the account's menu list hides it (000 §2.5)", () => {
    expect(ids(input(), 'second')).toEqual(['subscriptionUsage']);
    const hidden = [{ menu: { menuName: 'Subscription Usage' }, isShowed: false }];
    expect(ids(input({ account: { userMenuList: hidden } }), 'second')).toEqual([]);
  });
});

describe('external links whose position contains LEFT, then help and language on small screens', () => {
  it('keeps LEFT links only', () => {
    const e = sidebarEntries(
      input({
        externalUrls: [
          { title: 'A', url: 'https://a.example', position: 'LEFT' },
          { title: 'B', url: 'https://b.example', position: 'BOTTOM' },
          { title: 'C', url: 'https://c.example', position: 'LEFT-BOTTOM' },
        ],
      }),
    );
    expect(e.filter((x) => x.section === 'external').map((x) => x.labelKey)).toEqual(['A', 'C']);
  });
  it('help has videos, more resources (main tenant) and tenant help topics', () => {
    expect(
      ids(
        input({ tenant: { helpMenu: [{ id: 'h', key: 'Help', topics: [{ key: 'Guide', url: 'https://g.example' }] }] } }),
        'help',
      ),
    ).toEqual(['videoTutorials', 'moreResources', 'help-h-Guide']);
    expect(ids(input({ tenant: { isMainTenant: false } }), 'help')).toEqual(['videoTutorials']);
  });
  it('language section with the language-selection feature', () => {
    const lang = sidebarEntries(input({ tenant: { features: ['language-selection'] }, currentLanguage: 'AR' })).filter(
      (x) => x.section === 'language',
    );
    expect(lang).toHaveLength(14);
    expect(lang.find((x) => x.current)?.id).toBe('language-AR');
    expect(ids(input(), 'language')).toEqual([]);
  });
});

describe('entries are hidden when the user menu list marks them not shown', () => {
  it('hides favorites', () =>
    expect(ids(input({ account: { userMenuList: [{ menu: { menuName: 'Favorites' }, isShowed: false }] } }))).not.toContain(
      'favorites',
    ));
});
