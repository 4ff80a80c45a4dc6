import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import type { UserAccount } from '../account-types';
import { formFromProfile } from '../account-form';
import { useMetaData } from '../api/get-meta-data';
import { AccountForm } from './AccountForm';
import { countryNamer } from './country-names';

/** /myAccount (002 §2): the profile in view mode, with an edit mode for the address and phone. */
export function MyAccountPage({ profile }: { profile: UserAccount }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const countries = useMetaData('COUNTRY');
  const states = useMetaData('STATE', profile.country === 'US');
  const countryName = useMemo(() => countryNamer(i18n.language, countries.data), [i18n.language, countries.data]);
  const stateName = states.data?.find((s) => s.code === profile.state)?.value ?? profile.state;
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const rows: [string, string][] = [
    ['name', name],
    ['email', profile.email],
    ['companyName', profile.companyName ?? ''],
    ['address1', profile.address1],
    ['address2', profile.address2],
    ['city', profile.city],
    ['state', stateName],
    ['postalCode', profile.postalCode],
    ['country', countryName(profile.country)],
    ['mobile', profile.phone],
  ];

  return (
    <section className="mx-auto w-full max-w-3xl px-3 py-4 sm:px-6" aria-labelledby="my-account-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="my-account-title" className="text-2xl font-bold text-brand-900">
          {t('account.title')}
        </h1>
        {!editing && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('account.edit')}
          </Button>
        )}
      </div>
      <div className="rounded-lg bg-white p-4 ring-1 ring-ink-100 sm:p-6">
        {editing ? (
          <>
            <dl className="mb-4 grid gap-x-6 gap-y-2 border-b border-ink-100 pb-4 sm:grid-cols-3">
              {rows.slice(0, 3).map(([k, v]) => (
                <ProfileRow key={k} label={t(`account.fields.${k}`)} value={v} />
              ))}
            </dl>
            <h2 className="mb-3 text-lg font-semibold text-ink-900">{t('account.editTitle')}</h2>
            <AccountForm initial={formFromProfile(profile)} onDone={() => setEditing(false)} />
          </>
        ) : (
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {rows.map(([k, v]) => (
              <ProfileRow key={k} label={t(`account.fields.${k}`)} value={v} />
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}

function ProfileRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-ink-600">{label}</dt>
      <dd className="break-words text-ink-900">{value || <span className="text-ink-500">{t('account.notGiven')}</span>}</dd>
    </div>
  );
}
