import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { notify } from '../../../lib/notifications';
import { useDeleteGroup } from '../api/groups';

/** Deleting a group asks first (002 §2); once deleted, the groups list shows. */
export function DeleteGroupDialog({
  group,
  open,
  accountId,
  onClose,
}: {
  group: { groupID: number; name: string } | null;
  open: boolean;
  /** The account whose group it is, for an administrator acting on another account's groups. */
  accountId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteGroup();
  return (
    <ConfirmDialog
      open={open}
      kind="CONFIRM"
      destructive
      confirmLabelKey="groups.actions.delete"
      title={t('groups.delete.title')}
      onClose={onClose}
      onConfirm={() =>
        group &&
        remove.mutate(
          { groupId: group.groupID, accountId },
          {
            onSuccess: () => {
              notify({ type: 'SUCCESS', message: t('groups.notify.deleted') });
              onClose();
              navigate('/groups');
            },
          },
        )
      }
    >
      <p>{t('groups.delete.body', { name: group?.name ?? '' })}</p>
    </ConfirmDialog>
  );
}
