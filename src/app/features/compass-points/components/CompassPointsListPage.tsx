import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/ui/Link';
import type { CompassPoint, CompassPointSettingsReply } from '../../../../api/compass-points';
import { Spinner } from '../../../components/ui/Spinner';
import { useAcknowledgedChanges, useQueuedChanges } from '../../../lib/offline-queue/use-pending';
import { formatShortDate } from '../../../lib/display-text';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useListPage } from '../api/list-page';
import { useSettings } from '../api/settings';
import {
  DISPLAY,
  LIST_PAGE_SIZE,
  encodeSort,
  listColumns,
  listParams,
  readListState,
  selectionCell,
  serverStatus,
  toggleStatus,
  truncate,
  withSort,
  type ListState,
  type SortField,
} from '../list-rules';
import {
  applyAcknowledgedPoints,
  applyQueuedToList,
  COMPASS_POINT_CHANGE,
  pendingPointChanges,
  type ShownPoint,
} from '../queued-points';
import { documentUrl } from '../shared-rules';
import { CompassPointDialogHost } from './CompassPointDialog';
import { DeactivateConfirmHost } from './DeactivateConfirmHost';
import { PendingBadge } from './PendingBadge';
import { PointActionsMenu } from './PointActionsMenu';
import { ExportMenu } from './ExportMenu';
import type { Viewer } from './PointDialogActions';
import { Pagination } from '../../../components/ui/Pagination';
import { EmptyNote } from '../../../components/ui/EmptyNote';

const PILL = 'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold ring-1 ring-inset';

/**
 * My compass points (/compass-points-list) and the admin list (/compass-points-admin-list):
 * status toggle, sortable columns, page size 10, actions by the visibility rules (001 §2, §5, §9).
 * Phones get cards and a sort picker instead of a wide table.
 */
export function CompassPointsListPage({
  scope,
  viewer,
  onOpenInViewer,
}: {
  scope: 'mine' | 'admin';
  viewer: Viewer;
  /** Admin list: opens the document in a viewer dialog after the entitlement check (001 §2). */
  onOpenInViewer?: (p: CompassPoint) => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const go = (s: ListState) => setParams(listParams(s));
  const list = useListPage(scope, {
    status: serverStatus(state.status),
    pageIndex: state.page,
    pageSize: LIST_PAGE_SIZE,
    sort: encodeSort(state.sort),
  });
  // Changes waiting in the offline queue show on the rows they name, marked pending, and
  // points made offline lead the first page of the user's active list.
  const waiting = pendingPointChanges(useQueuedChanges());
  // Changes the server acknowledged after this page was read show over it too.
  const acknowledged = useAcknowledgedChanges(COMPASS_POINT_CHANGE, list.dataUpdatedAt);
  const rows = applyQueuedToList(applyAcknowledgedPoints(list.data?.content ?? [], acknowledged), waiting, {
    scope,
    status: state.status,
    page: state.page,
  });
  // The settings are the tenant's; any listed document's contentID reads them.
  const settings = useSettings(rows[0]?.contentID ?? 0);
  const titleKey = `compassPoints.list.${scope}.${state.status}`;

  return (
    <section className="mx-auto w-full max-w-6xl px-3 py-4 sm:px-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{t(titleKey)}</h1>
        <div className="flex flex-wrap gap-2">
          <div role="group" aria-label={t('compassPoints.list.statusLabel')} className="flex gap-2">
            {(['active', 'deactivated'] as const).map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={state.status === s}
                onClick={() => go(toggleStatus(state, s))}
                className={`${PILL} ${state.status === s ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-brand-800 ring-brand-300 hover:bg-brand-50'}`}
              >
                {t(`compassPoints.list.status.${s}`)}
              </button>
            ))}
          </div>
          <ExportMenu target={{ scope, status: serverStatus(state.status) }} />
        </div>
      </div>
      {phone && (
        <SortPicker
          state={state}
          onSort={(f) => go(withSort(state, f))}
          onDir={(dir) => go({ ...state, sort: { ...state.sort, dir }, page: 0 })}
        />
      )}
      {list.isPending && rows.length === 0 ? (
        <Spinner label={t('compassPoints.loading')} />
      ) : rows.length === 0 ? (
        <EmptyNote>{t('compassPoints.empty')}</EmptyNote>
      ) : phone ? (
        <ul className="space-y-3">
          {rows.map((r) => (
            <PointCard
              key={r.compassPointID}
              point={r}
              scope={scope}
              viewer={viewer}
              settings={settings.data ?? null}
              onOpenInViewer={onOpenInViewer}
            />
          ))}
        </ul>
      ) : (
        <PointTable
          rows={rows}
          state={state}
          scope={scope}
          viewer={viewer}
          settings={settings.data ?? null}
          onSort={(f) => go(withSort(state, f))}
          onOpenInViewer={onOpenInViewer}
        />
      )}
      <Pagination
        page={state.page}
        size={LIST_PAGE_SIZE}
        total={list.data?.totalElements ?? 0}
        onPage={(page) => go({ ...state, page })}
        label={t('compassPoints.list.pager')}
      />
      <CompassPointDialogHost viewer={viewer} />
      <DeactivateConfirmHost />
    </section>
  );
}

