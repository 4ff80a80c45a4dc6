import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import { startSmtpSink, type SmtpSink } from '../../../../tests/helpers/smtp-sink';
import { EXTERNAL_SHARE_MAILS_PER_HOUR } from '../../plugins/share-mail-limit';
import {
  ShareError,
  shareReply,
  shareSearchReply,
  sharedDocumentsReply,
  sharedPublicationsReply,
  sharedWithContentReply,
} from '../../../api/shares';

/*
 * Sharing (002 §2 Share dialog, §5, §7) and the shared-with-me lists, with the access matrix:
 * sharer, recipient, same-account bystander, other account, company user, other tenant, anonymous.
 * Mail goes through a real SMTP server started here.
 */

let d: DemoApp;
let smtp: SmtpSink;
let ivy: Record<string, string>;
let owen: Record<string, string>;
let grace: Record<string, string>;
let admin: Record<string, string>;
let carl: Record<string, string>;
let nora: Record<string, string>;
const anon = { host: new URL(MAIN).host };
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  d.app.inject({ method, url, headers, payload });
const docsOf = (publisher: string, contentType = 'STANDARDS') =>
  d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select(['documents.id', 'documents.content_code', 'documents.title'])
    .where('publishers.code', '=', publisher)
    .where('documents.content_type', '=', contentType)
    .orderBy('documents.id')
    .execute();
const shareCount = async () =>
  Number(
    (
      await d.db
        .selectFrom('content_shares')
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 20));
};

beforeAll(async () => {
  d = await createDemoApp();
  smtp = await startSmtpSink();
  d.app.config.smtpUrl = smtp.url;
  [ivy, owen, grace, admin, carl, nora] = await Promise.all([
    d.as('ivy@example.com'),
    d.as('owen.hale@example.com'),
    d.as('grace.whitfield@example.com'),
    d.as('admin@example.com'),
    d.as('carl@example.com'),
    d.as('nora@example.com', NORTHWIND),
  ]);
}, 120_000);
afterAll(async () => {
  await d?.close();
  await smtp?.close();
});

