import type { FastifyRequest } from 'fastify';
import { ADMIN_AUDIT_TYPES, type LoggersReply, type LogLevel } from '../../../api/admin';
import { notFound } from '../../http-error';
import { recordAudit } from '../audit';
import type { SessionContext } from '../session';

export const listLoggers = (req: FastifyRequest): LoggersReply => req.server.loggers.list();

/** Sets one logger's level (null: inherit from ROOT again); an administrative event for the audit list. */
export async function setLoggerLevel(req: FastifyRequest, session: SessionContext, name: string, level: LogLevel | null): Promise<void> {
  if (!req.server.loggers.set(name, level)) throw notFound('error.notFound');
  req.log.warn({ logger: name, level, by: session.user.email }, 'logger level changed');
  await recordAudit(req.server.db, { tenantId: session.tenantId, userId: session.userId, principal: session.user.email, type: ADMIN_AUDIT_TYPES.loggerLevel, data: { logger: name, level } });
}
