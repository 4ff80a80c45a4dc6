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
