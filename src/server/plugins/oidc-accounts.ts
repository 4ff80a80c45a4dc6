/*
 * What both OpenID providers, Bearing's own and the embedded company IdP, tell oidc-provider in
 * the same way: where its interactions are answered, and how a person found by subject becomes
 * the account whose claims go into ID tokens and userinfo.
 */

/** The provider sends the browser to /interaction/:uid; each provider answers that path on its own host. */
export const INTERACTION_PAGES = { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` };

/** The names a provider vouches for; a name left out is not sent at all. */
export interface NameClaims {
  name?: string;
  given_name?: string;
  family_name?: string;
}

/** The provider account of a person: the address is the one the directory verified. */
export function providerAccount(sub: string, email: string, names: NameClaims) {
  return { accountId: sub, claims: async () => ({ sub, email, email_verified: true, ...names }) };
}