function DocumentCell({
  point,
  scope,
  onOpenInViewer,
}: {
  point: ShownPoint;
  scope: 'mine' | 'admin';
  onOpenInViewer?: (p: CompassPoint) => void;
}) {
  const label = `${point.publisherCode} ${point.designation}`.trim() || point.contentCode;
  if (scope === 'admin' && onOpenInViewer) {
    return (
      <button
        type="button"
        onClick={() => onOpenInViewer(point)}
        className="min-h-11 text-start font-semibold text-brand-800 underline"
      >
        {label}
      </button>
    );
  }
  return (
    <Link
      to={documentUrl(point.contentCode, point.status !== 'Deactivated' ? point.selectionMetadata.annotationID : null)}
      className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
    >
      {label}
    </Link>
  );
}

function cellValue(p: CompassPoint, f: SortField, lang: string): string {
  switch (f) {
    case 'designation':
      return p.designation;
    case 'contentStatus':
      return p.contentStatus;
    case 'name':
      return truncate(p.name, DISPLAY.name);
    case 'email':
      return p.creatorEmail;
    case 'createdDate':
      return formatShortDate(p.createdDate, lang) ?? '';
    case 'deletedByEmail':
      return p.deletedByEmail ?? '';
    case 'deletedDate':
      return formatShortDate(p.deletedDate, lang) ?? '';
  }
}

