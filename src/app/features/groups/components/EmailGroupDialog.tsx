import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIL_MESSAGE_MAX, MAIL_SUBJECT_MAX } from '../../../../api/groups';
import { ActionDialog } from '../../../components/ui/ActionDialog';
import { successThen } from '../../../lib/notifications';
import { useMailGroup } from '../api/groups';
import { mailPayload } from '../payloads';
import { TEXT_FIELD, ignoreEnter } from './fields';

/** Email group dialog (002 §2, §5): subject, message, copy-me; Send needs both texts; Enter in the subject does not send. */
export function EmailGroupDialog({ group, onClose }: { group: { groupID: number; name: string } | null; onClose: () => void }) {
  return group ? <Body group={group} onClose={onClose} /> : null;
}

function Body({ group, onClose }: { group: { groupID: number; name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const mail = useMailGroup();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [copyMe, setCopyMe] = useState(false);
  const ready = subject.trim() !== '' && message.trim() !== '';
  const send = () =>
    mail.mutate(mailPayload(group.groupID, subject, message, copyMe), {
      onSuccess: successThen(t('groups.notify.mailSent'), onClose),
    });
  return (
    <ActionDialog
      onClose={onClose}
      title={t('groups.mail.title', { name: group.name })}
      action={{ label: t('groups.mail.send'), disabled: !ready || mail.isPending, onClick: send }}
    >
      <div className="space-y-4">
        <div>
          <label htmlFor={`${id}-s`} className="text-sm font-semibold">
            {t('groups.mail.subject')}
          </label>
          <input
            id={`${id}-s`}
            className={`${TEXT_FIELD} min-h-11`}
            value={subject}
            maxLength={MAIL_SUBJECT_MAX}
            onChange={(e) => setSubject(e.target.value)}
            onKeyDown={ignoreEnter}
          />
        </div>
        <div>
          <label htmlFor={`${id}-m`} className="text-sm font-semibold">
            {t('groups.mail.message')}
          </label>
          <textarea
            id={`${id}-m`}
            className={TEXT_FIELD}
            rows={6}
            value={message}
            maxLength={MAIL_MESSAGE_MAX}
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-base">
          <input type="checkbox" className="size-5" checked={copyMe} onChange={(e) => setCopyMe(e.target.checked)} />
          {t('groups.mail.copyMe')}
        </label>
      </div>
    </ActionDialog>
  );
}
