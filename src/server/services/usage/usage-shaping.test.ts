import { describe, expect, it } from 'vitest';
import { dailySeries, daysBetween, publisherSeries, totalsOf } from './aggregate';
import { counterJson, counterTsv, monthsOf, type ItemRow } from './counter';
import { niceMax } from './dashboard-charts';
import { signDashboardToken, verifyDashboardToken } from './dashboard-token';

describe('dashboard series: per day (every day of the range) and per publisher', () => {
  it('fills days without events with zeros and sums kinds', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    const days = dailySeries(
      [
        { day: '2026-03-01', kind: 'open', n: 2 },
        { day: '2026-03-01', kind: 'search', n: 5 },
        { day: '2026-04-01', kind: 'open', n: 9 },
        { day: '2026-03-02', kind: 'weird', n: 1 },
      ],
      '2026-02-28',
      '2026-03-02',
    );
    expect(days.map((d) => d.counts.open)).toEqual([0, 2, 0]);
    expect(totalsOf(days)).toEqual({ open: 2, download: 0, search: 5, denial: 0 });
  });
  it('groups item events per publisher, busiest first, searches left out', () => {
    const rows = publisherSeries([
      { code: 'A', name: 'Alpha', kind: 'open', n: 1 },
      { code: 'B', name: 'Beta', kind: 'download', n: 2 },
      { code: 'B', name: 'Beta', kind: 'denial', n: 1 },
      { code: null, name: null, kind: 'search', n: 40 },
    ]);
    expect(rows.map((r) => [r.code, r.total])).toEqual([
      ['B', 3],
      ['A', 1],
    ]);
  });
  it('chooses an axis maximum divisible into four gridlines', () => {
    expect(niceMax(0)).toBe(4);
    expect(niceMax(7)).toBe(8);
    expect(niceMax(130)).toBe(200);
  });
});

const row = (over: Partial<ItemRow>): ItemRow => ({
  id: 1,
  content_code: 'C1',
  designation_no: 'A 1',
  title: 'Steel',
  publisher_code: 'P',
  publisher_name: 'Pub',
  user_id: 7,
  day: '2026-01-30',
  kind: 'open',
  n: 1,
  ...over,
});

describe('COUNTER-style reports from the events', () => {
  it('splits the range into months clipped to it', () => {
    expect(monthsOf('2026-01-30', '2026-03-02')).toEqual([
      { key: '2026-01', begin: '2026-01-30', end: '2026-01-31' },
      { key: '2026-02', begin: '2026-02-01', end: '2026-02-28' },
      { key: '2026-03', begin: '2026-03-01', end: '2026-03-02' },
    ]);
    expect(monthsOf('2026-12-31', '2027-01-01').map((m) => m.key)).toEqual(['2026-12', '2027-01']);
  });
  it('TR: requests are opens plus downloads, unique requests one per user, item and day, denials are No_License', () => {
    const items = [
      row({ n: 3 }),
      row({ kind: 'download' }),
      row({ user_id: 8 }),
      row({ day: '2026-02-01' }),
      row({ kind: 'denial', n: 2 }),
    ];
    const r = counterJson({
      report: 'TR',
      startDate: '2026-01-30',
      endDate: '2026-02-02',
      institution: { id: 3, name: 'Acme' },
      items,
      searches: [],
      created: new Date('2026-02-03T00:00:00Z'),
    });
    const perf = r.Report_Items[0].Performance;
    expect(perf.map((p) => p.Period)).toEqual([
      { Begin_Date: '2026-01-30', End_Date: '2026-01-31' },
      { Begin_Date: '2026-02-01', End_Date: '2026-02-02' },
    ]);
    expect(perf[0].Instance).toEqual([
      { Metric_Type: 'Total_Item_Requests', Count: 5 },
      { Metric_Type: 'Unique_Item_Requests', Count: 2 },
      { Metric_Type: 'No_License', Count: 2 },
    ]);
    expect(perf[1].Instance).toEqual([
      { Metric_Type: 'Total_Item_Requests', Count: 1 },
      { Metric_Type: 'Unique_Item_Requests', Count: 1 },
    ]);
    expect(r.Report_Items[0].Title).toBe('A 1 Steel');
  });
  it('DR TSV: header block, blank line, one row per publisher and metric with month columns, plus the searches', () => {
    const tsv = counterTsv({
      report: 'DR',
      startDate: '2026-01-30',
      endDate: '2026-02-02',
      institution: { id: 3, name: 'Acme\tInc' },
      items: [row({}), row({ day: '2026-02-01', kind: 'download' })],
      searches: [{ day: '2026-02-01', n: 4 }],
      created: new Date('2026-02-03T00:00:00Z'),
    });
    const lines = tsv.trimEnd().split('\r\n');
    expect(lines[3]).toBe('Institution_Name\tAcme Inc');
    const blank = lines.indexOf('');
    expect(lines[blank + 1]).toBe(
      'Database\tPublisher\tPlatform\tProprietary_ID\tMetric_Type\tReporting_Period_Total\tJan-2026\tFeb-2026',
    );
    expect(lines.slice(blank + 2)).toEqual([
      'Pub\tPub\tBearing\tBearing:P\tTotal_Item_Requests\t2\t1\t1',
      'Pub\tPub\tBearing\tBearing:P\tUnique_Item_Requests\t2\t1\t1',
      'All publishers\tBearing\tBearing\tBearing:platform\tSearches_Regular\t4\t0\t4',
    ]);
  });
});

describe('dashboard URL token: signed, short-lived, account-scoped', () => {
  const claims = {
    tenantId: 'bearing',
    accountId: 3,
    userId: 3,
    startDate: '2026-01-01',
    endDate: '2026-01-08',
    lang: 'EN',
    exp: Math.floor(Date.now() / 1000) + 60,
  };
  it('verifies its own token and refuses a tampered, re-signed, expired or malformed one', () => {
    const t = signDashboardToken('s3cret', claims);
    expect(verifyDashboardToken('s3cret', t)).toEqual(claims);
    expect(verifyDashboardToken('other', t)).toBeNull();
    const [, sig] = t.split('.');
    const body = Buffer.from(JSON.stringify({ ...claims, accountId: 1 })).toString('base64url');
    expect(verifyDashboardToken('s3cret', `${body}.${sig}`)).toBeNull();
    expect(verifyDashboardToken('s3cret', t, (claims.exp + 1) * 1000)).toBeNull();
    expect(verifyDashboardToken('s3cret', 'a.b.c')).toBeNull();
    expect(verifyDashboardToken('s3cret', 'nonsense')).toBeNull();
  });
});
