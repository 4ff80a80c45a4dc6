import { describe, expect, it } from 'vitest';
import { refreshedAtOf } from './use-shown-data-refreshed-at';

const q = (key: string[], dataUpdatedAt: number, observers = 1, hasData = true) => ({
  queryKey: key,
  state: { data: hasData ? {} : undefined, dataUpdatedAt },
  getObserversCount: () => observers,
});

describe('stale data is marked with when it was last refreshed', () => {
  it('gives the oldest refresh among the queries on screen', () => {
    expect(refreshedAtOf([q(['home', 'tab'], 3000), q(['favorites'], 1000), q(['home', 'tab', '2'], 2000)])).toBe(1000);
  });
  it('leaves out queries nobody shows, queries without data and the session behind the chrome', () => {
    expect(
      refreshedAtOf([
        q(['home'], 5000),
        q(['favorites'], 1000, 0),
        q(['document'], 900, 1, false),
        q(['session', 'account'], 10),
      ]),
    ).toBe(5000);
  });
  it('has no time when nothing on screen came from the network', () => {
    expect(refreshedAtOf([q(['session', 'tenant-config'], 10), q(['home'], 0)])).toBeNull();
  });
});
