import type { OidcInteraction, OidcProvider } from './oidc-providers';

/**
 * Grants everything the client asked for, without a consent screen: Bearing's own first-party
 * app and the company IdP's relying party are both trusted. A provider without resource
 * indicators never asks for resource scopes, so the same grant serves both.
 */
export async function grantRequested(provider: OidcProvider, interaction: OidcInteraction): Promise<string> {
  const { Grant } = provider;
  const grant = interaction.grantId
    ? await Grant.find(interaction.grantId)
    : new Grant({ accountId: interaction.session?.accountId, clientId: interaction.params.client_id });
  const d = interaction.prompt.details;
  if (d.missingOIDCScope) grant.addOIDCScope(d.missingOIDCScope.join(' '));
  if (d.missingOIDCClaims) grant.addOIDCClaims(d.missingOIDCClaims);
  if (d.missingResourceScopes) {
    for (const [indicator, scopes] of Object.entries(d.missingResourceScopes as Record<string, string[]>))
      grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}
