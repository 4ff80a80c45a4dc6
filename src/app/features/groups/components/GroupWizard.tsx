import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { GroupDetail, GroupDocument, MemberUser } from '../../../../api/groups';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';
import { notify, successThen } from '../../../lib/notifications';
import { useSaveGroup, useUpdateGroup } from '../api/groups';
import { savePayload, updatePayload } from '../payloads';
import { emptyTransfer, wizardButtons, type Step, type Transfer } from '../wizard-state';
import { GroupTextField } from './fields';
import { DocumentTransfer, MemberTransfer } from './transfers';

/** Props of the create / edit wizard; `group` set means edit. */
export interface GroupWizardProps {
  open: boolean;
  onClose: () => void;
  group?: GroupDetail;
  accountId?: number | null;
}

const membersOf = (g?: GroupDetail): MemberUser[] => g?.rosters.map((r) => r.user) ?? [];

/** The three-step create / edit group wizard (002 §2 Group dialogs, §4, §5). */
export function GroupWizard(props: GroupWizardProps) {
  // Remount per opening so closing resets searches and lists (002 §4).
  return props.open ? <WizardBody {...props} /> : null;
}

function WizardBody({ onClose, group, accountId }: GroupWizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveGroup();
  const update = useUpdateGroup();
  const [step, setStep] = useState<Step>(0);
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.longDesc ?? '');
  const [members, setMembers] = useState<Transfer<MemberUser>>(() => emptyTransfer(membersOf(group)));
  const [documents, setDocuments] = useState<Transfer<GroupDocument>>(() => emptyTransfer(group?.documents ?? []));
  const [searching, setSearching] = useState(false);
  // Back resets the searches and the available lists (002 §4): a new key remounts the search inputs.
  const [searchKey, setSearchKey] = useState(0);
  const buttons = wizardButtons(step, { name, description, members: members.chosen.length, documents: documents.chosen.length });
  const pending = save.isPending || update.isPending;
  const search = { searching, onSearching: setSearching, searchKey };

  function back() {
    setMembers((m) => ({ ...m, available: [], tickedAvailable: [] }));
    setDocuments((d) => ({ ...d, available: [], tickedAvailable: [] }));
    setSearchKey((k) => k + 1);
    setStep((s) => (s - 1) as Step);
  }

  function confirm() {
    const result = { name, description, members: members.chosen, documents: documents.chosen };
    if (group) {
      update.mutate(updatePayload(group, result), { onSuccess: successThen(t('groups.notify.updated'), onClose) });
    } else {
      save.mutate(savePayload(accountId ?? null, result), {
        onSuccess: (g) => {
          notify({ type: 'SUCCESS', message: t('groups.notify.created') });
          onClose();
          navigate(`/group-detail/?groupId=${g.groupID}`);
        },
      });
    }
  }

  const titles = [t('groups.wizard.stepDetails'), t('groups.wizard.stepMembers'), t('groups.wizard.stepDocuments')];
  return (
    <Sheet
      open
      onClose={onClose}
      size="xl"
      title={
        <>
          {t(group ? 'groups.wizard.editTitle' : 'groups.wizard.createTitle')}
          <span className="block text-sm font-normal text-ink-700">
            {t('groups.wizard.step', { n: step + 1, total: 3, title: titles[step] })}
          </span>
        </>
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('groups.actions.close')}
          </Button>
          {buttons.back && (
            <Button variant="secondary" onClick={back}>
              {t('groups.actions.back')}
            </Button>
          )}
          {buttons.next && (
            <Button disabled={!buttons.next.enabled} onClick={() => setStep((s) => (s + 1) as Step)}>
              {t('groups.actions.next')}
            </Button>
          )}
          {buttons.confirm && (
            <Button disabled={!buttons.confirm.enabled || pending} onClick={confirm}>
              {t('groups.actions.confirm')}
            </Button>
          )}
        </>
      }
    >
      <ol className="mb-4 flex gap-2" aria-label={t('groups.wizard.progress')}>
        {titles.map((x, i) => (
          <li
            key={x}
            aria-current={i === step ? 'step' : undefined}
            className={`h-1.5 flex-1 rounded-full ${i <= step ? 'bg-brand-700' : 'bg-ink-200'}`}
          >
            <span className="sr-only">{x}</span>
          </li>
        ))}
      </ol>
      {step === 0 && (
        <div className="space-y-4">
          <GroupTextField kind="name" value={name} onChange={setName} />
          <GroupTextField kind="description" value={description} onChange={setDescription} />
        </div>
      )}
      {step === 1 && <MemberTransfer transfer={members} onChange={setMembers} {...search} />}
      {step === 2 && (
        <DocumentTransfer
          transfer={documents}
          onChange={setDocuments}
          {...search}
          chosenLabel={t('groups.wizard.groupDocuments')}
        />
      )}
    </Sheet>
  );
}
