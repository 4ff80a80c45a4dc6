import { ReportPage } from '../features/compass-points/components/ReportPage';

/** /compass-points-report (CP_ADMIN, not under DRM): the compass-points dashboard (001 §2). */
export function Component() {
  return <ReportPage />;
}
