import { useTranslation } from 'react-i18next';
import type { ExternalUrl, TenantConfig } from '../../../../api/tenant';
import { ExternalIcon } from '../../../components/ui/icons';

/** Tips-and-tricks cards from the tenant configuration, plus the main tenant's community links card (000 §2.6). */
export function TipsCards({ tips, community }: { tips: TenantConfig['tipsTricks']; community: ExternalUrl[] | null }) {
  const { t } = useTranslation();
  if (tips.length === 0 && !community) return null;
  return (
    <section aria-labelledby="home-tips" className="mt-10">
      <h2 id="home-tips" className="text-xl font-bold text-ink-900">
        {t('home.tips.title')}
      </h2>
      <ul className="mt-4 grid grid-cols-1 items-start gap-4 md:grid-cols-3">
        {tips.map((tip) => (
          <li key={tip.titleKey} className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
            <h3 className="font-bold text-brand-800">{t(tip.titleKey)}</h3>
            <p className="mt-1 text-base text-ink-700">{t(tip.textKey)}</p>
            {tip.url && (
              <a href={tip.url} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
                {t('home.tips.more')}
              </a>
            )}
          </li>
        ))}
        {community && (
          <li className="rounded-xl bg-brand-800 p-4 text-white">
            <h3 className="font-bold">{t('home.community.title')}</h3>
            <p className="mt-1 text-base text-brand-100">{t('home.community.text')}</p>
            <ul className="mt-2">
              {community.map((c) => (
                <li key={c.url}>
                  <a
                    href={c.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center gap-2 font-semibold text-needle-300 underline"
                  >
                    {t(c.title, { defaultValue: c.title })}
                    <ExternalIcon className="size-4" />
                    <span className="sr-only">{t('shell.opensInNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        )}
      </ul>
    </section>
  );
}
