import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { globalRegistry } from 'zod/v4/core';
import { refinementNode } from '../../api/search';
import { OPENAPI_PATH } from '../../api/openapi';

/*
 * The contract as OpenAPI 3.1, generated from the same zod schemas the routes validate with
 * (src/api), so the document cannot drift from what the server enforces. Only the JSON API is
 * described: the provider's pages, the PWA's files and the video player page are not a contract
 * anyone programs against. Registered before the routes: @fastify/swagger collects them as they
 * are added.
 */

const zodToJsonSchema = createJsonSchemaTransform({});

// A recursive schema can only be written as a reference to itself: it needs a name of its own in
// the document's components, or its replies would point at a schema the document lacks. Named here,
// on the server, so the app's bundle carries no registry entries.
if (!globalRegistry.has(refinementNode)) globalRegistry.add(refinementNode, { id: 'RefinementNode' });

/** Registers the OpenAPI collector and `GET /api/openapi.json`. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bearing API',
        version: process.env.npm_package_version ?? '0.1.0',
        description: 'The standards library API the Bearing app uses. Calls act for the user of the bearer access token.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transformObject: createJsonSchemaTransformObject({}),
    transform: (input) => {
      if (!input.url.startsWith('/api/')) return { schema: { ...input.schema, hide: true }, url: input.url };
      return zodToJsonSchema(input);
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });
}
