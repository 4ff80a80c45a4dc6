import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import { formatShortDate } from '../../../lib/display-text';
import { useDocumentPointsWithPending } from '../api/document-points';
import { DISPLAY, truncate } from '../list-rules';
import { openPointDialog } from '../state';
import { flagsOf, type CompassPointFlags } from '../document-flags';
import type { ShownPoint } from '../queued-points';
import { PendingBadge } from './PendingBadge';
import { ExportMenu } from './ExportMenu';
import { EmptyNote } from '../../../components/ui/EmptyNote';

/**
 * The document's Compass Points tab (001 §2): the user's points on this edition. Choosing one
 * selects the PDF tab, scrolls to its highlight and puts annotationid in the URL (`onOpen`).
 */
export function CompassPointsTab({
  contentCode,
  onOpen,
  onFlags,
}: {
  contentCode: string;
  onOpen: (annotationId: string) => void;
  onFlags?: (f: CompassPointFlags) => void;
}) {
  const { t } = useTranslation();
  // Points made or changed offline are listed at once, marked pending until the server has them.
  const points = useDocumentPointsWithPending({ contentCode });
  // 001 §4: when the list comes back empty the document's compass-point flags switch off (and the tab goes).
  const onFlagsRef = useRef(onFlags);
  onFlagsRef.current = onFlags;
  useEffect(() => {
    if (points.data) onFlagsRef.current?.(flagsOf(points.data));
  }, [points.data]);
  if (points.isPending) return <Spinner label={t('compassPoints.loading')} />;
  const list = points.data ?? [];
  if (list.length === 0) return <EmptyNote>{t('compassPoints.empty')}</EmptyNote>;
  const live = list.filter((p) => p.status !== 'Deactivated');
  const deactivated = list.filter((p) => p.status === 'Deactivated');
  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <ExportMenu target={{ contentCode }} />
      </div>
      <PointGroup title={t('compassPoints.tab.active', { n: live.length })} points={live} onOpen={onOpen} />
      {deactivated.length > 0 && (
        <PointGroup title={t('compassPoints.tab.deactivated', { n: deactivated.length })} points={deactivated} onOpen={onOpen} />
      )}
    </div>
  );
}

function PointGroup({ title, points, onOpen }: { title: string; points: ShownPoint[]; onOpen: (annotationId: string) => void }) {
  const { t, i18n } = useTranslation();
  if (points.length === 0) return null;
  return (
    <section>
      <h2 className="mb-2 text-lg font-semibold text-brand-900">{title}</h2>
      <ul className="divide-y divide-ink-100 rounded-lg bg-white ring-1 ring-ink-100">
        {points.map((p) => {
          const live = p.status !== 'Deactivated';
          return (
            <li
              key={p.compassPointID}
              className="flex items-start gap-2 p-2 sm:p-3"
              data-pending={p.pending ? 'true' : undefined}
            >
              <button
                type="button"
                className="min-h-11 min-w-0 flex-1 px-2 text-start disabled:cursor-default"
                onClick={() => (live ? onOpen(p.selectionMetadata.annotationID) : openPointDialog(p.compassPointID))}
              >
                <span className="block font-semibold break-words text-brand-800">{p.name || t('compassPoints.untitled')}</span>
                {p.pending && <PendingBadge />}
                <span
                  className="block text-sm break-words text-ink-800"
                  title={truncate(p.selectionMetadata.selectionText, DISPLAY.selectionTooltip)}
                >
                  “{truncate(p.selectionMetadata.selectionText, DISPLAY.selectionText)}”
                </span>
                <span className="block text-xs text-ink-600">
                  {[
                    t('compassPoints.page', { page: p.selectionMetadata.pageNumber }),
                    formatShortDate(p.createdDate, i18n.language),
                    p.status !== 'Active' ? t(`compassPoints.status.${p.status}`) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {p.carryForward && (
                  <span className="mt-1 block text-xs font-semibold text-signal-700">
                    {t(
                      p.carryForward.reason === 'TEXT_CHANGED'
                        ? 'compassPoints.carryForward.changed'
                        : 'compassPoints.carryForward.missing',
                      { designation: p.carryForward.designation },
                    )}
                  </span>
                )}
              </button>
              {/* A point made offline has no server id yet: its details open once it is sent. */}
              {p.compassPointID > 0 && (
                <button
                  type="button"
                  onClick={() => openPointDialog(p.compassPointID)}
                  className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {t('compassPoints.details')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
