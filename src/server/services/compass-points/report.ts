import { CompassPointError, REPORT_DEFAULT_DAYS, type CompassPointReport } from '../../../api/compass-points';
import { badRequest, HttpError } from '../../http-error';
import { countActivePoints, countAuditsPerDay, topDocuments } from '../../repositories/compass-point-audits';
import { requireCompassPointCaller } from './point-context';
import type { ServiceContext } from '../context';

/*
 * The compass-points report (/compass-points-report, CP_ADMIN, not under DRM): activity of the
 * selected account per day from the audit trail. Carried-forward copies are not "created"
 * (nobody made them); saved shared copies are.
 */

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The range: default the past 7 days ending today (001 §7 usage reports), at most a year. */
export function reportRange(
  startDate: string | undefined,
  endDate: string | undefined,
  today = new Date(),
): { from: string; to: string; days: string[] } {
  const to = endDate ?? isoDay(today);
  const from = startDate ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (REPORT_DEFAULT_DAYS - 1) * DAY_MS));
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b) || a > b || (b - a) / DAY_MS >= MAX_DAYS)
    throw badRequest('error.validation', { params: 'reportQuery' });
  const days: string[] = [];
  for (let t = a; t <= b; t += DAY_MS) days.push(isoDay(new Date(t)));
  return { from, to, days };
}

/** GET compasspoint/report. */
export async function compassPointReport(
  ctx: ServiceContext,
  q: { startDate?: string; endDate?: string },
): Promise<CompassPointReport> {
  const caller = await requireCompassPointCaller(ctx);
  if (!caller.viewer.isCpAdmin) throw new HttpError(403, CompassPointError.notAdmin);
  if (caller.scope.session.account.content_security === 'drm-view') throw new HttpError(403, CompassPointError.notAdmin);
  const { from, to, days } = reportRange(q.startDate, q.endDate);
  const accountId = caller.viewer.accountId;
  const db = ctx.db;
  const [counts, top, activePoints] = await Promise.all([
    countAuditsPerDay(db, accountId, from, to),
    topDocuments(db, accountId, from, to, 10),
    countActivePoints(db, accountId),
  ]);
  const perDay = new Map(days.map((d) => [d, { date: d, created: 0, shared: 0, deactivated: 0, reactivated: 0 }]));
  for (const c of counts) {
    const d = perDay.get(c.day);
    if (!d) continue;
    if (c.type === 'INSERT' && !c.carried) d.created += c.n;
    else if (c.type === 'SHARE') d.shared += c.n;
    else if (c.type === 'DEACTIVATE') d.deactivated += c.n;
    else if (c.type === 'ACTIVATE') d.reactivated += c.n;
  }
  const list = [...perDay.values()];
  const sum = (k: 'created' | 'shared' | 'deactivated' | 'reactivated') => list.reduce((s, d) => s + d[k], 0);
  return {
    startDate: from,
    endDate: to,
    days: list,
    totals: {
      created: sum('created'),
      shared: sum('shared'),
      deactivated: sum('deactivated'),
      reactivated: sum('reactivated'),
      activePoints,
    },
    topDocuments: top.map((t) => ({
      contentID: t.id,
      contentCode: t.contentCode,
      designation: t.designation,
      documentTitle: t.title,
      created: t.created,
      activePoints: t.active,
    })),
  };
}
