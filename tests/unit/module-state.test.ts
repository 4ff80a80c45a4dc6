import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Module-level state in the server outlives the app that filled it: Vitest may run many test files,
 * each with its own apps and databases, in one process (isolate: false), and a
 * process may build a second app (a restart, a test's second node). A cache that belongs to one
 * app or one database must live on it or be keyed by it (a WeakMap on the app's server or `db`).
 * This lists every top-level `let`, Map and WeakMap of src/server with why it is safe to share;
 * a new one fails here until it is added, with its reason.
 */

const SHARED: Record<string, string> = {
  'cluster/worker-messages.ts nextId': "ids of questions to the node's first process, the process's one channel",
  'cluster/worker-messages.ts waiting': "questions to the node's first process awaiting its answer, keyed by those ids",
  'cluster/worker-messages.ts answering': "whether this process listens for that process's answers",
  'content/pdf/ocr.ts installed': "the machine's Tesseract and its language packs, the same for every app",
  'db/database.ts postgresSettings': 'WeakMap keyed by the database',
  'db/postgres-readers.ts readersOf': 'WeakMap keyed by the database',
  'db/request-transaction.ts drivers': 'WeakMap keyed by the database',
  'db/table-writes.ts plugins': 'WeakMap keyed by the database',
  'plugins/oidc-adapter.ts lastPurge': 'WeakMap keyed by the database',
  'plugins/service-context.ts contexts': 'WeakMap keyed by the request',
  'search/word-vectors.ts loaded': 'the one word-vector model, the same for every app',
  'services/access/handoff.ts remoteKeySets':
    "keyed by the partner's JWKS URL, which names its keys; jose refetches on a new kid",
  'services/admin/metrics.ts loopDelay': "the process's own event loop",
  'services/compare-jobs.ts inFlight': 'WeakMap keyed by the database',
  'services/file-etag.ts known': "keyed by the absolute file path, checked against the file's size and mtime",
  'services/idempotency.ts lastPurge': 'WeakMap keyed by the database',
  'services/mail.ts transports': 'keyed by the SMTP URL and TLS setting it was made from',
  'services/previews/render-pool.ts worker': "the process's one render worker",
  'services/previews/render-pool.ts nextId': 'job ids of that worker',
  'services/previews/render-pool.ts waiting': "jobs waiting for that worker, keyed by the pool's own ids",
  'services/previews/render-pool.ts same': 'renders keyed by file, ETag, page and width',
  'services/session.ts decoyHashes': 'keyed by the scrypt cost, from which alone the decoy is made',
  'services/sso-relying-party.ts configsByServer': "WeakMap keyed by the app's HTTP server",
  'services/text-width.ts helvetica': 'the font file the package ships',
};

const SERVER = fileURLToPath(new URL('../../src/server/', import.meta.url));
const TOP_LEVEL_STATE = /^(?:export )?(?:let|var) (\w+)|^(?:export )?const (\w+)(?::[^=]+)? = new (?:Map|WeakMap)\b/gm;

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return serverFiles(file);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [file] : [];
  });
}

function topLevelState(): string[] {
  return serverFiles(SERVER).flatMap((file) => {
    const rel = path.relative(SERVER, file).replaceAll(path.sep, '/');
    // The seed writes a database once, from the command line or a test's setup: not an app's state.
    if (rel.startsWith('seed/')) return [];
    return [...fs.readFileSync(file, 'utf8').matchAll(TOP_LEVEL_STATE)].map((m) => `${rel} ${m[1] ?? m[2]}`);
  });
}

describe('module-level state of the server', () => {
  it('is only state every app of the process may share', () => {
    const unexplained = topLevelState().filter((name) => !(name in SHARED));
    expect(unexplained, 'keep it on the app, or key it by the app or its database; else add it to SHARED with why').toEqual([]);
  });

  it('lists no state that is gone', () => {
    const found = new Set(topLevelState());
    expect(Object.keys(SHARED).filter((name) => !found.has(name))).toEqual([]);
  });

  it('finds a top-level let or Map, and not one inside a function', () => {
    const code =
      'let a = 1;\nexport const b = new Map<string, number>();\nfunction f() {\n  let c = 2;\n  const d = new Map();\n}\n';
    expect([...code.matchAll(TOP_LEVEL_STATE)].map((m) => m[1] ?? m[2])).toEqual(['a', 'b']);
  });
});
