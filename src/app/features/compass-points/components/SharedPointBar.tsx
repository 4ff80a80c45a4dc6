import { useTranslation } from 'react-i18next';
import type { CompassPoint } from '../../../../api/compass-points';
import { mutateThen } from '../../../lib/mutate-then';
import { notify } from '../../../lib/notifications';
import { usePointStatus } from '../api/point-status';
import { canSaveShared } from '../shared-rules';

/** 001 §4: a point shared with the user, opened through its link, can be saved into their own list. */
export function SharedPointBar({ point, annotationId }: { point: CompassPoint; annotationId: string | null }) {
  const { t } = useTranslation();
  const { saveShared } = usePointStatus();
  const allowed = canSaveShared(
    {
      own: point.own,
      saved: false,
      isDeleted: point.status === 'Deactivated',
      annotationID: point.selectionMetadata.annotationID,
    },
    annotationId,
  );
  return (
    <div
      role="status"
      className="mb-2 flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 p-3 text-sm text-ink-900 ring-1 ring-brand-200"
    >
      <p className="min-w-0 flex-1">{t('compassPoints.shared.bar', { name: point.name, who: point.createdUserName })}</p>
      {allowed && (
        <button
          type="button"
          disabled={saveShared.isPending}
          // Once saved, the point is the user's own and this bar goes away: the message must outlive it.
          onClick={() =>
            mutateThen(saveShared, point.compassPointUUID, () =>
              notify({ type: 'SUCCESS', message: t('compassPoints.shared.savedToList') }),
            )
          }
          className="min-h-11 rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800 disabled:bg-ink-300"
        >
          {t('compassPoints.shared.save')}
        </button>
      )}
    </div>
  );
}
