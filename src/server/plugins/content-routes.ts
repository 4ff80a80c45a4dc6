import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { CONTENT_MODES, modeCovers, type ContentMode } from '../services/content-access/policy';

/*
 * Content routes are marked where they are declared: `config: { content: 'view' | 'download' }`.
 * This plugin keeps the app's route table (the route-walk test reads it) and gives every marked
 * route a guard: a success reply the content policy did not grant (services/content-access) is
 * replaced by a 500 and logged, so a handler that forgets the policy fails closed instead of
 * handing the document out. The guard also applies the policy's caching rule (no-store for DRM).
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** What the content policy granted this request; null until it granted anything. */
    contentGranted: ContentMode | null;
    /** The policy granted content that no cache may keep (restricted viewing); this guard sends no-store. */
    contentNoStore: boolean;
  }
  interface FastifyContextConfig {
    /** This route replies with document content of this mode; its handler must call requireContent. */
    content?: ContentMode;
  }
  interface FastifyInstance {
    /** Every route of the app as declared (method, url, its content mark, whether it has a reply schema). */
    routeTable: RouteRecord[];
  }
}

export interface RouteRecord {
  method: string;
  url: string;
  content: ContentMode | null;
  /** The route's declared JSON reply for 200/201 (a contract schema); binary and HTML replies have none. */
  replySchema: unknown;
}

const asArray = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

async function guard(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const declared = reply.routeOptions.config.content;
  if (!declared || reply.statusCode >= 400) return payload;
  if (req.contentGranted && modeCovers(req.contentGranted, declared)) {
    // Whatever the handler chose, content the policy marked (DRM viewing) is never stored.
    if (req.contentNoStore) reply.header('cache-control', 'private, no-store');
    return payload;
  }
  req.log.error(
    { route: reply.routeOptions.url, declared, granted: req.contentGranted },
    'content reply without a content-policy grant: refused',
  );
  (payload as { destroy?: () => void } | null)?.destroy?.();
  for (const h of ['content-length', 'content-range', 'content-disposition', 'etag', 'last-modified', 'accept-ranges'])
    reply.removeHeader(h);
  reply.code(500).type('application/json');
  return JSON.stringify({ status: 500, title: 'Internal Server Error', message: 'An unexpected error has occurred.' });
}

/** Registers the route table and the guard; call before any route is added. */
export function registerContentRoutes(app: FastifyInstance): void {
  const table: RouteRecord[] = [];
  app.decorate('routeTable', table);
  app.decorateRequest('contentGranted', null);
  app.decorateRequest('contentNoStore', false);
  app.addHook('onRoute', (route: RouteOptions) => {
    const content = (route.config as { content?: unknown } | undefined)?.content;
    if (content !== undefined && !CONTENT_MODES.includes(content as ContentMode))
      throw new Error(`route ${route.url}: config.content must be one of ${CONTENT_MODES.join(', ')}`);
    const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
    for (const method of asArray(route.method)) {
      table.push({
        method: String(method),
        url: route.url,
        content: (content as ContentMode | undefined) ?? null,
        replySchema: response?.['200'] ?? response?.['201'] ?? null,
      });
    }
    if (content) route.onSend = [...asArray(route.onSend), guard] as RouteOptions['onSend'];
  });
}

/** Records a grant of the content policy on the request; several editions (compare) each pass, and the request keeps the weakest grant. */
export function recordContentGrant(req: FastifyRequest, mode: ContentMode, noStore: boolean): void {
  if (noStore) req.contentNoStore = true;
  req.contentGranted = req.contentGranted && !modeCovers(mode, req.contentGranted) ? mode : (req.contentGranted ?? mode);
}
