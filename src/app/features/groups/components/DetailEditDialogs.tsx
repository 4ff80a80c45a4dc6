import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupDetail, GroupDocument, MemberUser } from '../../../../api/groups';
import { ActionDialog } from '../../../components/ui/ActionDialog';
import { successThen } from '../../../lib/notifications';
import { useRenameGroup, useUpdateDocuments, useUpdateMembers } from '../api/groups';
import { documentKey } from '../payloads';
import { emptyTransfer, textUpdateEnabled, type Transfer } from '../wizard-state';
import { GroupTextField } from './fields';
import { DocumentTransfer, MemberTransfer } from './transfers';

export type DetailEdit = 'name' | 'description' | 'members' | 'documents' | null;

/** The detail page's edit dialogs, one each (002 §2): name, description, members, add documents. */
export function DetailEditDialog({ group, edit, onClose }: { group: GroupDetail; edit: DetailEdit; onClose: () => void }) {
  if (edit === 'name' || edit === 'description') return <TextDialog group={group} kind={edit} onClose={onClose} />;
  if (edit === 'members') return <MembersDialog group={group} onClose={onClose} />;
  if (edit === 'documents') return <DocumentsDialog group={group} onClose={onClose} />;
  return null;
}

function TextDialog({ group, kind, onClose }: { group: GroupDetail; kind: 'name' | 'description'; onClose: () => void }) {
  const { t } = useTranslation();
  const saved = kind === 'name' ? group.name : group.longDesc;
  const [value, setValue] = useState(saved);
  const rename = useRenameGroup();
  const submit = () =>
    rename.mutate(
      {
        groupID: group.groupID,
        name: kind === 'name' ? value.trim() : group.name,
        longDesc: kind === 'description' ? value.trim() : group.longDesc,
      },
      { onSuccess: successThen(t('groups.notify.updated'), onClose) },
    );
  return (
    <ActionDialog
      onClose={onClose}
      title={t(kind === 'name' ? 'groups.detail.editName' : 'groups.detail.editDescription')}
      action={{
        label: t('groups.actions.update'),
        disabled: !textUpdateEnabled(value, saved) || rename.isPending,
        onClick: submit,
      }}
    >
      <GroupTextField kind={kind} value={value} onChange={setValue} />
    </ActionDialog>
  );
}

function MembersDialog({ group, onClose }: { group: GroupDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [members, setMembers] = useState<Transfer<MemberUser>>(() => emptyTransfer(group.rosters.map((r) => r.user)));
  const [searching, setSearching] = useState(false);
  const update = useUpdateMembers();
  const submit = () =>
    update.mutate(
      { groupID: group.groupID, memberIds: members.chosen.map((m) => m.userId) },
      { onSuccess: successThen(t('groups.notify.membersUpdated'), onClose) },
    );
  return (
    <ActionDialog
      onClose={onClose}
      size="xl"
      title={t('groups.detail.editMembers')}
      action={{ label: t('groups.actions.update'), disabled: members.chosen.length === 0 || update.isPending, onClick: submit }}
    >
      <MemberTransfer transfer={members} onChange={setMembers} searching={searching} onSearching={setSearching} />
    </ActionDialog>
  );
}

function DocumentsDialog({ group, onClose }: { group: GroupDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [docs, setDocs] = useState<Transfer<GroupDocument>>(() => emptyTransfer<GroupDocument>([]));
  const [searching, setSearching] = useState(false);
  const update = useUpdateDocuments();
  const already = new Set(group.documents.map(documentKey));
  const submit = () =>
    update.mutate(
      {
        sharedWithGroupID: group.groupID,
        addContentCodes: docs.chosen.map(documentKey),
        removeContentIds: [],
        singleDelete: false,
      },
      { onSuccess: successThen(t('groups.notify.documentsUpdated'), onClose) },
    );
  return (
    <ActionDialog
      onClose={onClose}
      size="xl"
      title={
        <>
          {t('groups.detail.addDocuments')}
          <span className="block text-sm font-normal text-ink-700">
            {t('groups.detail.addDocumentsSubtitle', { name: group.name })}
          </span>
        </>
      }
      action={{ label: t('groups.actions.add'), disabled: docs.chosen.length === 0 || update.isPending, onClick: submit }}
    >
      <DocumentTransfer
        transfer={docs}
        onChange={setDocs}
        searching={searching}
        onSearching={setSearching}
        chosenLabel={t('groups.wizard.documentsToAdd')}
        exclude={already}
      />
    </ActionDialog>
  );
}
