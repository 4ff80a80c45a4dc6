import type { TenantConfig } from '../../../api/tenant';

/**
 * 000 §3 application profile: the home page wears a ribbon naming the running profile when one of
 * the active profiles is listed in display-ribbon-on-profiles (a demo or test installation says
 * so, so nobody mistakes it for the production library). Null: no ribbon.
 */
export function ribbonProfile(profile: TenantConfig['applicationProfile']): string | null {
  const shown = new Set(profile.displayRibbonOnProfiles.map((p) => p.trim().toLowerCase()));
  return profile.activeProfiles.find((p) => shown.has(p.trim().toLowerCase()))?.trim() ?? null;
}
