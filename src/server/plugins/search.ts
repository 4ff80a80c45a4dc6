import type { FastifyInstance } from 'fastify';
import { createSearchIndex } from '../search/search-index';
import type { SearchIndex } from '../search/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one search index of this app (src/README.md §6); its snapshot follows `search.version`. */
    searchIndex: SearchIndex;
  }
}

/** Builds the SearchIndex once per app (as `app.searchIndex`: Fastify's own `search` is the HTTP SEARCH route shorthand), so its catalogue snapshot and match cache are shared by every request. */
export function registerSearch(app: FastifyInstance): void {
  const index = createSearchIndex(app.db, app.dialect, {
    embeddingUrl: app.config.embeddingUrl,
    changed: () => app.invalidation.publish('search'),
  });
  app.decorate('searchIndex', index);
  app.invalidation.subscribe('search', () => index.refresh());
}
