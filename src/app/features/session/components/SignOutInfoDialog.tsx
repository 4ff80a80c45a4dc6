import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { sessionState } from '../state';

/**
 * The info dialog that signs the user out after OK (000 §2.4, §2.5). Before a sign-out the user
 * asked for (SSO, applet) only OK signs out: Escape or the close control keeps the session. After
 * a failed validation closing it signs out too: there is no way back.
 */
export function SignOutInfoDialog({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const { t } = useTranslation();
  const snap = useSnapshot(sessionState);
  const info = snap.signOutInfo;
  const done = () => {
    sessionState.signOutInfo = null;
    void onSignOut();
  };
  return (
    <ConfirmDialog open={info !== null} kind="OK" title={t('session.signOutInfo.title')} onClose={info?.cancellable ? () => { sessionState.signOutInfo = null; } : done} onConfirm={done}>
      {info && <p>{t(info.messageKey, { ...info.params, defaultValue: info.messageKey })}</p>}
    </ConfirmDialog>
  );
}
