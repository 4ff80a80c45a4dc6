import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { sessionState } from '../state';

/**
 * The info dialog that signs the user out after OK (000 §2.4, §2.5). After a failed validation
 * closing it signs out too, there is no way back; before a sign-out the user asked for (applet and
 * SSO users) only OK signs out, and Escape or closing leaves them signed in.
 */
export function SignOutInfoDialog({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const { t } = useTranslation();
  const snap = useSnapshot(sessionState);
  const info = snap.signOutInfo;
  const done = () => {
    sessionState.signOutInfo = null;
    void onSignOut();
  };
  const close = info?.dismissible
    ? () => {
        sessionState.signOutInfo = null;
      }
    : done;
  return (
    <ConfirmDialog open={info !== null} kind="OK" title={t('session.signOutInfo.title')} onClose={close} onConfirm={done}>
      {info && <p>{t(info.messageKey, { ...info.params, defaultValue: info.messageKey })}</p>}
    </ConfirmDialog>
  );
}
