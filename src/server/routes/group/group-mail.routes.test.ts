import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, type DemoApp } from '../../../../tests/helpers/demo-app';
import { startSmtpSink, type SmtpSink } from '../../../../tests/helpers/smtp-sink';

/* E-mailing a group (002 §2, §5, §7): both payload readings, copy-me, SMTP and the local outbox. */

let d: DemoApp;
let smtp: SmtpSink;
let panel: number;
const anon = { host: new URL(MAIN).host };
const send = async (email: string, payload: object) =>
  d.app.inject({ method: 'POST', url: '/api/group/sendMailToGroup', headers: await d.as(email), payload });
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 20));
};

beforeAll(async () => {
  d = await createDemoApp();
  smtp = await startSmtpSink();
  panel = (
    await d.db.selectFrom('user_groups').select('id').where('name', '=', 'Corrosion review panel').executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(async () => {
  await d?.close();
  await smtp?.close();
});

describe('group e-mail through SMTP: members and owner, copy to the sender on request', () => {
  // Each test, not the first only: tests run in any order, the outbox test's among them.
  beforeEach(() => {
    d.app.config.smtpUrl = smtp.url;
  });
  it('reading one {subject, message, groupID, copyMeFlag} from a non-member of the account', async () => {
    const res = await send('grace.whitfield@example.com', {
      subject: 'Audit moved',
      message: 'The audit is on Friday now.',
      groupID: panel,
      copyMeFlag: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recipients: 5 });
    await until(() => smtp.received.length > 0);
    const m = smtp.received.at(-1)!;
    expect(m.to.sort()).toEqual([
      'grace.whitfield@example.com',
      'ivy@example.com',
      'owen.hale@example.com',
      'priya.nandakumar@example.com',
      'tomas.reed@example.com',
    ]);
    expect(m.raw).toContain('Subject: Audit moved');
    expect(m.raw).toContain('The audit is on Friday now.');
    expect(m.raw).toMatch(/Reply-To: grace\.whitfield@example\.com/i);
    const row = await d.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'sent', subject: 'Audit moved', cc_addr: 'grace.whitfield@example.com' });
  });
  it('reading two {emailSubject, emailMessage, emailCopy, groupId} from the owner, without a copy', async () => {
    const before = smtp.received.length;
    const res = await send('ivy@example.com', {
      emailSubject: 'Agenda',
      emailMessage: 'See attached agenda.',
      emailCopy: false,
      groupId: panel,
    });
    expect(res.json()).toEqual({ recipients: 3 });
    await until(() => smtp.received.length > before);
    expect(smtp.received.at(-1)!.to.sort()).toEqual([
      'owen.hale@example.com',
      'priya.nandakumar@example.com',
      'tomas.reed@example.com',
    ]);
  });
});

describe('group e-mail without SMTP_URL goes into the local outbox', () => {
  it('stores the mail with state stored and sends nothing', async () => {
    d.app.config.smtpUrl = null;
    const before = smtp.received.length;
    expect(
      (await send('owen.hale@example.com', { subject: 'Local', message: 'Kept in the outbox', groupId: panel })).statusCode,
    ).toBe(200);
    const row = await d.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'stored', subject: 'Local', body: expect.stringContaining('Kept in the outbox') });
    expect(smtp.received.length).toBe(before);
  });
});

describe('group e-mail: send needs a subject and a message; only the account may mail its groups', () => {
  it('400 for a blank subject or message or no group id; 404 other account; 403 company; 401 anonymous', async () => {
    for (const bad of [
      { subject: '  ', message: 'x', groupId: panel },
      { subject: 'x', emailMessage: ' ', groupId: panel },
      { subject: 'x', message: 'y' },
    ]) {
      expect((await send('ivy@example.com', bad)).statusCode).toBe(400);
    }
    expect(
      (await send('ivy@example.com', { subject: 'x'.repeat(256), message: 'y', groupId: panel })).json().fieldErrors[0],
    ).toMatchObject({ field: 'subject', message: 'Size' });
    expect((await send('admin@example.com', { subject: 'x', message: 'y', groupId: panel })).statusCode).toBe(404);
    expect((await send('carl@example.com', { subject: 'x', message: 'y', groupId: panel })).statusCode).toBe(403);
    expect(
      (
        await d.app.inject({
          method: 'POST',
          url: '/api/group/sendMailToGroup',
          headers: anon,
          payload: { subject: 'x', message: 'y', groupId: panel },
        })
      ).statusCode,
    ).toBe(401);
  });
});
