import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteTestDatabase, type TestDatabase } from '../../../tests/helpers/databases';
import { startSmtpSink, type SmtpSink } from '../../../tests/helpers/smtp-sink';
import { loadConfig } from '../config';
import { sendMail } from './mail';

/* Outgoing mail checks the SMTP server's certificate unless SMTP_INSECURE_TLS=1. */

let t: TestDatabase;
let smtp: SmtpSink;
beforeAll(async () => {
  t = await sqliteTestDatabase();
  // Offers STARTTLS with a self-signed certificate, as a test server would.
  smtp = await startSmtpSink({ starttls: true });
});
afterAll(async () => {
  await smtp?.close();
  await t?.cleanup();
});

const mail = (subject: string) => ({
  tenantId: null,
  accountId: null,
  from: 'no-reply@bearing.example',
  to: ['someone@example.com'],
  subject,
  text: 'hello',
});

describe('SMTP certificates', () => {
  it('reads SMTP_INSECURE_TLS as an explicit 1 only', () => {
    expect(loadConfig({}).smtpInsecureTls).toBe(false);
    expect(loadConfig({ SMTP_INSECURE_TLS: 'true' }).smtpInsecureTls).toBe(false);
    expect(loadConfig({ SMTP_INSECURE_TLS: '1' }).smtpInsecureTls).toBe(true);
  });

  it('refuses a server whose certificate does not verify and records the failure in the outbox', async () => {
    const r = await sendMail(t.db, { smtpUrl: smtp.url, smtpInsecureTls: false }, mail('verified'));
    expect(r.state).toBe('failed');
    expect(r.error).toMatch(/certificate/i);
    expect(smtp.received.some((m) => m.raw.includes('Subject: verified'))).toBe(false);
    const row = await t.db.selectFrom('mail_outbox').selectAll().where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'failed', subject: 'verified' });
  });

  it('delivers to the same server when the operator marks it a test server', async () => {
    const r = await sendMail(t.db, { smtpUrl: smtp.url, smtpInsecureTls: true }, mail('insecure'));
    expect(r).toMatchObject({ state: 'sent', error: null });
    expect(smtp.received.some((m) => m.raw.includes('Subject: insecure'))).toBe(true);
  });
});
