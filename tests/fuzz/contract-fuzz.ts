import { Ajv2020 } from 'ajv/dist/2020.js';
import { caseFor, type Case, type KnownValues } from './cases';
import { operationsOf, type Operation } from './operations';

/*
 * Bearing's contract fuzzer: generated requests against a running server, with the checks the
 * issue asks of Schemathesis — no server error, every documented reply matches its schema, every
 * error has the one error shape (000 §8), and a refused write leaves the data as it was.
 */

export interface Failure {
  check: 'server-error' | 'reply-schema' | 'error-shape' | 'refused-write-changed-data' | 'network';
  operation: string;
  request: Case;
  status: number;
  detail: string;
}

export interface FuzzOptions {
  baseUrl: string;
  doc: unknown;
  cases: number;
  seed: number;
  known: KnownValues;
  /** Headers of a signed-in user; called again after a 401 (a case may have signed the user out). */
  signIn(): Promise<Record<string, string>>;
  /** A digest of user data; compared around every refused write. */
  dataDigest(): Promise<string>;
  /** Operations to leave out, as 'METHOD /path'. */
  skip?: string[];
}

export interface FuzzReport {
  operations: number;
  requests: number;
  negative: number;
  byStatus: Record<string, number>;
  refusedWrites: number;
  failures: Failure[];
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function replySchemaFor(op: Operation, status: number): string | null | undefined {
  return op.replies[String(status)] ?? op.replies[`${String(status)[0]}XX`] ?? op.replies.default;
}

/** Runs `cases` requests spread round-robin over every operation and reports what failed. */
export async function fuzzContract(opts: FuzzOptions): Promise<FuzzReport> {
  const skip = new Set(opts.skip ?? []);
  const ops = operationsOf(opts.doc as never).filter((op) => !skip.has(`${op.method} ${op.path}`));
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  // The whole document is one schema resource, so a reply schema's $refs to components resolve.
  ajv.addSchema(opts.doc as object, 'openapi');
  const validate = (ref: string, value: unknown) => {
    const v = ajv.getSchema(`openapi${ref}`);
    if (!v) return `no schema at ${ref}`;
    return v(value) ? null : ajv.errorsText(v.errors);
  };
  let auth = await opts.signIn();
  const report: FuzzReport = { operations: ops.length, requests: 0, negative: 0, byStatus: {}, refusedWrites: 0, failures: [] };

  for (let i = 0; i < opts.cases; i++) {
    const op = ops[i % ops.length];
    const name = `${op.method} ${op.path}`;
    const c = caseFor(op, opts.seed * 1_000_003 + i, opts.known);
    const before = WRITES.has(c.method) ? await opts.dataDigest() : null;
    let res: Response;
    try {
      res = await fetch(opts.baseUrl + c.url, {
        method: c.method,
        headers: { ...auth, ...c.headers },
        body: c.body,
        redirect: 'manual',
      });
    } catch (err) {
      report.failures.push({ check: 'network', operation: name, request: c, status: 0, detail: String(err) });
      continue;
    }
    const text = await res.text();
    report.requests++;
    if (c.negative) report.negative++;
    report.byStatus[res.status] = (report.byStatus[res.status] ?? 0) + 1;
    const fail = (check: Failure['check'], detail: string) =>
      report.failures.push({ check, operation: name, request: c, status: res.status, detail: detail.slice(0, 500) });

    const json = (res.headers.get('content-type') ?? '').includes('json') ? safeJson(text) : undefined;
    if (res.status >= 500) fail('server-error', text);
    else if (res.status >= 400) {
      // JSON calls answer errors in the one error shape; a page (the usage dashboard) answers with a page.
      const jsonCall = Object.values(op.replies).some((r) => r !== null);
      const shaped = json && typeof json === 'object' && 'status' in json && 'message' in json;
      if (!shaped && (jsonCall || json !== undefined)) fail('error-shape', text);
    } else if (json !== undefined) {
      const schema = replySchemaFor(op, res.status);
      const problem = schema ? validate(schema, json) : null;
      if (problem) fail('reply-schema', `${problem}: ${text}`);
    }
    if (before !== null && res.status >= 400) {
      report.refusedWrites++;
      if ((await opts.dataDigest()) !== before) fail('refused-write-changed-data', text);
    }
    // A case may end the session (sign-out, switching account): sign in again and go on.
    if (res.status === 401) auth = await opts.signIn();
  }
  return report;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
