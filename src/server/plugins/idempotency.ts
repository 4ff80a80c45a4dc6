import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, IdempotencyError } from '../../api/idempotency';
import { beginRequestTransaction, type RequestTransaction } from '../db/request-transaction';
import { crashPoint } from '../fault';
import { HttpError } from '../http-error';
import {
  abandonIdempotent,
  beginIdempotent,
  finishIdempotent,
  requestHash,
  type IdempotencyClaim,
} from '../services/idempotency';

interface HeldKey {
  claim: IdempotencyClaim;
  /** The transaction the write's change and its stored reply share; null for file replies. */
  tx: RequestTransaction | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency claim this request holds, until its reply is stored. */
    idempotency: HeldKey | null;
  }
  interface FastifyContextConfig {
    /**
     * false on a write-method route that only answers a query (search, counts): an
     * Idempotency-Key means nothing there, and the request needs no transaction of its own.
     */
    idempotent?: false;
  }
}

/** Route config of a write-method route that only answers a query: keys are ignored there. */
export const QUERY_ONLY = { idempotent: false } as const;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/**
 * Honours `Idempotency-Key` on signed-in API writes (src/README.md §5): the first attempt runs and
 * its reply is stored under key + user; a repeat gets the stored reply without running again.
 *
 * The attempt runs in one request transaction (db/request-transaction.ts) that also stores its
 * reply before it commits, so a node dying mid-write leaves both the change and the reply or
 * neither; the claim itself is committed first, so a repeat meanwhile answers "in progress" and,
 * past the lease, takes the claim over and runs the change once. Routes that reply with files
 * (content downloads) keep no reply; they run outside a transaction and run again on a repeat.
 *
 * Registered before the routes so every write route gets the hooks. Runs in preHandler, after
 * sign-in and validation checks, so a refused or anonymous call never claims a key.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotency', null);

  // Callback style: the route's handler must run inside the transaction's async context, and only
  // a callback hook calls the next step (ultimately the handler) from where it chooses.
  app.addHook('preHandler', (req, reply, done) => {
    req.idempotency = null;
    const key = req.headers[HEADER];
    const config = reply.routeOptions.config;
    if (
      typeof key !== 'string' ||
      !WRITES.has(req.method) ||
      !req.auth ||
      !req.tenant ||
      config.idempotent === false ||
      !req.url.startsWith('/api/')
    ) {
      done();
      return;
    }
    claim(req, reply, key, !config.content).then(
      (held) => {
        if (!held) return; // answered with the stored reply
        req.idempotency = held;
        if (held.tx) held.tx.run(done);
        else done();
      },
      (err: Error) => done(err),
    );
  });

  async function claim(req: FastifyRequest, reply: FastifyReply, key: string, transactional: boolean): Promise<HeldKey | null> {
    const outcome = await beginIdempotent(app.db, {
      tenantId: req.tenant!.id,
      userId: req.auth!.userId,
      key,
      hash: requestHash(req.method, req.url, req.body),
      leaseMs: app.config.idempotencyLeaseMs,
    });
    if (outcome.kind === 'run') {
      if (!transactional) return { claim: outcome.claim, tx: null };
      try {
        return { claim: outcome.claim, tx: await beginRequestTransaction(app.db) };
      } catch (err) {
        await abandonIdempotent(app.db, outcome.claim);
        throw err;
      }
    }
    reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true').header('cache-control', 'private, no-store').code(outcome.statusCode);
    if (outcome.contentType) reply.type(outcome.contentType);
    reply.send(outcome.body === '' ? undefined : outcome.body);
    return null;
  }

  app.addHook('onSend', async (req, reply, payload) => {
    const held = req.idempotency;
    if (!held) return payload;
    req.idempotency = null;
    // Streams (file downloads) are not kept; such a write simply runs again on a repeat.
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload == null ? '' : null;
    const contentType = reply.getHeader('content-type');
    const result = { statusCode: reply.statusCode, contentType: typeof contentType === 'string' ? contentType : null, body };
    const { claim, tx } = held;
    if (!tx) {
      await finishIdempotent(app.db, claim, result);
      return payload;
    }
    try {
      if (result.statusCode >= 500) {
        // A server failure keeps nothing of the attempt: a retry runs the whole change again.
        await tx.rollback();
        await finishIdempotent(app.db, claim, result);
        return payload;
      }
      crashPoint('after-change');
      if (!(await tx.run(() => finishIdempotent(app.db, claim, result)))) {
        // A retry took the key over (this attempt outran its lease): that attempt's change counts.
        await tx.rollback();
        throw new HttpError(409, IdempotencyError.inProgress);
      }
      await tx.commit();
      crashPoint('after-commit');
      return payload;
    } catch (err) {
      if (tx.open)
        await tx.rollback().catch((e: unknown) => req.log.error({ err: e }, 'rolling back an idempotent write failed'));
      // Fenced: frees the key only if this attempt still holds it and stored no reply (a commit
      // that failed ambiguously but did land keeps its reply).
      await abandonIdempotent(app.db, claim).catch((e: unknown) =>
        req.log.error({ err: e }, 'freeing an idempotency key failed'),
      );
      throw err;
    }
  });

  // A request that ended before onSend (client gone, hook failure) must not hold its key, nor its
  // transaction, forever.
  app.addHook('onResponse', async (req) => {
    const held = req.idempotency;
    if (!held) return;
    req.idempotency = null;
    if (held.tx?.open) await held.tx.rollback();
    await abandonIdempotent(app.db, held.claim);
  });
}
