import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/Link';
import type { CompassPoint, CompassPointSettingsReply } from '../../../../api/compass-points';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { basePath } from '../../../lib/auth';
import { notify } from '../../../lib/notifications';
import { usePointStatus } from '../api/point-status';
import { changeHistoryPath } from '../history-rules';
import { shareUrl } from '../shared-rules';
import { closeDialog, openPointDialog } from '../state';
import { actionsFor } from '../visibility-rules';

/** Who is looking: the rules of 001 §5, §6 need the e-mail and the compass-point-admin authority. */
export interface Viewer {
  email: string;
  cpAdmin: boolean;
}

/** What a point's actions depend on: the point, who is looking, and the compass-point settings. */
export interface PointActionsProps {
  point: CompassPoint;
  viewer: Viewer;
  settings: CompassPointSettingsReply | null;
}

/** The view dialog's actions by the visibility rules (001 §5): edit, deactivate, reactivate, share link, history. */
export function PointDialogActions({ point, viewer, settings }: PointActionsProps) {
  const { t } = useTranslation();
  const { status, markShared } = usePointStatus();
  const [confirming, setConfirming] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const actions = actionsFor(point, viewer, settings);

  async function copyLink() {
    const url = shareUrl(window.location.origin, basePath(), point.compassPointUUID);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      notify({ type: 'SUCCESS', message: t('compassPoints.share.copied') });
    } catch {
      // No clipboard (permissions, old browser): the field below shows the link to copy by hand.
    }
    if (point.own && !point.shared) markShared.mutate(point.compassPointID);
  }

  function setActive(active: boolean) {
    status.mutate(
      { id: point.compassPointID, active, name: point.name },
      {
        onSuccess: (r) => {
          setConfirming(false);
          if (r.queued) {
            // Kept on the device; the point shows the change as pending until it is sent.
            notify({ type: 'INFO', message: t('offline.queue.queuedToast') });
            closeDialog();
          } else {
            notify({ type: 'SUCCESS', message: t(active ? 'compassPoints.reactivated' : 'compassPoints.deactivated') });
          }
        },
      },
    );
  }

  return (
    <div className="flex w-full flex-col gap-2">
      {link && (
        <label className="block">
          <span className="mb-1 block text-sm font-semibold text-ink-800">{t('compassPoints.share.linkLabel')}</span>
          <input
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-lg border border-ink-300 bg-ink-50 p-2 text-sm text-ink-900"
          />
        </label>
      )}
      {/* Two columns on phones so the actions leave room for the point itself. */}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-row-reverse sm:flex-wrap sm:justify-start">
        {actions.includes('edit') && (
          <Button className="w-full sm:w-auto" onClick={() => openPointDialog(point.compassPointID, 'edit')}>
            {t('compassPoints.actions.edit')}
          </Button>
        )}
        {actions.includes('reactivate') && (
          <Button className="w-full sm:w-auto" disabled={status.isPending} onClick={() => setActive(true)}>
            {t('compassPoints.actions.reactivate')}
          </Button>
        )}
        {actions.includes('deactivate') && (
          <Button variant="danger" className="w-full sm:w-auto" onClick={() => setConfirming(true)}>
            {t('compassPoints.actions.deactivate')}
          </Button>
        )}
        {actions.includes('copyLink') && (
          <Button variant="secondary" className="w-full sm:w-auto" onClick={() => void copyLink()}>
            {t('compassPoints.actions.copyLink')}
          </Button>
        )}
        {actions.includes('history') && (
          <Link to={changeHistoryPath(point)} onClick={closeDialog} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
            {t('compassPoints.actions.history')}
          </Link>
        )}
      </div>
      <Button variant="secondary" className="w-full sm:ms-auto sm:w-auto" onClick={closeDialog}>
        {t('compassPoints.dialog.close')}
      </Button>
      <ConfirmDialog
        open={confirming}
        kind="CONFIRM"
        destructive
        title={t('compassPoints.deactivate.title')}
        confirmLabelKey="compassPoints.actions.deactivate"
        onClose={() => setConfirming(false)}
        onConfirm={() => setActive(false)}
      >
        <p>{t('compassPoints.deactivate.message', { name: point.name })}</p>
      </ConfirmDialog>
    </div>
  );
}
