import { useTranslation } from 'react-i18next';
import type { TenantConfig } from '../../../../api/tenant';
import { ribbonProfile } from '../profile-ribbon';

/** The home page's profile ribbon (000 §3): in the flow of the page, so it never covers a control. */
export function ProfileRibbon({ profile }: { profile: TenantConfig['applicationProfile'] }) {
  const { t } = useTranslation();
  const name = ribbonProfile(profile);
  if (!name) return null;
  return (
    <p
      role="note"
      aria-label={t('home.profileRibbon.label')}
      className="bg-needle-400 px-safe-4 py-1 text-center text-sm font-bold tracking-wide text-ink-900 uppercase"
    >
      {t('home.profileRibbon.text', { profile: name })}
    </p>
  );
}
