import { AUTH_MODE_HEADER, ORIGINATED_IP_HEADER, REQUEST_ID_HEADER } from '../../api/http-headers';

/** What the authentication data (000 §7) says of this session, once it is known. */
export interface SessionContext {
  authMode: string | null;
  requestId: string | null;
  originatedIpAddress: string | null;
}

/**
 * The headers every call carries (000 §7): AuthMode, RequestId and originatedIpAddress. The
 * RequestId is the authentication data's; before that is known (the session's own first calls)
 * each call gets a fresh one.
 */
export function sessionHeaders(ctx: SessionContext, fresh: () => string = () => crypto.randomUUID()): Record<string, string> {
  const h: Record<string, string> = { [REQUEST_ID_HEADER]: ctx.requestId || fresh() };
  if (ctx.authMode) h[AUTH_MODE_HEADER] = ctx.authMode;
  if (ctx.originatedIpAddress) h[ORIGINATED_IP_HEADER] = ctx.originatedIpAddress;
  return h;
}

/**
 * The headers of a request the app does not send through its own client, such as pdf.js's byte
 * range fetches of a PDF (001 §7): the session's headers and, once signed in, the bearer token.
 */
export function authorizedHeaders(
  ctx: SessionContext,
  token: string | null | undefined,
  fresh?: () => string,
): Record<string, string> {
  const h = sessionHeaders(ctx, fresh);
  if (token) h.Authorization = `Bearer ${token}`;
  return h;
}
