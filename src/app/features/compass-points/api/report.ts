import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COMPASS_POINT_REPORT_PATH, compassPointReport } from '../../../../api/compass-points';
import { http } from '../../../lib/http';
import { compassPointKeys } from './keys';

/** GET api/v1/compasspoint/report?startDate&endDate: the recorded compass-point activity (CP_ADMIN). */
export function getReport(q: { startDate: string; endDate: string }, signal?: AbortSignal) {
  return http.get(COMPASS_POINT_REPORT_PATH, compassPointReport, { query: q, signal });
}

export const useReport = (q: { startDate: string; endDate: string }) =>
  useQuery({
    queryKey: compassPointKeys.report(q.startDate, q.endDate),
    queryFn: ({ signal }) => getReport(q, signal),
    placeholderData: keepPreviousData,
  });
