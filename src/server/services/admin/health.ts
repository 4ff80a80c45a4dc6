import fs from 'node:fs';
import { pingDatabase } from '../../repositories/database-probe';
import type { HealthReply } from '../../../api/admin';
import { countOutboxByState } from '../../repositories/admin-outbox';
import { maskUrlCredentials } from '../../operations/masking';
import { smtpTransportOptions } from '../mail';
import type { ServiceRuntime } from '../context';

/*
 * Health (002 §2 Administration): database, disk and mail, each UP or DOWN with details; the
 * whole is DOWN when any part is. The load-balancer probe stays /api/health (no sign-in); this
 * is the operator's fuller view.
 */

/** Free space below this on the data directory's disk is DOWN. */
export const DISK_THRESHOLD_BYTES = 100 * 1024 * 1024;
const SMTP_VERIFY_TIMEOUT_MS = 5000;

async function dbHealth(app: ServiceRuntime): Promise<HealthReply['components']['db']> {
  try {
    await pingDatabase(app.db);
    return { status: 'UP', details: { database: app.dialect, validationQuery: 'select 1' } };
  } catch (err) {
    return { status: 'DOWN', details: { database: app.dialect, error: String(err) } };
  }
}

function diskHealth(dir: string): HealthReply['components']['diskSpace'] {
  try {
    const s = fs.statfsSync(dir);
    const total = s.blocks * s.bsize;
    const free = s.bavail * s.bsize;
    return {
      status: free >= DISK_THRESHOLD_BYTES ? 'UP' : 'DOWN',
      details: { path: dir, total, free, threshold: DISK_THRESHOLD_BYTES, exists: true },
    };
  } catch (err) {
    return { status: 'DOWN', details: { path: dir, exists: false, error: String(err) } };
  }
}

async function mailHealth(app: ServiceRuntime): Promise<HealthReply['components']['mail']> {
  const outbox = await countOutboxByState(app.db);
  if (!app.config.smtpUrl) return { status: 'UP', details: { mode: 'outbox', outbox } };
  const location = maskUrlCredentials(app.config.smtpUrl);
  try {
    const { createTransport } = await import('nodemailer');
    const transport = createTransport(smtpTransportOptions(app.config.smtpUrl, app.config.smtpInsecureTls));
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('SMTP verify timed out')), SMTP_VERIFY_TIMEOUT_MS).unref(),
    );
    await Promise.race([transport.verify(), timeout]);
    transport.close();
    return { status: 'UP', details: { mode: 'smtp', location, outbox } };
  } catch (err) {
    return { status: 'DOWN', details: { mode: 'smtp', location, outbox, error: (err as Error).message } };
  }
}

export async function health(app: ServiceRuntime): Promise<HealthReply> {
  const [db, mail] = await Promise.all([dbHealth(app), mailHealth(app)]);
  const diskSpace = diskHealth(app.config.dataDir);
  const status = [db, diskSpace, mail].every((c) => c.status === 'UP') ? 'UP' : 'DOWN';
  return { status, components: { db, diskSpace, mail } };
}
