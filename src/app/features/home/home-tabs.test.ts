import { describe, expect, it } from 'vitest';
import { HOME_TAB, defaultHomeTab, resolveHomeTab, visibleHomeTabs, type HomeTabContext } from './home-tabs';

const individual: HomeTabContext = { userType: 'INDIVIDUAL', trackerEnabled: true, subscriptionCount: 3 };
const company: HomeTabContext = { userType: 'COMPANY', trackerEnabled: true, subscriptionCount: 3 };

describe('000 §4 home tab defaults: individual recently accessed, company recently updated', () => {
  it('picks the default per user type', () => {
    expect(defaultHomeTab('INDIVIDUAL')).toBe(HOME_TAB.recentlyAccessed);
    expect(defaultHomeTab('COMPANY')).toBe(HOME_TAB.recentlyUpdated);
  });
  it('uses the default when no key is given', () => {
    expect(resolveHomeTab(undefined, individual)).toBe(0);
    expect(resolveHomeTab(undefined, company)).toBe(4);
  });
});

describe('000 §2.6 tabs by id per user type', () => {
  it('individual: recently accessed, tracker, favorites, subscriptions', () => {
    expect(visibleHomeTabs(individual)).toEqual([0, 1, 2, 3]);
  });
  it('company: recently updated, company subscriptions', () => {
    expect(visibleHomeTabs(company)).toEqual([4, 5]);
  });
});

describe('000 §4 tracker tab removed if the tracker is not enabled', () => {
  it('drops tab 1', () => {
    expect(visibleHomeTabs({ ...individual, trackerEnabled: false })).toEqual([0, 2, 3]);
  });
  it('coerces /home/1 to the default when the tracker is off', () => {
    expect(resolveHomeTab('1', { ...individual, trackerEnabled: false })).toBe(0);
    expect(resolveHomeTab('1', individual)).toBe(1);
  });
});

describe('000 §4 subscription tabs removed if the subscription count is 1 or fewer', () => {
  it('drops them at 1 and 0, keeps them at 2', () => {
    expect(visibleHomeTabs({ ...individual, subscriptionCount: 1 })).toEqual([0, 1, 2]);
    expect(visibleHomeTabs({ ...individual, subscriptionCount: 0 })).toEqual([0, 1, 2]);
    expect(visibleHomeTabs({ ...individual, subscriptionCount: 2 })).toEqual([0, 1, 2, 3]);
    expect(visibleHomeTabs({ ...company, subscriptionCount: 1 })).toEqual([4]);
  });
});

describe('000 §4 out-of-range tab ids are coerced to the default tab', () => {
  it('individual id above 3 goes to recently accessed', () => {
    expect(resolveHomeTab('4', individual)).toBe(0);
    expect(resolveHomeTab('5', individual)).toBe(0);
    expect(resolveHomeTab('99', individual)).toBe(0);
    expect(resolveHomeTab('3', individual)).toBe(3);
  });
  it('company id 3 or less goes to recently updated', () => {
    expect(resolveHomeTab('0', company)).toBe(4);
    expect(resolveHomeTab('3', company)).toBe(4);
    expect(resolveHomeTab('5', company)).toBe(5);
  });
  it('non-numeric keys go to the default', () => {
    expect(resolveHomeTab('abc', individual)).toBe(0);
    expect(resolveHomeTab('-1', company)).toBe(4);
    expect(resolveHomeTab('', company)).toBe(4);
  });
});
