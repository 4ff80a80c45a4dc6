import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../api/idempotency';
import { abandonIdempotent, beginIdempotent, finishIdempotent, requestHash } from '../services/idempotency';

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency claim this request holds, until its reply is stored. */
    idempotencyClaim: number | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/**
 * Honours `Idempotency-Key` on signed-in writes (ARCHITECTURE §5): the first attempt runs and
 * its reply is stored under key + user; a repeat gets the stored reply without running again.
 * Registered before the routes so every write route gets the hooks. Runs in preHandler, after
 * sign-in and validation checks, so a refused or anonymous call never claims a key.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (req, reply) => {
    req.idempotencyClaim = null;
    const key = req.headers[HEADER];
    if (typeof key !== 'string' || !WRITES.has(req.method) || !req.auth || !req.tenant) return;
    const outcome = await beginIdempotent(app.db, {
      tenantId: req.tenant.id,
      userId: req.auth.userId,
      key,
      hash: requestHash(req.method, req.url, req.body),
    });
    if (outcome.kind === 'run') {
      req.idempotencyClaim = outcome.id;
      return;
    }
    reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true').header('cache-control', 'private, no-store').code(outcome.statusCode);
    if (outcome.contentType) reply.type(outcome.contentType);
    return reply.send(outcome.body === '' ? undefined : outcome.body);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const id = req.idempotencyClaim;
    if (id === null) return payload;
    req.idempotencyClaim = null;
    // Streams (file downloads) are not kept; such a write simply runs again on a repeat.
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload == null ? '' : null;
    const contentType = reply.getHeader('content-type');
    await finishIdempotent(app.db, id, { statusCode: reply.statusCode, contentType: typeof contentType === 'string' ? contentType : null, body });
    return payload;
  });

  // A request that ended before onSend (client gone, hook failure) must not hold its key forever.
  app.addHook('onResponse', async (req) => {
    if (req.idempotencyClaim !== null) await abandonIdempotent(app.db, req.idempotencyClaim);
  });
}
