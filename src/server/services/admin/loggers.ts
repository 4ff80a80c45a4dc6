import { ADMIN_AUDIT_TYPES, type LoggersReply, type LogLevel } from '../../../api/admin';
import { notFound } from '../../http-error';
import { recordAudit } from '../audit';
import { LOGGER_LEVEL_KIND } from '../../operations/loggers';
import { toAllWorkers } from '../../cluster/worker-messages';
import type { SessionContext } from '../session';
import type { ServiceContext } from '../context';

export const listLoggers = (ctx: ServiceContext): LoggersReply => ctx.loggers.list();

/** Sets one logger's level (null: inherit from ROOT again); an administrative event for the audit list. */
export async function setLoggerLevel(
  ctx: ServiceContext,
  session: SessionContext,
  name: string,
  level: LogLevel | null,
): Promise<void> {
  if (!ctx.loggers.set(name, level)) throw notFound('error.notFound');
  // The node's other workers take the level too: the operator set it for the node.
  toAllWorkers(LOGGER_LEVEL_KIND, { name, level });
  ctx.log.warn({ logger: name, level, by: session.user.email }, 'logger level changed');
  await recordAudit(ctx.db, {
    tenantId: session.tenantId,
    userId: session.userId,
    principal: session.user.email,
    type: ADMIN_AUDIT_TYPES.loggerLevel,
    data: { logger: name, level },
  });
}
