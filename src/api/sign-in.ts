/** Where the identity provider sends the browser back after sign-in (000 §2.1). */
export const SIGN_IN_CALLBACK_PATH = '/implicit/callback';

/** The scopes the app asks for (000 §4: openid, profile, email; offline_access for the kept sign-in). */
export const SIGN_IN_SCOPE = 'openid profile email offline_access';
