import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH } from '../../api/account';
import { createDemoApp, MAIN, type DemoApp } from '../../../tests/helpers/demo-app';
import { serviceContext, signedIn } from '../../../tests/helpers/service-context';
import { beginRequestTransaction } from '../db/request-transaction';
import { writtenTables } from '../db/table-writes';
import { requireSession } from '../services/session';
import { SESSION_TABLES } from '../services/session-cache';

let demo: DemoApp;
let ivy: { id: number; first_name: string };

beforeAll(async () => {
  demo = await createDemoApp();
  ivy = await demo.db
    .selectFrom('users')
    .select(['id', 'first_name'])
    .where('email', '=', 'ivy@example.com')
    .where('tenant_id', '=', 'bearing')
    .executeTakeFirstOrThrow();
}, 120_000);

afterAll(async () => {
  await demo?.close();
});

const firstName = async () =>
  (await demo.app.inject({ method: 'GET', url: ACCOUNT_PATH, headers: await demo.as('ivy@example.com', MAIN) })).json()
    .userAccounts.firstName as string;

const rename = (name: string) => demo.db.updateTable('users').set({ first_name: name }).where('id', '=', ivy.id).execute();

describe('the next call of a session sees a change to its user, accounts or subscriptions', () => {
  it('answers from the cache between calls, and from the database right after a write', async () => {
    expect(await firstName()).toBe(ivy.first_name);
    expect(demo.app.sessions.size).toBeGreaterThan(0);
    try {
      await rename('Ivette');
      expect(demo.app.sessions.size).toBe(0);
      expect(await firstName()).toBe('Ivette');
    } finally {
      await rename(ivy.first_name);
    }
    expect(await firstName()).toBe(ivy.first_name);
  });

  it('forgets what a rolled-back transaction read of its own uncommitted write', async () => {
    const tx = await beginRequestTransaction(demo.db);
    const seen = await tx.run(async () => {
      await rename('Uncommitted');
      return (await requireSession(serviceContext(demo.app, { auth: signedIn(ivy.id) }))).user.first_name;
    });
    expect(seen).toBe('Uncommitted');
    await tx.rollback();
    expect(await firstName()).toBe(ivy.first_name);
  });
});

describe('the database layer reports the tables each write touches', () => {
  it('names the table of an insert, an update and a delete, and none for a read', () => {
    const db = demo.db;
    expect(writtenTables(db.updateTable('users').set({ first_name: 'x' }).toOperationNode())).toEqual(['users']);
    expect(writtenTables(db.deleteFrom('session_selections').toOperationNode())).toEqual(['session_selections']);
    expect(
      writtenTables(
        db
          .insertInto('user_entitlements')
          .values({ user_id: 1, account_id: 1 } as never)
          .toOperationNode(),
      ),
    ).toEqual(['user_entitlements']);
    expect(writtenTables(db.selectFrom('users').selectAll().toOperationNode())).toEqual([]);
  });

  it('no raw SQL in the server writes a session table, where the query builder could not see it', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) && !p.includes(`${path.sep}migrations${path.sep}`)) {
          const text = fs.readFileSync(p, 'utf8');
          for (const t of SESSION_TABLES)
            if (new RegExp(`(insert\\s+into|update|delete\\s+from)\\s+"?${t}"?\\b`, 'i').test(text)) offenders.push(`${p}: ${t}`);
        }
      }
    };
    walk(path.join(__dirname, '..'));
    expect(offenders).toEqual([]);
  });
});
