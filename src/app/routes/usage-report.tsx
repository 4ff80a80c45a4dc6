import { UsageReportPage } from '../features/usage-report/components/UsageReportPage';
import { useSession } from '../features/session/components/session-context';

/** /usage-report: usage dashboards (002 §2; guard ADMIN or REPORT_VIEW, not under DRM). */
export function Component() {
  const { account, tenant } = useSession();
  return <UsageReportPage accountId={account.selectedAccountId} tenantName={tenant.tenantName} />;
}
