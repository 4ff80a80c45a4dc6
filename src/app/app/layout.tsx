import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LANGUAGES } from '../../api/languages';
import { AppFooter } from '../components/shell/AppFooter';
import { AppHeader } from '../components/shell/AppHeader';
import { Banner } from '../components/shell/Banner';
import { nextSidebarState, sidebarOpen, type SidebarState } from '../components/shell/sidebar-state';
import { isDrmViewing } from '../features/open-document/open-rules';
import { useOpenDocument } from '../features/open-document/use-open-document';
import { HeaderSearch } from '../features/search/components/HeaderSearch';
import { OfflineBar } from '../features/offline/components/OfflineBar';
import { OfflineRuntime } from '../features/offline/components/OfflineRuntime';
import { OfflineStorageSheet } from '../features/offline/components/OfflineStorageSheet';
import { useExternalUrls } from '../features/session/api/get-external-urls';
import { useGroupEnable } from '../features/session/api/get-group-enable';
import { useSubscriptions } from '../features/session/api/get-subscriptions';
import { useSession } from '../features/session/components/session-context';
import { useSignOut } from '../features/session/components/use-sign-out';
import { welcomeName } from '../features/session/session-rules';
import { sessionState } from '../features/session/state';
import { askForPersonalSignIn } from '../lib/auth';
import { chooseLanguage } from '../lib/i18n';
import { clearUserDataCaches } from '../pwa/register';
import { accountMenuItems } from './account-menu';
import { NavigationDrawer } from './navigation-drawer';
import type { SidebarInput } from './sidebar-entries';
import { showsHeroSearch } from '../lib/hero-search';

// The layout renders again each time one of its queries answers; its chrome renders again only
// When its own props change, which keeps those renders short on a phone.
const Header = memo(AppHeader);
const Footer = memo(AppFooter);
const TenantBanner = memo(Banner);
const Offline = memo(OfflineBar);

/** The signed-in chrome (000 §2.4): header, sidebar, banner, the screen, footer. */
export function AppLayout() {
  const { i18n } = useTranslation();
  const { tenant, account, authenticationData } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSnapshot(sessionState);
  // 000 §4: after the account, load subscriptions, the group-enable flag and external URLs.
  const subscriptions = useSubscriptions();
  const groupEnable = useGroupEnable();
  const externalUrls = useExternalUrls();
  const [sidebar, setSidebar] = useState<SidebarState>('hidden');
  const { signOut, signOutNow } = useSignOut(authenticationData, clearUserDataCaches);
  const onLanguage = useCallback((code: string) => void chooseLanguage(code), []);
  const languageSelection = tenant.features.includes('language-selection');
  const { openDocument, dialog: openDialog } = useOpenDocument({ drm: isDrmViewing(account.contentSecurity) });

  const drawerInput = useMemo<SidebarInput>(
    () => ({
      tenant,
      account,
      subscriptions: subscriptions.data ?? [],
      groupEnabled: groupEnable.data?.enabled ?? false,
      externalUrls: externalUrls.data ?? [],
      currentLanguage: i18n.language,
      onLanguage,
    }),
    [tenant, account, subscriptions.data, groupEnable.data, externalUrls.data, i18n.language, onLanguage],
  );
  const menu = useMemo(
    () =>
      accountMenuItems({ tenant, account, authenticationData }).map((item) => {
        if (item.action === 'signOut') return { ...item, onSelect: signOut };
        if (item.action === 'signInPersonally')
          return {
            ...item,
            onSelect: () => {
              askForPersonalSignIn();
              void signOutNow();
            },
          };
        return item;
      }),
    [tenant, account, authenticationData, signOut, signOutNow],
  );
  // 000 §2.5: company sessions are anonymous-like, so the header offers Sign in / Register (the central login).
  // Only they have the button, and it leaves the app: the central login's code loads on the tap.
  const sso = authenticationData?.authType === 'SSO';
  const onSignIn = useMemo(
    () =>
      account.userType === 'COMPANY' && tenant.clUrl
        ? () => void import('../lib/central-login').then((m) => m.openCentralLogin(tenant.clUrl, { sso, force: false, navigate }))
        : undefined,
    [account.userType, tenant.clUrl, sso, navigate],
  );
  const languages = useMemo(
    () => (languageSelection ? LANGUAGES.map((l) => ({ code: l.code, label: l.label })) : []),
    [languageSelection],
  );
  const toggleSidebar = useCallback(() => setSidebar((s) => nextSidebarState(s, 'toggle')), []);
  const closeSidebar = useCallback(() => setSidebar((s) => nextSidebarState(s, 'close')), []);
  const searchSlot = useMemo(
    () => (
      <HeaderSearch
        tenant={tenant}
        semanticSearchFlag={account.semanticSearchFlag}
        onOpenDocument={(c) => void openDocument(c)}
      />
    ),
    [tenant, account.semanticSearchFlag, openDocument],
  );
  const helpItems = useMemo(
    () => [
      { id: 'videoTutorials', labelKey: 'nav.videoTutorials', to: '/video' },
      ...(tenant.isMainTenant ? [{ id: 'moreResources', labelKey: 'nav.moreResources', to: '/user-resources' }] : []),
    ],
    [tenant.isMainTenant],
  );

  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <Header
        tenant={tenant}
        userName={welcomeName(account)}
        languages={languages}
        currentLanguage={i18n.language}
        onLanguage={onLanguage}
        onSignOut={signOut}
        onSignIn={onSignIn}
        accountMenuItems={menu}
        helpMenu={tenant.helpMenu}
        helpItems={helpItems}
        onToggleSidebar={toggleSidebar}
        sidebarOpen={sidebarOpen(sidebar)}
        hideSearchBar={showsHeroSearch(location.pathname)}
        searchSlot={searchSlot}
      />
      {openDialog}
      <Offline />
      <TenantBanner banner={tenant.banner} />
      <NavigationDrawer open={sidebarOpen(sidebar)} onClose={closeSidebar} input={drawerInput} title={tenant.title} />
      {/* At least a screen tall, so the footer starts below the fold: a screen whose list or
          document arrives after its first paint would otherwise push a footer the user could see
          off the screen, a layout shift on every such launch. */}
      <main id="main" className="min-h-dvh flex-1">
        <Outlet />
      </main>
      <Footer tenant={tenant} raised={session.licenceOpen} />
      <OfflineStorageSheet />
      <OfflineRuntime />
    </div>
  );
}
