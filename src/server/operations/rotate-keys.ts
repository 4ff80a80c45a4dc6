import { loadConfig } from '../config';
import type { Db } from '../db/database';
import { rotateSigningKeys } from '../plugins/oidc-keys';
import { runAsScript, takeOption, withDatabase } from './command-line';

/*
 * Rotates tenants' token signing keys now (e.g. after a suspected leak):
 *   node --import tsx src/server/operations/rotate-keys.ts [--database URL] <tenant id>... | --all
 * Tokens signed by the previous key keep verifying until they expire; every node signs with the
 * new key within 5 minutes (src/server/README.md, "Signing keys and rotation").
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
  // A --database without its URL is a usage error, not the configured database.
  const url = args.includes('--database') ? takeOption(args, '--database') : loadConfig().databaseUrl;
  const tenants = args.includes('--all') ? 'all' : args;
  if (!url || (tenants !== 'all' && !tenants.length))
    throw new Error('usage: rotate-keys.ts [--database URL] <tenant id>... | --all');
  const lines = await withDatabase(url, (open) => rotateKeys(open.db, tenants));
  for (const line of lines) console.log(line);
}

runAsScript(import.meta.url, main);
