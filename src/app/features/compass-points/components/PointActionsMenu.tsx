import { useTranslation } from 'react-i18next';
import { DropdownMenu, MenuEntries, type MenuEntry } from '../../../components/ui/Menu';
import { basePath } from '../../../lib/auth';
import { mutateThen } from '../../../lib/mutate-then';
import { notify } from '../../../lib/notifications';
import { usePointStatus } from '../api/point-status';
import { changeHistoryPath } from '../history-rules';
import { shareUrl } from '../shared-rules';
import { askDeactivate, openPointDialog } from '../state';
import { actionsFor } from '../visibility-rules';
import type { PointActionsProps } from './PointDialogActions';

/** A row's actions menu by the visibility rules of 001 §5 (view is always there). */
export function PointActionsMenu({ point, viewer, settings }: PointActionsProps) {
  const { t } = useTranslation();
  const { status, markShared } = usePointStatus();
  const actions = actionsFor(point, viewer, settings);
  const entries: MenuEntry[] = actions.map((a): MenuEntry => {
    switch (a) {
      case 'view':
        return { id: a, label: t('compassPoints.actions.view'), onSelect: () => openPointDialog(point.compassPointID) };
      case 'edit':
        return { id: a, label: t('compassPoints.actions.edit'), onSelect: () => openPointDialog(point.compassPointID, 'edit') };
      case 'deactivate':
        return {
          id: a,
          label: t('compassPoints.actions.deactivate'),
          onSelect: () => askDeactivate(point.compassPointID, point.name),
        };
      case 'reactivate':
        return {
          id: a,
          label: t('compassPoints.actions.reactivate'),
          // A reactivated point leaves the deactivated list, and this menu with it.
          onSelect: () =>
            mutateThen(status, { id: point.compassPointID, active: true, name: point.name }, (r) =>
              notify(
                r.queued
                  ? { type: 'INFO', message: t('offline.queue.queuedToast') }
                  : { type: 'SUCCESS', message: t('compassPoints.reactivated') },
              ),
            ),
        };
      case 'copyLink':
        return {
          id: a,
          label: t('compassPoints.actions.copyLink'),
          onSelect: () => {
            const url = shareUrl(window.location.origin, basePath(), point.compassPointUUID);
            void navigator.clipboard?.writeText(url).then(
              () => notify({ type: 'SUCCESS', message: t('compassPoints.share.copied') }),
              () => notify({ type: 'INFO', message: url }),
            );
            if (point.own && !point.shared) markShared.mutate(point.compassPointID);
          },
        };
      case 'history':
        return { id: a, label: t('compassPoints.actions.history'), to: changeHistoryPath(point) };
    }
  });
  return (
    <DropdownMenu
      label={t('compassPoints.actions.menu', { name: point.name })}
      button={
        <span aria-hidden="true" className="text-xl leading-none">
          ⋮
        </span>
      }
      buttonClassName="text-brand-800 hover:bg-brand-50"
    >
      <MenuEntries entries={entries} />
    </DropdownMenu>
  );
}
