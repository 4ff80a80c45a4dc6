import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DecorativeImage } from '../components/ui/DecorativeImage';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { lazyOnRender } from '../components/ui/lazy-open';
import { Billboard } from '../features/home/components/Billboard';
import { HomeTabs } from '../features/home/components/HomeTabs';
import { ProfileRibbon } from '../features/home/components/ProfileRibbon';
import { TipsCards } from '../features/home/components/TipsCards';
import { resolveHomeTab, type HomeTabContext } from '../features/home/home-tabs';
import { OPEN_OPTION, isDrmViewing } from '../features/open-document/open-rules';
import { useOpenDocument } from '../features/open-document/use-open-document';
import { SearchBar } from '../features/search/components/SearchBar';
import { useExternalUrls } from '../features/session/api/get-external-urls';
import { useSubscriptions } from '../features/session/api/get-subscriptions';
import { useSession } from '../features/session/components/session-context';
import { welcomeName } from '../features/session/session-rules';
import { showsHeroSearch } from '../lib/hero-search';

// Only links from older systems carry ihsResolver: its decoding and look-up load with such a link.
const IhsResolverPage = lazyOnRender(() =>
  import('../features/resolver/components/IhsResolverPage').then((m) => m.IhsResolverPage),
);

/** / and /home/{key}: hero with search, welcome-back heading, tabs, tips and community cards (000 §2.6). */
export function Component() {
  const { t } = useTranslation();
  const { tenant, account } = useSession();
  const { key } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const subscriptions = useSubscriptions();
  const externalUrls = useExternalUrls();
  const { openDocument, dialog } = useOpenDocument({ drm: isDrmViewing(account.contentSecurity) });
  const openFound = useCallback(
    (code: string, page: string | null) => openDocument(code, { page, option: OPEN_OPTION.BACKTOHOME }),
    [openDocument],
  );
  const [qs] = useSearchParams();

  const ctx: HomeTabContext = {
    userType: account.userType,
    trackerEnabled: tenant.features.includes('show-tracker'),
    subscriptionCount: subscriptions.data?.length ?? 0,
  };
  // Until the subscriptions are in, an id naming a subscription tab must not be coerced away.
  const tab = resolveHomeTab(key, subscriptions.isPending ? { ...ctx, subscriptionCount: 2 } : ctx);

  if (qs.has('ihsResolver'))
    return (
      <>
        <IhsResolverPage openFound={openFound} />
        {dialog}
      </>
    );
  return (
    <>
      <ProfileRibbon profile={tenant.applicationProfile} />
      <section
        aria-label={t('home.heroLabel', { title: tenant.title })}
        className="relative isolate z-10 bg-brand-900 py-10 text-white sm:py-14"
      >
        <DecorativeImage src={tenant.heroImage} className="absolute inset-0 -z-10 size-full object-cover opacity-40" />
        <div className="mx-auto max-w-6xl px-safe-4">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{tenant.title}</p>
          <p className="mt-1 max-w-xl text-lg">{t('home.tagline')}</p>
          {showsHeroSearch(location.pathname) && (
            <div className="mt-5">
              <SearchBar
                tenant={tenant}
                semanticSearchFlag={account.semanticSearchFlag}
                pageMode={null}
                variant="hero"
                onOpenDocument={(c) => void openDocument(c)}
              />
            </div>
          )}
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-safe-4 py-6">
        <h1 className="text-2xl font-bold break-words text-ink-900">{t('home.welcomeBack', { name: welcomeName(account) })}</h1>
        <Billboard enabled={account.billboard} />
        <div className="mt-5">
          <HomeTabs
            ctx={ctx}
            tab={tab}
            subscriptions={subscriptions.data ?? []}
            contactLink={tenant.contentAccessMessages.contactLink}
            onTabChange={(id) => navigate(`/home/${id}`)}
            onOpenDocument={(c) => void openDocument(c)}
          />
        </div>
        <TipsCards tips={tenant.tipsTricks} community={tenant.isMainTenant ? (externalUrls.data ?? []) : null} />
      </div>
      {dialog}
    </>
  );
}