function PointTable({
  rows,
  state,
  scope,
  viewer,
  settings,
  onSort,
  onOpenInViewer,
}: {
  rows: ShownPoint[];
  state: ListState;
  scope: 'mine' | 'admin';
  viewer: Viewer;
  settings: CompassPointSettingsReply | null;
  onSort: (f: SortField) => void;
  onOpenInViewer?: (p: CompassPoint) => void;
}) {
  const { t, i18n } = useTranslation();
  const cols = listColumns(state.status);
  return (
    <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-ink-100">
      <table className="w-full text-start text-sm">
        <thead className="bg-ink-50 text-ink-800">
          <tr>
            {cols.map((c) => (
              <th
                key={c}
                scope="col"
                className="px-3 py-2 text-start"
                aria-sort={state.sort.field === c ? (state.sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
              >
                <button type="button" onClick={() => onSort(c)} className="inline-flex min-h-11 items-center gap-1 font-semibold">
                  {t(`compassPoints.columns.${c}`)}
                  <span aria-hidden="true">{state.sort.field === c ? (state.sort.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                </button>
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('compassPoints.columns.selectionText')}
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t('compassPoints.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((r) => {
            const sel = selectionCell(r.selectionMetadata.selectionText);
            return (
              <tr key={r.compassPointID} className="align-top" data-pending={r.pending ? 'true' : undefined}>
                {cols.map((c) => (
                  <td key={c} className="px-3 py-2 text-ink-900" title={c === 'name' ? r.name : undefined}>
                    {c === 'designation' ? (
                      <DocumentCell point={r} scope={scope} onOpenInViewer={onOpenInViewer} />
                    ) : (
                      cellValue(r, c, i18n.language)
                    )}
                    {c === 'name' && r.pending && (
                      <div>
                        <PendingBadge />
                      </div>
                    )}
                  </td>
                ))}
                <td className="max-w-64 px-3 py-2 text-ink-800" title={sel.tooltip}>
                  {sel.text}
                </td>
                <td className="px-1 py-1 text-end">
                  {hasServerId(r) && <PointActionsMenu point={r} viewer={viewer} settings={settings} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A point made offline has no server id yet: its actions come once it is sent. */
const hasServerId = (p: ShownPoint) => p.compassPointID > 0;

function PointCard({
  point,
  scope,
  viewer,
  settings,
  onOpenInViewer,
}: {
  point: ShownPoint;
  scope: 'mine' | 'admin';
  viewer: Viewer;
  settings: CompassPointSettingsReply | null;
  onOpenInViewer?: (p: CompassPoint) => void;
}) {
  const { t, i18n } = useTranslation();
  const sel = selectionCell(point.selectionMetadata.selectionText);
  const deactivated = point.status === 'Deactivated';
  return (
    <li
      className={`rounded-lg bg-white p-3 ring-1 ${point.pending ? 'ring-needle-400' : 'ring-ink-100'}`}
      data-pending={point.pending ? 'true' : undefined}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-ink-900" title={point.name}>
            {truncate(point.name, DISPLAY.name)}
          </p>
          {point.pending && (
            <div>
              <PendingBadge />
            </div>
          )}
          <DocumentCell point={point} scope={scope} onOpenInViewer={onOpenInViewer} />
          <p className="text-xs text-ink-600">
            {t('compassPoints.columns.contentStatus')}: {point.contentStatus}
          </p>
        </div>
        {hasServerId(point) && <PointActionsMenu point={point} viewer={viewer} settings={settings} />}
      </div>
      <p className="mt-1 text-sm break-words text-ink-800" title={sel.tooltip}>
        “{sel.text}”
      </p>
      <p className="mt-1 text-xs break-words text-ink-600">
        {!hasServerId(point)
          ? t('offline.change.pending', { when: formatShortDate(point.createdDate, i18n.language) ?? '' })
          : deactivated
            ? t('compassPoints.list.deactivatedLine', {
                who: point.deletedByEmail ?? '',
                date: formatShortDate(point.deletedDate, i18n.language) ?? '',
              })
            : t('compassPoints.list.createdLine', {
                who: point.creatorEmail,
                date: formatShortDate(point.createdDate, i18n.language) ?? '',
              })}
      </p>
    </li>
  );
}

function SortPicker({
  state,
  onSort,
  onDir,
}: {
  state: ListState;
  onSort: (f: SortField) => void;
  onDir: (d: 'asc' | 'desc') => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-3 flex flex-wrap items-end gap-2">
      <label className="min-w-0 flex-1">
        <span className="mb-1 block text-sm font-semibold text-ink-800">{t('compassPoints.list.sortBy')}</span>
        <select
          value={state.sort.field}
          onChange={(e) => onSort(e.target.value as SortField)}
          className="min-h-11 w-full rounded-lg border border-ink-300 bg-white px-2"
        >
          {listColumns(state.status).map((c) => (
            <option key={c} value={c}>
              {t(`compassPoints.columns.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        onClick={() => onDir(state.sort.dir === 'asc' ? 'desc' : 'asc')}
        className={`${PILL} bg-white text-brand-800 ring-brand-300`}
      >
        {t(state.sort.dir === 'asc' ? 'compassPoints.list.ascending' : 'compassPoints.list.descending')}
      </button>
    </div>
  );
}
