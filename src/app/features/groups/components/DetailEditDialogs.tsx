import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupDetail, GroupDocument, MemberUser } from '../../../../api/groups';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';
import { notify } from '../../../lib/notifications';
import { useRenameGroup, useUpdateDocuments, useUpdateMembers } from '../api/groups';
import { documentMatches, memberMatches } from '../matching';
import { documentKey, memberKey } from '../payloads';
import { emptyTransfer, setAvailable, textUpdateEnabled, type Transfer } from '../wizard-state';
import { GroupTextField, renderDocument, renderMember } from './fields';
import { DocumentSearch, MemberSearch } from './searches';
import { TransferList } from './TransferList';

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
      {
        onSuccess: () => {
          notify({ type: 'SUCCESS', message: t('groups.notify.updated') });
          onClose();
        },
      },
    );
  return (
    <Sheet
      open
      onClose={onClose}
      title={t(kind === 'name' ? 'groups.detail.editName' : 'groups.detail.editDescription')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('groups.actions.close')}
          </Button>
          <Button disabled={!textUpdateEnabled(value, saved) || rename.isPending} onClick={submit}>
            {t('groups.actions.update')}
          </Button>
        </>
      }
    >
      <GroupTextField kind={kind} value={value} onChange={setValue} />
    </Sheet>
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
      {
        onSuccess: () => {
          notify({ type: 'SUCCESS', message: t('groups.notify.membersUpdated') });
          onClose();
        },
      },
    );
  return (
    <Sheet
      open
      onClose={onClose}
      size="xl"
      title={t('groups.detail.editMembers')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('groups.actions.close')}
          </Button>
          <Button disabled={members.chosen.length === 0 || update.isPending} onClick={submit}>
            {t('groups.actions.update')}
          </Button>
        </>
      }
    >
      <TransferList
        transfer={members}
        onChange={setMembers}
        keyOf={memberKey}
        render={renderMember}
        chosenMatches={memberMatches}
        searching={searching}
        availableLabel={t('groups.wizard.accountMembers')}
        chosenLabel={t('groups.wizard.groupMembers')}
        chosenFilterLabel={t('groups.wizard.filterMembers')}
        emptyAvailable={t('groups.wizard.searchHint')}
        availableSearch={
          <MemberSearch onSearching={setSearching} onResults={(items) => setMembers((m) => setAvailable(m, items, memberKey))} />
        }
      />
    </Sheet>
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
      {
        onSuccess: () => {
          notify({ type: 'SUCCESS', message: t('groups.notify.documentsUpdated') });
          onClose();
        },
      },
    );
  return (
    <Sheet
      open
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
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('groups.actions.close')}
          </Button>
          <Button disabled={docs.chosen.length === 0 || update.isPending} onClick={submit}>
            {t('groups.actions.add')}
          </Button>
        </>
      }
    >
      <TransferList
        transfer={docs}
        onChange={setDocs}
        keyOf={documentKey}
        render={renderDocument}
        chosenMatches={documentMatches}
        searching={searching}
        availableLabel={t('groups.wizard.availableDocuments')}
        chosenLabel={t('groups.wizard.documentsToAdd')}
        chosenFilterLabel={t('groups.wizard.filterDocuments')}
        emptyAvailable={t('groups.wizard.searchHint')}
        availableSearch={
          <DocumentSearch
            onSearching={setSearching}
            onResults={(items) =>
              setDocs((d) =>
                setAvailable(
                  d,
                  items.filter((x) => !already.has(documentKey(x))),
                  documentKey,
                ),
              )
            }
          />
        }
      />
    </Sheet>
  );
}
