// oidc-provider ships no type declarations; the few shapes Bearing relies on are typed where used.
declare module 'oidc-provider';
