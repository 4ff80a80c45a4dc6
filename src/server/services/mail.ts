import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/database';
import { insertOutboxMail } from '../repositories/mail-outbox';

/*
 * Outgoing mail (DOMAIN "Mail outbox"). With SMTP_URL set, mail goes through nodemailer to that
 * server and the outbox records the delivery state; without it the local outbox is the delivery
 * (administration shows it). A failed delivery is recorded, never thrown at the user's action.
 */

export interface OutgoingMail {
  tenantId: string | null;
  /** The account whose user sends it: its administrators see it in their outbox. */
  accountId: number | null;
  from: string;
  to: string[];
  cc?: string[];
  replyTo?: string;
  subject: string;
  text: string;
}

export interface MailResult {
  id: number;
  state: 'stored' | 'sent' | 'failed';
  error: string | null;
}

/** Where mail goes: Config's SMTP_URL and SMTP_INSECURE_TLS. */
export interface SmtpSettings {
  smtpUrl: string | null;
  smtpInsecureTls: boolean;
}

/**
 * nodemailer's transport options for SMTP_URL: the server's certificate is verified (STARTTLS or
 * TLS) unless the operator says the server is a test server with a certificate nobody can check.
 * Options go in one object with the URL: createTransport's second argument is message defaults.
 */
export const smtpTransportOptions = (url: string, insecureTls: boolean) => ({
  url,
  ...(insecureTls ? { tls: { rejectUnauthorized: false } } : {}),
});

const transports = new Map<string, Transporter>();

function transportFor(smtp: SmtpSettings & { smtpUrl: string }): Transporter {
  const key = `${smtp.smtpInsecureTls ? 'insecure' : 'verified'} ${smtp.smtpUrl}`;
  let t = transports.get(key);
  if (!t) {
    t = nodemailer.createTransport(smtpTransportOptions(smtp.smtpUrl, smtp.smtpInsecureTls));
    transports.set(key, t);
  }
  return t;
}

/** Sends one mail (or stores it when no SMTP server is configured) and records it in the outbox. */
export async function sendMail(db: Db, smtp: SmtpSettings, mail: OutgoingMail): Promise<MailResult> {
  let state: MailResult['state'] = 'stored';
  let error: string | null = null;
  const { smtpUrl } = smtp;
  if (smtpUrl) {
    try {
      await transportFor({ ...smtp, smtpUrl }).sendMail({
        from: mail.from,
        to: mail.to,
        cc: mail.cc,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
      });
      state = 'sent';
    } catch (e) {
      state = 'failed';
      error = e instanceof Error ? e.message : String(e);
    }
  }
  const id = await insertOutboxMail(db, {
    tenant_id: mail.tenantId,
    account_id: mail.accountId,
    to_addr: mail.to.join(', '),
    cc_addr: mail.cc?.length ? mail.cc.join(', ') : null,
    subject: mail.subject,
    body: mail.text,
    state,
    error,
    created_at: new Date().toISOString(),
  });
  return { id, state, error };
}

/** The sender address of a tenant's mail; replies go to the user who wrote it. */
export function senderOf(tenant: { name: string; config?: Record<string, unknown> } | null | undefined): string {
  const support = tenant?.config?.supportEmail;
  const address = typeof support === 'string' && support.includes('@') ? support : 'no-reply@bearing.example';
  return `"${(tenant?.name ?? 'Bearing').replace(/"/g, '')}" <${address}>`;
}
