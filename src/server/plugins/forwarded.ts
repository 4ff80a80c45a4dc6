import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../http-error';

/*
 * X-Forwarded-* count only when the connection comes from a proxy TRUST_PROXY names.
 * From anybody else they are removed before anything reads them: Fastify's request.ip, the
 * tenant (host) and origin (scheme), and the embedded provider, which reads them on its own.
 * From a trusted proxy they must be well formed, or the request is answered 400; a valid list
 * is reduced to its first entry (what the browser used), so every reader sees the same value;
 * X-Forwarded-For entries must be bare IP addresses (the client's address comes from them).
 */

/** Named address ranges, as Express and Fastify name them. */
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const FORWARDED_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'forwarded',
];

/** An address-trust test from TRUST_PROXY: addresses, CIDRs and named ranges, comma-separated; `none` trusts nobody. */
export type TrustTest = (address: string | undefined) => boolean;

/** Compiles TRUST_PROXY; throws on an entry that is neither an address, a CIDR nor a named range. */
export function compileTrust(spec: string): TrustTest {
  const list = new BlockList();
  const entries = spec
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s && s !== 'none');
  for (const entry of entries.flatMap((e) => NAMED[e] ?? [e])) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR or one of ${Object.keys(NAMED).join(', ')}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128))
      throw new Error(`TRUST_PROXY: "${entry}" has a bad prefix length`);
    list.addSubnet(address, bits, type);
  }
  return (address) => {
    if (!address || entries.length === 0) return false;
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const family = isIP(mapped ?? address);
    if (!family) return false;
    return list.check(mapped ?? address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

// A host name or IP literal with an optional port (RFC 3986 host, no user info, no path).
const HOST_RE =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

const listOf = (v: string | string[]) => (Array.isArray(v) ? v.join(',') : v).split(',').map((s) => s.trim());

function validHost(v: string): boolean {
  const m = HOST_RE.exec(v);
  return m !== null && v.length <= 255 && (m[1] === undefined || Number(m[1]) <= 65535);
}

function refuse(header: string): never {
  throw badRequest('error.validation', {
    params: 'headers',
    fieldErrors: [{ objectName: 'headers', field: header, message: 'Pattern' }],
  });
}

/** Checks and settles one request's forwarded headers (see the note at the top). */
export function settleForwardedHeaders(req: FastifyRequest, trusted: TrustTest): void {
  const h = req.raw.headers;
  if (!trusted(req.raw.socket?.remoteAddress)) {
    for (const name of FORWARDED_HEADERS) delete h[name];
    return;
  }
  const proto = h['x-forwarded-proto'];
  if (proto !== undefined) {
    const values = listOf(proto).map((v) => v.toLowerCase());
    if (!values.every((v) => v === 'http' || v === 'https')) refuse('x-forwarded-proto');
    h['x-forwarded-proto'] = values[0];
  }
  const host = h['x-forwarded-host'];
  if (host !== undefined) {
    const values = listOf(host);
    if (!values.every(validHost)) refuse('x-forwarded-host');
    h['x-forwarded-host'] = values[0].toLowerCase();
  }
  const forwardedFor = h['x-forwarded-for'];
  if (forwardedFor !== undefined && !listOf(forwardedFor).every((v) => isIP(v) !== 0)) refuse('x-forwarded-for');
}

/** Registers the check before tenant resolution, so nothing reads an unchecked forwarded header. */
export function registerForwardedHeaders(app: FastifyInstance, trusted: TrustTest): void {
  app.addHook('onRequest', async (req) => settleForwardedHeaders(req, trusted));
}
