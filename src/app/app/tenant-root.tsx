import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { NotificationBar } from '../components/shell/NotificationBar';
import { SpinnerMask } from '../components/shell/SpinnerMask';
import { lazyOnRender } from '../components/ui/lazy-open';
import { isUnknownTenantError, useTenantConfig } from '../features/session/api/get-tenant-config';
import { initAuth } from '../lib/auth';
import { loadConsentScript } from '../lib/consent-script';
import { setDocumentBase } from '../lib/document-address';
import { InstallPrompt } from '../pwa/InstallPrompt';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { UnexpectedErrorScreen } from '../routes/unexpected-error';
import { StartWaitsForNetwork, waitsForNetwork } from './start-waits-for-network';
import { usePageTitle } from './use-page-title';

// Only a host no tenant claims shows it (a proxy set up wrong): it loads the first time it shows.
const UnknownTenantScreen = lazyOnRender(() => import('../routes/unknown-tenant').then((m) => m.UnknownTenantScreen));

/**
 * Session start, step 1 (000 §4): the tenant configuration, then the identity-provider client.
 * Nothing is shown until the configuration is known; an unknown host gets the proxy-setup page.
 */
export function TenantRoot() {
  const tenant = useTenantConfig();
  const data = tenant.data;
  usePageTitle(data?.title);

  useEffect(() => {
    if (!data) return;
    if (data.favicon)
      document.querySelector('link[rel="icon"]')?.setAttribute('href', `/tenant-assets/${data.tenantId}/favicon.svg`);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', data.themeColor);
    // White-label tenants wear their own colour: the header and brand fields use these variables.
    const root = document.documentElement.style;
    root.setProperty('--color-brand-800', data.themeColor);
    root.setProperty('--color-brand-900', `color-mix(in srgb, ${data.themeColor} 72%, black)`);
    // 000 §3 onetrust-script: the tenant's consent script, only when configured.
    loadConsentScript(data.onetrustScript);
  }, [data]);

  let body;
  if (waitsForNetwork(tenant)) body = <StartWaitsForNetwork />;
  else if (tenant.isPending) body = null;
  else if (tenant.isError)
    body = isUnknownTenantError(tenant.error) ? (
      <UnknownTenantScreen />
    ) : (
      <UnexpectedErrorScreen onRetry={() => void tenant.refetch()} />
    );
  else {
    initAuth(tenant.data.identityProvider);
    setDocumentBase(tenant.data.documentBaseUrl);
    body = <Outlet />;
  }
  return (
    <>
      {body}
      <SpinnerMask />
      <NotificationBar />
      <UpdatePrompt />
      <InstallPrompt />
    </>
  );
}
