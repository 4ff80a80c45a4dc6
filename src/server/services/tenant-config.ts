import { ErrorCode } from '../../api/errors';
import { isMainTenantName, tenantConfig, type TenantConfig, type ExternalUrl } from '../../api/tenant';
import { HttpError } from '../http-error';
import type { RequestTenant } from './context';
import { audienceFor, clientIdFor, issuerFor } from '../plugins/oidc-config';
import type { ServiceContext } from './context';

/** The request's tenant, or the unknown-tenant answer the client turns into the proxy-setup page. */
export function requireTenant(ctx: ServiceContext): RequestTenant {
  if (!ctx.tenant) throw new HttpError(404, ErrorCode.unknownTenant, { detail: `No tenant is configured for this host.` });
  return ctx.tenant;
}

/**
 * Stored configuration plus the per-origin parts: the issuer must equal the origin the browser
 * used plus '/', exactly, or auth0-spa-js refuses the ID token.
 */
export function tenantConfigFor(tenant: RequestTenant): TenantConfig {
  const { externalUrls: _urls, progressiveProfilingUrl: _pp, ...stored } = tenant.config;
  return tenantConfig.parse({
    ...stored,
    tenantId: tenant.id,
    tenantName: tenant.name,
    isMainTenant: isMainTenantName(tenant.name),
    identityProvider: {
      issuer: issuerFor(tenant.origin),
      clientId: clientIdFor(tenant.id),
      audience: audienceFor(tenant.origin),
    },
  });
}

export function externalUrlsFor(tenant: RequestTenant): ExternalUrl[] {
  return (tenant.config.externalUrls as ExternalUrl[] | undefined) ?? [];
}

export function accessMessagesFor(tenant: RequestTenant) {
  const cfg = tenantConfigFor(tenant);
  return {
    contentNoAccessI18nKey: cfg.contentAccessMessages.errorKey,
    supportPhone: cfg.contentAccessMessages.supportPhone,
    salesLink: cfg.contentAccessMessages.contactLink,
    tenantName: tenant.name,
    supportEmail: cfg.supportEmail,
  };
}

export function progressiveProfilingUrlFor(tenant: RequestTenant): string | null {
  return (tenant.config.progressiveProfilingUrl as string | undefined) ?? null;
}
