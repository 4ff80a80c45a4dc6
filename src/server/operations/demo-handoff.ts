import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { loadConfig } from '../config';
import { migrate, type Db } from '../db/database';
import { listEntitledAccounts } from '../repositories/accounts';
import { upsertHandoffPartner } from '../repositories/institutional-access';
import { listTenantHosts } from '../repositories/tenants';
import { findUserByEmail } from '../repositories/users';
import { runAsScript, takeOption, withDatabase } from './command-line';

/*
 * Prints a working hand-off link for a demo user, as a partner application would make it:
 *   npm run demo:handoff -- carl@example.com [--origin http://localhost:8080] [--tenant bearing] [--expires-in 120] [--applet]
 * The demo partner's private key lives in the data directory (demo only: a real partner keeps its
 * own and gives the account its public key or JWKS URL); the partner is registered for the user's
 * home account with the public half. Each run signs a new token (new jti, exp --expires-in ahead).
 */

/**
 * The demo partner's one private key. Links made at the same time (parallel journeys) must sign
 * with the same key: each run registers the key it signs with, so a second key made alongside
 * the first would replace it and refuse the links already made. The first run to put its key in
 * place wins (a hard link: complete or absent, never half written); the others read that one.
 */
export async function demoPartnerKey(dataDir: string): Promise<JWK> {
  const file = path.join(dataDir, 'demo-partner-key.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as JWK;
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'ES256', kid: 'demo-partner-1' };
  fs.mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomUUID()}`;
  fs.writeFileSync(draft, JSON.stringify(jwk), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
    return jwk;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return JSON.parse(fs.readFileSync(file, 'utf8')) as JWK;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

export interface DemoHandoffOptions {
  email: string;
  tenantId: string;
  origin: string;
  dataDir: string;
  expiresInS: number;
  applet: boolean;
}

/** Registers the demo partner for the user's home account and returns a signed hand-off link. */
export async function demoHandoffLink(db: Db, o: DemoHandoffOptions): Promise<string> {
  const user = await findUserByEmail(db, o.tenantId, o.email);
  if (!user) throw new Error(`no user ${o.email} in tenant ${o.tenantId}`);
  const [account] = await listEntitledAccounts(db, o.tenantId, user.id);
  if (!account) throw new Error(`${o.email} belongs to no account`);
  const privateJwk = await demoPartnerKey(o.dataDir);
  const { d: _d, ...publicJwk } = privateJwk;
  const issuer = `urn:bearing:demo-partner:${account.id}${o.applet ? ':applet' : ''}`;
  await upsertHandoffPartner(db, {
    tenantId: o.tenantId,
    accountId: account.id,
    issuer,
    name: `${account.name} ${o.applet ? 'applet' : 'intranet'} (demo)`,
    jwksJson: JSON.stringify({ keys: [publicJwk] }),
    applet: o.applet,
    now: new Date().toISOString(),
  });
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ email: user.email })
    .setProtectedHeader({ alg: 'ES256', kid: privateJwk.kid })
    .setIssuer(issuer)
    .setAudience(o.origin)
    .setSubject(user.email)
    .setIssuedAt(now)
    .setExpirationTime(now + o.expiresInS)
    .setJti(randomUUID())
    .sign(await importJWK(privateJwk, 'ES256'));
  return `${o.origin}/handoff?token=${token}`;
}

async function main(argv: string[]) {
  const args = [...argv];
  const config = loadConfig();
  const tenantId = takeOption(args, '--tenant') ?? 'bearing';
  const originArg = takeOption(args, '--origin');
  const expiresInS = Number(takeOption(args, '--expires-in') ?? 120);
  const applet = args.includes('--applet');
  const email = args.find((a) => !a.startsWith('--'));
  if (!email || !Number.isFinite(expiresInS))
    throw new Error('usage: demo-handoff.ts <email> [--origin URL] [--tenant id] [--expires-in seconds] [--applet]');
  await withDatabase(config.databaseUrl, async (open) => {
    await migrate(open);
    const host = (await listTenantHosts(open.db)).find((h) => h.tenant_id === tenantId)?.host;
    const origin = originArg ?? (host ? `http://${host}:${config.port}` : null);
    if (!origin) throw new Error(`no host for tenant ${tenantId}; pass --origin`);
    console.log(
      await demoHandoffLink(open.db, {
        email,
        tenantId,
        origin: origin.replace(/\/$/, ''),
        dataDir: config.dataDir,
        expiresInS,
        applet,
      }),
    );
  });
}

runAsScript(import.meta.url, main);
