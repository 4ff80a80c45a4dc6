import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  COMPASS_POINT_ADMIN_PAGE_PATH,
  COMPASS_POINT_MY_PAGE_PATH,
  compassPointPage,
  type CompassPointListStatus,
} from '../../../../api/compass-points';
import { http } from '../../../lib/http';
import { compassPointKeys } from './keys';

/** GET api/v1/compasspoint/detail/page-view (mine) or list-admin (CP_ADMIN): status, pageIndex, pageSize, sort (001 §7). */
export function getListPage(
  scope: 'mine' | 'admin',
  q: { status: CompassPointListStatus; pageIndex: number; pageSize: number; sort: string },
  signal?: AbortSignal,
) {
  return http.get(scope === 'admin' ? COMPASS_POINT_ADMIN_PAGE_PATH : COMPASS_POINT_MY_PAGE_PATH, compassPointPage, {
    query: q,
    signal,
  });
}

export const useListPage = (
  scope: 'mine' | 'admin',
  q: { status: CompassPointListStatus; pageIndex: number; pageSize: number; sort: string },
) =>
  useQuery({
    queryKey: compassPointKeys.page(scope, q.status, q.pageIndex, q.sort),
    queryFn: ({ signal }) => getListPage(scope, q, signal),
    placeholderData: keepPreviousData,
  });
