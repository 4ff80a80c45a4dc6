import { useTranslation } from 'react-i18next';
import type { Account, AuthenticationData } from '../../../../api/account';
import { Button } from '../../../components/ui/Button';
import { useSwitchAccount } from '../api/switch-account';
import { validationFailureKey } from '../session-rules';
import { sessionState } from '../state';

/**
 * Switch account (000 §2.4): the entitled accounts with a Select button each, the originating IP
 * address and a tech-support mail link. A successful switch reloads the session.
 */
export function SwitchAccountPage({
  account,
  authenticationData,
  supportEmail,
  onSwitched,
}: {
  account: Account;
  authenticationData: AuthenticationData | null;
  supportEmail: string;
  onSwitched?: () => void;
}) {
  const { t } = useTranslation();
  const sw = useSwitchAccount();
  const choose = (accountId: number) =>
    sw.mutate(
      { accountId, auth: authenticationData },
      {
        onSuccess: (reply) => {
          if (reply.validationResult) onSwitched?.();
          else sessionState.signOutInfo = { messageKey: validationFailureKey(reply) };
        },
      },
    );
  return (
    <section aria-labelledby="switch-account-title" className="mx-auto w-full max-w-2xl px-4 py-6">
      <h1 id="switch-account-title" className="text-2xl font-bold text-ink-900">
        {t('switchAccount.title')}
      </h1>
      <p className="mt-2 text-ink-700">{t('switchAccount.intro')}</p>
      <ul className="mt-4 divide-y divide-ink-100 rounded-xl border border-ink-100 bg-white">
        {account.cgEntitlements.map((e) => (
          <li key={e.accountId} className="flex items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-ink-900">{e.accountName}</p>
              {e.accountSetting.acronym && <p className="text-sm text-ink-600">{e.accountSetting.acronym}</p>}
            </div>
            {account.selectedAccountId === e.accountId && (
              <span className="text-sm text-ink-600">{t('switchAccount.current')}</span>
            )}
            <Button
              onClick={() => choose(e.accountId)}
              disabled={sw.isPending}
              aria-label={t('switchAccount.selectNamed', { name: e.accountName })}
            >
              {t('switchAccount.select')}
            </Button>
          </li>
        ))}
      </ul>
      {authenticationData?.originatedIpAddress && (
        <p className="mt-4 text-sm text-ink-700">
          {t('switchAccount.ipAddress', { ip: authenticationData.originatedIpAddress })}
        </p>
      )}
      {supportEmail && (
        <p className="mt-2 text-sm text-ink-700">
          {t('switchAccount.supportIntro')}{' '}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${supportEmail}`}>
            {t('switchAccount.supportLink')}
          </a>
        </p>
      )}
    </section>
  );
}
