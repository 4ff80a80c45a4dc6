import { LOG_LEVELS, ROOT_LOGGER, type LoggersReply, type LogLevel } from '../../api/admin';

/*
 * Loggers with levels settable at run time (002 §2 Administration "loggers"). ROOT is the app's
 * pino logger; the others are one per resource of the HTTP API ("bearing.api.documents" for every
 * route under /api/documents), applied to each request's child logger as the request starts, so
 * an operator can turn on debug output for one area without flooding the rest. Per node: a
 * level set in one worker process reaches the node's others (LOGGER_LEVEL_KIND), not other nodes.
 */

/** The worker message that carries a level set through administration to the node's other workers. */
export const LOGGER_LEVEL_KIND = 'logger-level';

const TO_PINO: Record<LogLevel, string> = {
  TRACE: 'trace',
  DEBUG: 'debug',
  INFO: 'info',
  WARN: 'warn',
  ERROR: 'error',
  FATAL: 'fatal',
  OFF: 'silent',
};
const FROM_PINO: Record<string, LogLevel> = Object.fromEntries(Object.entries(TO_PINO).map(([k, v]) => [v, k as LogLevel]));

export const toPinoLevel = (l: LogLevel) => TO_PINO[l];
/** A pino level name as the management API names it; unknown names read as INFO. */
export const fromPinoLevel = (l: string | undefined): LogLevel => FROM_PINO[l ?? ''] ?? 'INFO';

/** The logger that governs a route pattern, e.g. '/api/documents/:id' -> 'bearing.api.documents'. */
export function loggerNameForRoute(url: string): string {
  const parts = url.split('/').filter((p) => p && !p.startsWith(':') && p !== '*');
  const clean = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '').toLowerCase();
  const take = parts[0] === 'api' ? parts.slice(0, 2) : parts.slice(0, 1);
  const tail = take.map(clean).filter(Boolean);
  return tail.length ? `bearing.${tail.join('.')}` : 'bearing.web';
}

/** The part of a logger that levels are set on (pino and Fastify's logger both have `level`). */
export interface Leveled {
  level: string;
}

export class LoggerRegistry {
  private configured = new Map<string, LogLevel>();
  private names = new Set<string>();

  constructor(
    private root: Leveled | null,
    private initial: LogLevel,
  ) {}

  /** Makes a logger known (the routes plugin registers one per API resource). */
  register(name: string): void {
    if (name !== ROOT_LOGGER) this.names.add(name);
  }

  has(name: string): boolean {
    return name === ROOT_LOGGER || this.names.has(name);
  }

  effective(name: string): LogLevel {
    return this.configured.get(name) ?? this.configured.get(ROOT_LOGGER) ?? this.initial;
  }

  /** Sets (or, with null, clears) a logger's level; false for an unknown logger. */
  set(name: string, level: LogLevel | null): boolean {
    if (!this.has(name)) return false;
    if (level === null) this.configured.delete(name);
    else this.configured.set(name, level);
    if (name === ROOT_LOGGER && this.root) this.root.level = toPinoLevel(this.effective(ROOT_LOGGER));
    return true;
  }

  /** The pino level a request of this route should log at, when its logger is set apart from ROOT. */
  requestLevel(routeUrl: string | undefined): string | undefined {
    if (!routeUrl) return undefined;
    const own = this.configured.get(loggerNameForRoute(routeUrl));
    return own ? toPinoLevel(own) : undefined;
  }

  list(): LoggersReply {
    const loggers: LoggersReply['loggers'] = {
      [ROOT_LOGGER]: {
        configuredLevel: this.configured.get(ROOT_LOGGER) ?? this.initial,
        effectiveLevel: this.effective(ROOT_LOGGER),
      },
    };
    for (const name of [...this.names].sort())
      loggers[name] = { configuredLevel: this.configured.get(name) ?? null, effectiveLevel: this.effective(name) };
    return { levels: [...LOG_LEVELS], loggers };
  }
}