describe('share with a user of the account: the recipient sees it, nobody else (002 §2, DOMAIN invariant 2)', () => {
  it('Ivy shares with Grace; Grace gets a mail and sees it in both documents lists; Owen and Ada do not', async () => {
    const [doc] = (await docsOf('MSA')).slice(20);
    const sent = smtp.received.length;
    const res = await call('POST', '/api/contentShare/withUser', ivy, {
      contentID: doc.id,
      sharedWithUserID: 12,
      email: 'grace.whitfield@example.com',
      externalUser: false,
      contentCode: doc.content_code,
      title: doc.title,
    });
    expect(res.statusCode).toBe(201);
    expect(shareReply.parse(res.json()).created).toBe(true);
    await until(() => smtp.received.length > sent);
    expect(smtp.received.at(-1)!.to).toEqual(['grace.whitfield@example.com']);
    expect(smtp.received.at(-1)!.raw).toContain(doc.content_code);
    const mine = sharedDocumentsReply.parse(
      (await call('GET', '/api/shared-documents/current-user/STANDARD/?page=1&size=10', grace)).json(),
    );
    expect(mine.sharedDocuments[0]).toMatchObject({
      contentCode: doc.content_code,
      sharedByFirstName: 'Ivy',
      sharedByLastName: 'Larsen',
    });
    const all = sharedDocumentsReply.parse(
      (await call('POST', '/api/contentShare/findContentShareWithMe?pageIndex=0&pageSize=10', grace)).json(),
    );
    expect(all.sharedDocuments.map((s) => s.contentCode)).toContain(doc.content_code);
    for (const other of [owen, admin, ivy]) {
      const list = sharedDocumentsReply.parse(
        (await call('POST', '/api/contentShare/findContentShareWithMe?pageIndex=0&pageSize=100', other)).json(),
      );
      expect(list.sharedDocuments.map((s) => s.contentCode)).not.toContain(doc.content_code);
    }
    // The same share again is Sent, not a second row.
    const again = shareReply.parse(
      (
        await call('POST', '/api/contentShare/withUser', ivy, {
          contentID: doc.id,
          sharedWithUserID: 12,
          externalUser: false,
          contentCode: doc.content_code,
        })
      ).json(),
    );
    expect(again.created).toBe(false);
    const current = sharedWithContentReply.parse(
      (await call('GET', `/api/contentShare/getSharedGroupAndUserByContentID/${doc.id}`, owen)).json(),
    );
    expect(current.users).toEqual([
      { id: 12, name: 'Grace Whitfield', email: 'grace.whitfield@example.com', isExternalUser: false },
    ]);
  });
  it('a user of another account by id is 400 and nothing is written; by address they get only a mail as an external share', async () => {
    const [doc] = (await docsOf('MSA')).slice(21);
    const before = await shareCount();
    const byId = await call('POST', '/api/contentShare/withUser', ivy, {
      contentID: doc.id,
      sharedWithUserID: 3,
      externalUser: false,
      contentCode: doc.content_code,
    });
    expect(byId.statusCode).toBe(400);
    expect(byId.json().message).toBe(ShareError.unknownUser);
    expect(await shareCount()).toBe(before);
    const sent = smtp.received.length;
    const byMail = await call('POST', '/api/contentShare/withUser', ivy, {
      contentID: doc.id,
      email: 'admin@example.com',
      externalUser: true,
      contentCode: doc.content_code,
    });
    expect(byMail.statusCode).toBe(201);
    await until(() => smtp.received.length > sent);
    expect(smtp.received.at(-1)!.to).toEqual(['admin@example.com']);
    const adminList = sharedDocumentsReply.parse(
      (await call('POST', '/api/contentShare/findContentShareWithMe?pageIndex=0&pageSize=100', admin)).json(),
    );
    expect(adminList.sharedDocuments.map((s) => s.contentCode)).not.toContain(doc.content_code);
    const current = sharedWithContentReply.parse(
      (await call('GET', `/api/contentShare/getSharedGroupAndUserByContentID/${doc.id}`, ivy)).json(),
    );
    expect(current.users).toEqual([{ id: null, name: 'admin@example.com', email: 'admin@example.com', isExternalUser: true }]);
  });
  it("an external address that is a colleague's becomes a share with that colleague", async () => {
    const [doc] = (await docsOf('MSA')).slice(22);
    await call('POST', '/api/contentShare/withUser', ivy, {
      contentID: doc.id,
      email: 'Owen.Hale@example.com',
      externalUser: true,
      contentCode: doc.content_code,
    });
    const list = sharedDocumentsReply.parse(
      (await call('POST', '/api/contentShare/findContentShareWithMe?pageIndex=0&pageSize=100', owen)).json(),
    );
    expect(list.sharedDocuments.map((s) => s.contentCode)).toContain(doc.content_code);
  });
  it('400 for a bad address, a code that does not match the id; 403 for a document the account may not read', async () => {
    const [doc, other] = (await docsOf('MSA')).slice(23);
    expect(
      (
        await call('POST', '/api/contentShare/withUser', ivy, {
          contentID: doc.id,
          email: 'not-an-address',
          externalUser: true,
          contentCode: doc.content_code,
        })
      ).json().message,
    ).toBe(ShareError.emailRequired);
    expect(
      (
        await call('POST', '/api/contentShare/withUser', ivy, {
          contentID: doc.id,
          sharedWithUserID: 12,
          contentCode: other.content_code,
        })
      ).json().message,
    ).toBe(ShareError.documentMismatch);
    const [ctc] = await docsOf('CTC');
    expect(
      (
        await call('POST', '/api/contentShare/withUser', ivy, {
          contentID: ctc.id,
          sharedWithUserID: 12,
          contentCode: ctc.content_code,
        })
      ).statusCode,
    ).toBe(403);
  });
  it('company users, the other tenant (no content-share feature) and anonymous cannot share or list', async () => {
    const [doc] = await docsOf('MSA');
    const body = { contentID: doc.id, email: 'x@example.org', externalUser: true, contentCode: doc.content_code };
    expect((await call('POST', '/api/contentShare/withUser', carl, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/contentShare/withUser', nora, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/contentShare/withUser', anon, body)).statusCode).toBe(401);
    expect((await call('GET', '/api/contentShare/searchUsersAndGroups?keyword=owen', carl)).statusCode).toBe(403);
    expect((await call('POST', '/api/contentShare/findContentShareWithMe', nora)).statusCode).toBe(403);
    expect((await call('GET', '/api/shared-documents/current-user/PUBLICATION/', anon)).statusCode).toBe(401);
  });
});

