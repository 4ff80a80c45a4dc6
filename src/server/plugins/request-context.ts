import type { FastifyInstance } from 'fastify';
import type { ClientContext } from '../services/context';

declare module 'fastify' {
  interface FastifyRequest {
    clientContext: ClientContext;
  }
}

// Header values land in logs; keep them short and single-line.
function header(value: string | string[] | undefined): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  return v ? v.replace(/[\r\n]/g, ' ').slice(0, 100) : null;
}

/** Reads AuthMode, RequestId and originatedIpAddress and binds them to the request's log lines. */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('clientContext', null as unknown as ClientContext);
  app.addHook('onRequest', async (req) => {
    req.clientContext = {
      authMode: header(req.headers.authmode),
      requestId: header(req.headers.requestid),
      originatedIpAddress: header(req.headers.originatedipaddress),
    };
    const bindings = Object.fromEntries(Object.entries(req.clientContext).filter(([, v]) => v !== null));
    // pino loggers can add bindings in place; the silent logger of tests cannot.
    const log = req.log as { setBindings?: (b: Record<string, unknown>) => void };
    if (Object.keys(bindings).length && typeof log.setBindings === 'function') log.setBindings(bindings);
  });
}
