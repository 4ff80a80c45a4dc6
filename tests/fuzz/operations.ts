/*
 * The operations of an OpenAPI 3.1 document, flattened to what a request generator needs: where
 * each parameter goes, the body's schema, and the reply schema of each documented status.
 */

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path template, e.g. /api/groups/{id}. */
  path: string;
  parameters: Parameter[];
  body: { schema: JsonSchema; required: boolean; mediaType: string } | null;
  /** JSON pointers into the document of the JSON reply schemas, by status code ('200', 'default'…). */
  replies: Record<string, string | null>;
}

export interface OpenApiDoc {
  components?: { schemas?: Record<string, JsonSchema> };
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
        requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
      }
    >
  >;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in a stable order (path, then method). */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = [];
  for (const path of Object.keys(doc.paths).sort()) {
    for (const [method, op] of Object.entries(doc.paths[path])) {
      if (!METHODS.has(method)) continue;
      // Schemas may $ref the document's components: carry them along so a generator can resolve them.
      const withComponents = (schema: JsonSchema = {}) => (doc.components ? { ...schema, components: doc.components } : schema);
      const parameters = (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
        .map((p) => ({
          name: p.name,
          in: p.in as Parameter['in'],
          required: p.in === 'path' || Boolean(p.required),
          schema: withComponents(p.schema),
        }));
      const content = op.requestBody?.content ?? {};
      const mediaType = Object.keys(content)[0];
      const body = mediaType
        ? { schema: withComponents(content[mediaType].schema), required: Boolean(op.requestBody?.required), mediaType }
        : null;
      const replies: Record<string, string | null> = {};
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        replies[status] = r.content?.['application/json']?.schema
          ? `#/paths/${pointer(path)}/${method}/responses/${status}/content/application~1json/schema`
          : null;
      }
      out.push({ method: method.toUpperCase(), path, parameters, body, replies });
    }
  }
  return out;
}

/** A path as one JSON-pointer segment (RFC 6901). */
const pointer = (path: string) => path.replace(/~/g, '~0').replace(/\//g, '~1');
