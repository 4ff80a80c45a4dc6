import type { ConfigPropsReply, EnvReply } from '../../../api/admin';
import { SECRET_KEYS } from '../../config';
import { maskRecord, maskValue } from '../../operations/masking';
import type { ServiceRuntime } from '../context';

/*
 * Thread dump, configuration properties and environment (002 §2 Administration), secrets
 * masked: the configuration's secret keys always, anything secret-named, passwords inside URLs.
 */

/** Environment variables whose values are secrets whatever their names say. */
const SECRET_ENV = new Set(['DATABASE_URL', 'SMTP_URL', 'REDIS_URL', 'COOKIE_SECRET', 'TEST_DATABASE_URL', 'EMBEDDING_URL']);

/**
 * Masks one report's environment and command line, and those of its worker threads' subreports:
 * each worker (the preview renderer's, once a preview was rendered) carries its own copy of both.
 */
function maskReport(report: Record<string, unknown>): Record<string, unknown> {
  const env = report.environmentVariables as Record<string, unknown> | undefined;
  if (env) report.environmentVariables = maskRecord(env, SECRET_ENV);
  const header = report.header as Record<string, unknown> | undefined;
  if (header && Array.isArray(header.commandLine)) header.commandLine = header.commandLine.map((a) => maskValue('arg', a));
  if (Array.isArray(report.workers)) report.workers = report.workers.map((w: Record<string, unknown>) => maskReport(w));
  return report;
}

/** Node's diagnostic report of this process (its "thread dump"), with the environment masked. */
export function threadDump(): Record<string, unknown> {
  // Network details cost reverse DNS lookups and say nothing an operator needs here.
  (process.report as { excludeNetwork?: boolean }).excludeNetwork = true;
  return maskReport(process.report.getReport() as unknown as Record<string, unknown>);
}

export function configProps(app: ServiceRuntime): ConfigPropsReply {
  const secret = new Set<string>(SECRET_KEYS);
  const props = maskRecord(app.config as unknown as Record<string, unknown>, secret);
  return { prefix: 'bearing', properties: props as ConfigPropsReply['properties'] };
}

export function environment(app: ServiceRuntime): EnvReply {
  const asValues = (r: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(r)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, { value: String(v ?? '') }]),
    );
  const profiles = [app.dialect, app.config.smtpUrl ? 'smtp' : 'mail-outbox', process.env.NODE_ENV ?? 'development'];
  return {
    activeProfiles: profiles,
    propertySources: [
      {
        name: 'bearingConfig',
        properties: asValues(maskRecord(app.config as unknown as Record<string, unknown>, new Set<string>(SECRET_KEYS))),
      },
      { name: 'systemEnvironment', properties: asValues(maskRecord({ ...process.env }, SECRET_ENV)) },
      {
        name: 'nodeRuntime',
        properties: asValues({
          version: process.version,
          platform: process.platform,
          arch: process.arch,
          pid: process.pid,
          cwd: process.cwd(),
        }),
      },
    ],
  };
}
