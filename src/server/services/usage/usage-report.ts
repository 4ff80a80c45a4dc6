import type { z } from 'zod';
import { ADMIN_AUDIT_TYPES } from '../../../api/admin';
import {
  USAGE_DASHBOARD_PATH,
  USAGE_EMBED_TTL_SECONDS,
  USAGE_MAX_RANGE_DAYS,
  defaultUsageRange,
  rangeDays,
  type CounterReport,
  type EmbedUrlReply,
  type counterQuery,
  type usageReportQuery,
} from '../../../api/usage';
import { badRequest, forbidden } from '../../http-error';
import {
  countByDay,
  countByDocumentUserDay,
  countByPublisher,
  countSearchesByDay,
  findAccountName,
  type UsageScope,
} from '../../repositories/usage-report';
import { recordAudit } from '../audit';
import { requireAuthority, type AccountSession } from '../authority';
import { dailySeries, publisherSeries, totalsOf } from './aggregate';
import { counterJson, counterTsv } from './counter';
import { dashboardPage, expiredPage } from './dashboard-page';
import { dashboardStrings } from './dashboard-strings';
import { signDashboardToken, verifyDashboardToken } from './dashboard-token';
import type { ServiceContext } from '../context';

/*
 * Usage report (002 §2, §6: ADMIN or REPORT_VIEW, not under DRM). Reports cover the caller's
 * selected account only ("uses the selected account and its entitlements"): naming another
 * account, or another tenant, is a 403.
 */

type ReportParams = Pick<
  z.output<typeof usageReportQuery>,
  'AccountID' | 'AccountNumber' | 'TenantID' | 'TenantName' | 'StartDate' | 'EndDate'
>;

interface Resolved {
  session: AccountSession;
  scope: UsageScope;
  startDate: string;
  endDate: string;
}

async function resolve(ctx: ServiceContext, q: ReportParams): Promise<Resolved> {
  const session = await requireAuthority(ctx, ['ADMIN', 'REPORT_VIEW']);
  const accountId = q.AccountID ?? q.AccountNumber ?? session.account.id;
  if (accountId !== session.account.id) throw forbidden('error.forbidden');
  const tenant = ctx.tenant!;
  if ((q.TenantID && q.TenantID !== tenant.id) || (q.TenantName && q.TenantName.toLowerCase() !== tenant.name.toLowerCase()))
    throw forbidden('error.forbidden');
  const defaults = defaultUsageRange();
  const startDate = q.StartDate ?? defaults.startDate;
  const endDate = q.EndDate ?? defaults.endDate;
  const days = rangeDays(startDate, endDate);
  if (!(days >= 1 && days <= USAGE_MAX_RANGE_DAYS)) {
    throw badRequest('error.validation', {
      fieldErrors: [{ objectName: 'usageReport', field: 'StartDate', message: days < 1 ? 'StartDate after EndDate' : 'Size' }],
    });
  }
  return { session, startDate, endDate, scope: { tenantId: tenant.id, accountId, fromDay: startDate, toDay: endDate } };
}

/** The embed-URL call (002 §7): a short-lived signed address of the dashboard page. */
export async function embedUrl(ctx: ServiceContext, q: z.output<typeof usageReportQuery>): Promise<EmbedUrlReply> {
  const r = await resolve(ctx, q);
  const exp = Math.floor(Date.now() / 1000) + USAGE_EMBED_TTL_SECONDS;
  const token = signDashboardToken(ctx.config.cookieSecret, {
    tenantId: r.scope.tenantId,
    accountId: r.scope.accountId,
    userId: r.session.userId,
    startDate: r.startDate,
    endDate: r.endDate,
    lang: q.lang ?? r.session.user.lang_key ?? 'EN',
    exp,
  });
  return {
    EmbedUrl: `${ctx.tenant!.origin}${USAGE_DASHBOARD_PATH}?token=${encodeURIComponent(token)}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/** The dashboard page for a token; an expired or foreign token gets a page saying so (status 403). */
export async function dashboard(ctx: ServiceContext, token: string): Promise<{ status: number; html: string; csp: string }> {
  const claims = verifyDashboardToken(ctx.config.cookieSecret, token);
  const accountName =
    claims && ctx.tenant && claims.tenantId === ctx.tenant.id
      ? await findAccountName(ctx.db, claims.tenantId, claims.accountId)
      : undefined;
  const { lang, dir, strings } = await dashboardStrings(claims?.lang ?? 'EN');
  if (!claims || accountName === undefined) {
    return { status: 403, html: expiredPage(strings, lang, dir), csp: "default-src 'none'; frame-ancestors 'self'" };
  }
  const scope: UsageScope = {
    tenantId: claims.tenantId,
    accountId: claims.accountId,
    fromDay: claims.startDate,
    toDay: claims.endDate,
  };
  const [byDay, byPublisher] = await Promise.all([countByDay(ctx.db, scope), countByPublisher(ctx.db, scope)]);
  const days = dailySeries(byDay, claims.startDate, claims.endDate);
  const page = dashboardPage(
    {
      accountName,
      startDate: claims.startDate,
      endDate: claims.endDate,
      days,
      publishers: publisherSeries(byPublisher),
      totals: totalsOf(days),
    },
    strings,
    lang,
    dir,
  );
  return { status: 200, ...page };
}

/** A COUNTER-style report of the selected account (JSON, or TSV text with its file name). */
export async function counterReport(
  ctx: ServiceContext,
  q: z.output<typeof counterQuery>,
): Promise<{ json: CounterReport } | { tsv: string; fileName: string }> {
  const r = await resolve(ctx, q);
  const [items, searches] = await Promise.all([
    countByDocumentUserDay(ctx.db, r.scope),
    q.report === 'DR' ? countSearchesByDay(ctx.db, r.scope) : [],
  ]);
  const input = {
    report: q.report,
    startDate: r.startDate,
    endDate: r.endDate,
    institution: { id: r.scope.accountId, name: r.session.account.name },
    items,
    searches,
  };
  await recordAudit(ctx.db, {
    tenantId: r.scope.tenantId,
    accountId: r.scope.accountId,
    userId: r.session.userId,
    principal: r.session.user.email,
    type: ADMIN_AUDIT_TYPES.usageExport,
    data: { report: q.report, format: q.format, accountId: r.scope.accountId, startDate: r.startDate, endDate: r.endDate },
  });
  if (q.format === 'tsv')
    return { tsv: counterTsv(input), fileName: `${q.report}_${r.scope.accountId}_${r.startDate}_${r.endDate}.tsv` };
  return { json: counterJson(input) };
}
