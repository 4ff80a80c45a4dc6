import { MASK } from '../../api/admin';

/*
 * Secrets never leave the server through administration (002 §2 "configuration properties and
 * environment with secrets masked"): a value is hidden when its name says it is a secret, and a
 * URL keeps its shape but loses its password (postgres://bearing:******@db/bearing).
 */

const SECRET_NAME = /(secret|passw(or)?d|pwd|token|api[-_]?key|private|credential|cookie|signature|salt|session|auth)/i;
/** Names that look like secrets but are plain settings. */
const NOT_SECRET = new Set(['AUTH_MODE', 'authMode']);

export function isSecretName(name: string): boolean {
  return !NOT_SECRET.has(name) && SECRET_NAME.test(name);
}

/** A URL with its password (and a token-like user name without password) replaced by the mask. */
export function maskUrlCredentials(value: string): string {
  return value.replace(
    /([a-z][a-z0-9+.-]*:\/\/)([^/@\s:]*)(:[^/@\s]*)?@/gi,
    (_m, scheme: string, user: string, pass: string | undefined) => (pass ? `${scheme}${user}:${MASK}@` : `${scheme}${MASK}@`),
  );
}

/** The value as administration may show it. `alwaysSecret` names are masked whatever they hold. */
export function maskValue(name: string, value: unknown, alwaysSecret: ReadonlySet<string> = new Set()): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (alwaysSecret.has(name) || isSecretName(name)) return value === '' ? '' : MASK;
  if (typeof value === 'string') return maskUrlCredentials(value);
  return value;
}

/** Every entry of a flat record masked. */
export function maskRecord(
  record: Record<string, unknown>,
  alwaysSecret: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, maskValue(k, v, alwaysSecret)]));
}