describe('share with a group: its members see it and get a notice (002 §2)', () => {
  it('any member of the account shares with a group; members see it, the sharer and other accounts do not', async () => {
    const group = await d.db
      .selectFrom('user_groups')
      .select('id')
      .where('name', '=', 'Corrosion review panel')
      .executeTakeFirstOrThrow();
    const [doc] = (await docsOf('MSA')).slice(30);
    const sent = smtp.received.length;
    const res = await call('POST', '/api/contentShare/withGroup', grace, {
      contentID: doc.id,
      sharedWithGroupID: group.id,
      contentCode: doc.content_code,
      title: doc.title,
    });
    expect(res.statusCode).toBe(201);
    await until(() => smtp.received.length > sent);
    expect(smtp.received.at(-1)!.to.sort()).toEqual([
      'ivy@example.com',
      'owen.hale@example.com',
      'priya.nandakumar@example.com',
      'tomas.reed@example.com',
    ]);
    const owenList = sharedDocumentsReply.parse(
      (await call('POST', '/api/contentShare/findContentShareWithMe?pageIndex=0&pageSize=100', owen)).json(),
    );
    expect(owenList.sharedDocuments.find((s) => s.contentCode === doc.content_code)).toMatchObject({
      sharedByFirstName: 'Grace',
    });
    const graceList = sharedDocumentsReply.parse(
      (await call('POST', '/api/contentShare/findContentShareWithMe?pageIndex=0&pageSize=100', grace)).json(),
    );
    expect(graceList.sharedDocuments.map((s) => s.contentCode)).not.toContain(doc.content_code);
    const current = sharedWithContentReply.parse(
      (await call('GET', `/api/contentShare/getSharedGroupAndUserByContentID/${doc.id}`, ivy)).json(),
    );
    expect(current.groups[0]).toMatchObject({ id: group.id, isGroup: true, name: 'Corrosion review panel' });
    expect(current.groups[0].rosters).toHaveLength(3);
    // Another account cannot aim at this group.
    const [msa] = await docsOf('MSA');
    const foreign = await call('POST', '/api/contentShare/withGroup', admin, {
      contentID: msa.id,
      sharedWithGroupID: group.id,
      contentCode: msa.content_code,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(ShareError.unknownGroup);
  });
});

describe('My Shared Documents lists each document once, however many shares reach the user (002 §2 Shared-with-me lists)', () => {
  it('a document shared with two groups of the user, and with the user, is one row counted once', async () => {
    const groups = await d.db
      .selectFrom('user_groups')
      .select('id')
      .where('name', 'in', ['Corrosion review panel', 'Lab onboarding'])
      .execute();
    expect(groups).toHaveLength(2);
    const owenId = (
      await d.db.selectFrom('users').select('id').where('email', '=', 'owen.hale@example.com').executeTakeFirstOrThrow()
    ).id;
    const before = sharedDocumentsReply.parse(
      (await call('POST', '/api/contentShare/findContentShareWithMe?pageIndex=0&pageSize=100', owen)).json(),
    );
    const seen = new Set(before.sharedDocuments.map((s) => s.contentCode));
    const doc = (await docsOf('MSA')).reverse().find((x) => !seen.has(x.content_code))!;
    for (const g of groups) {
      const res = await call('POST', '/api/contentShare/withGroup', grace, {
        contentID: doc.id,
        sharedWithGroupID: g.id,
        contentCode: doc.content_code,
        title: doc.title,
      });
      expect(res.statusCode).toBe(201);
    }
    const graceShare = await d.db
      .selectFrom('content_shares')
      .selectAll()
      .where('document_id', '=', doc.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await d.db
      .insertInto('content_shares')
      .values({ ...graceShare, id: undefined, shared_with_group_id: null, shared_with_user_id: owenId })
      .execute();
    const after = sharedDocumentsReply.parse(
      (await call('POST', '/api/contentShare/findContentShareWithMe?pageIndex=0&pageSize=100', owen)).json(),
    );
    expect(after.sharedDocuments.filter((s) => s.contentCode === doc.content_code)).toHaveLength(1);
    expect(after.count).toBe(before.count + 1);
    const codes = after.sharedDocuments.map((s) => s.contentCode);
    expect(new Set(codes).size).toBe(codes.length);
    const standards = sharedDocumentsReply.parse(
      (await call('GET', '/api/shared-documents/current-user/STANDARD/?page=1&size=100', owen)).json(),
    );
    expect(standards.sharedDocuments.filter((s) => s.contentCode === doc.content_code)).toHaveLength(1);
  });
});

describe('share search: account groups and users; e-mail only without groups (002 §5)', () => {
  it("finds groups and colleagues by name, never the caller or other accounts' users", async () => {
    const hits = shareSearchReply.parse((await call('GET', '/api/contentShare/searchUsersAndGroups?keyword=panel', ivy)).json());
    expect(hits).toEqual([expect.objectContaining({ name: 'Corrosion review panel', isGroup: true })]);
    const people = shareSearchReply.parse(
      (await call('GET', '/api/contentShare/searchUsersAndGroups?keyword=example.com', ivy)).json(),
    );
    const names = people.map((p) => p.name);
    expect(names).toContain('Owen Hale');
    expect(names).not.toContain('Ivy Larsen');
    expect(names).not.toContain('Ada Min');
    expect(
      shareSearchReply.parse((await call('GET', '/api/contentShare/searchUsersAndGroups?keyword=ada%20min', ivy)).json()),
    ).toEqual([]);
  });
  it('an account without the group feature matches only an exact colleague address', async () => {
    const lca = await d.as('lca@example.com'); // Lantern Civil Works: no group feature
    expect(shareSearchReply.parse((await call('GET', '/api/contentShare/searchUsersAndGroups?keyword=leo', lca)).json())).toEqual(
      [],
    );
  });
});

describe('shared publications: 0-based pages; standards: 1-based (002 §2)', () => {
  it("Owen's seeded publication share is on page 0 of publications and not among standards", async () => {
    const pubs = sharedPublicationsReply.parse(
      (await call('GET', '/api/shared-documents/current-user/PUBLICATION/?page=0&size=10', owen)).json(),
    );
    expect(pubs.totalElements).toBeGreaterThanOrEqual(1);
    expect(pubs.content[0].sharedByUserAccount.user).toEqual({ firstName: 'Ivy', lastName: 'Larsen' });
    const std = sharedDocumentsReply.parse(
      (await call('GET', '/api/shared-documents/current-user/STANDARD/?page=1&size=100', owen)).json(),
    );
    expect(std.sharedDocuments.map((s) => s.contentCode)).not.toContain(pubs.content[0].document.contentCode);
    expect((await call('GET', '/api/shared-documents/current-user/STANDARD/?page=0', owen)).statusCode).toBe(400);
    const page2 = sharedDocumentsReply.parse(
      (await call('GET', '/api/shared-documents/current-user/STANDARD/?page=2&size=1', owen)).json(),
    );
    expect(page2.sharedDocuments[0]?.contentCode).toBe(std.sharedDocuments[1]?.contentCode);
  });
});

describe('share mails to outside addresses are limited per user', () => {
  it("after the hour's allowance the next outside address is 429 with Retry-After, nothing written or sent; colleagues and other users go on", async () => {
    const priya = await d.as('priya.nandakumar@example.com');
    const tomas = await d.as('tomas.reed@example.com');
    const doc = (await docsOf('MSA')).at(-1)!;
    const external = (who: Record<string, string>, email: string) =>
      call('POST', '/api/contentShare/withUser', who, {
        contentID: doc.id,
        email,
        externalUser: true,
        contentCode: doc.content_code,
      });
    for (let i = 0; i < EXTERNAL_SHARE_MAILS_PER_HOUR; i++)
      expect((await external(priya, `outside${i}@elsewhere.example`)).statusCode, `mail ${i}`).toBe(201);
    await until(
      () => smtp.received.filter((m) => m.to[0]?.endsWith('@elsewhere.example')).length >= EXTERNAL_SHARE_MAILS_PER_HOUR,
    );
    const [shares, mails] = [await shareCount(), smtp.received.length];

    const refused = await external(priya, 'one-more@elsewhere.example');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(refused.json()).toMatchObject({ status: 429, title: 'Too Many Requests', message: ShareError.mailLimit });
    await new Promise((r) => setTimeout(r, 100));
    expect([await shareCount(), smtp.received.length]).toEqual([shares, mails]);

    // A colleague in the account is not an outside address; another user has an allowance of their own.
    expect(
      (
        await call('POST', '/api/contentShare/withUser', priya, {
          contentID: doc.id,
          sharedWithUserID: 9,
          externalUser: false,
          contentCode: doc.content_code,
        })
      ).statusCode,
    ).toBe(201);
    expect((await external(tomas, 'someone@elsewhere.example')).statusCode).toBe(201);
  });
});
