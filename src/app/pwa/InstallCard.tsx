import { useTranslation } from 'react-i18next';
import { FloatingCard, type CardAction } from '../components/ui/FloatingCard';
import { dismissInstall, promptInstall } from './install-state';

/** The install card (see InstallPrompt): a button for a prompted install, or the iOS hint. */
export function InstallCard({ canInstall }: { canInstall: boolean }) {
  const { t } = useTranslation();
  const actions: CardAction[] = [{ label: t('pwa.install.dismiss'), onClick: () => dismissInstall() }];
  if (canInstall) actions.push({ label: t('pwa.install.button'), onClick: () => void promptInstall(), main: true });
  return (
    <FloatingCard
      tone="light"
      landmark={t('pwa.install.label')}
      leading={<img src="/icons/icon-192.png" alt="" width={40} height={40} className="rounded-lg" />}
      message={canInstall ? t('pwa.install.text') : t('pwa.install.iosHint')}
      actions={actions}
    />
  );
}
