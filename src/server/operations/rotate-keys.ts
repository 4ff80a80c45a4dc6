import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import type { Db } from '../db/database';
import { openDatabase } from '../db/database';
import { rotateSigningKeys } from '../plugins/oidc-keys';

/*
 * Rotates tenants' token signing keys now (e.g. after a suspected leak):
 *   node --import tsx src/server/operations/rotate-keys.ts [--database URL] <tenant id>... | --all
 * Tokens signed by the previous key keep verifying until they expire; every node signs with the
 * new key within 5 minutes (README, "Signing keys").
 */

/** Rotates the named tenants' keys (all tenants for `all`); returns what it did, one line a tenant. */
export async function rotateKeys(db: Db, tenants: string[] | 'all'): Promise<string[]> {
  const known = (await db.selectFrom('tenants').select('id').orderBy('id').execute()).map((t) => t.id);
  const ids = tenants === 'all' ? known : tenants;
  const unknown = ids.filter((id) => !known.includes(id));
  if (unknown.length) throw new Error(`no such tenant: ${unknown.join(', ')}`);
  const lines: string[] = [];
  for (const id of ids) lines.push(`${id}: now signing with key ${await rotateSigningKeys(db, id)}`);
  return lines;
}

async function main(argv: string[]) {
  const args = [...argv];
  const at = args.indexOf('--database');
  const url = at >= 0 ? args.splice(at, 2)[1] : loadConfig().databaseUrl;
  const tenants = args.includes('--all') ? 'all' : args;
  if (!url || (tenants !== 'all' && !tenants.length))
    throw new Error('usage: rotate-keys.ts [--database URL] <tenant id>... | --all');
  const open = await openDatabase(url);
  try {
    for (const line of await rotateKeys(open.db, tenants)) console.log(line);
  } finally {
    await open.db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error((err as Error).message);
    process.exitCode = 1;
  });
}
