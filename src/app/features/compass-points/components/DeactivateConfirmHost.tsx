import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { notify } from '../../../lib/notifications';
import { usePointStatus } from '../api/point-status';
import { closeDeactivate, compassPointUi } from '../state';

/** 001 §5: deactivating from a list asks for a confirmation first. Render it once per list screen. */
export function DeactivateConfirmHost() {
  const { t } = useTranslation();
  const { deactivating, deactivatingName } = useSnapshot(compassPointUi);
  const { status } = usePointStatus();
  return (
    <ConfirmDialog
      open={deactivating !== null}
      kind="CONFIRM"
      destructive
      title={t('compassPoints.deactivate.title')}
      confirmLabelKey="compassPoints.actions.deactivate"
      onClose={closeDeactivate}
      onConfirm={() =>
        deactivating !== null &&
        status.mutate(
          { id: deactivating, active: false, name: deactivatingName },
          {
            onSuccess: (r) => {
              closeDeactivate();
              notify(
                r.queued
                  ? { type: 'INFO', message: t('offline.queue.queuedToast') }
                  : { type: 'SUCCESS', message: t('compassPoints.deactivated') },
              );
            },
          },
        )
      }
    >
      <p>{t('compassPoints.deactivate.messageGeneric')}</p>
    </ConfirmDialog>
  );
}
