import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import { GroupError, groupCard, groupDetail, groupDocumentsReply, searchUsersReply, type GroupDetail } from '../../../api/groups';

/* Groups (002 §2–§7) with the access matrix: owner, member, same-account non-member, other account, company user, anonymous. */

let d: DemoApp;
let ivy: Record<string, string>; // owner of the seeded "Corrosion review panel" (account 1)
let owen: Record<string, string>; // member of it
let grace: Record<string, string>; // same account, not a member of it
let admin: Record<string, string>; // another account with groups
let carl: Record<string, string>; // company user
let nora: Record<string, string>; // another tenant
const anon = { host: new URL(MAIN).host };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  d.app.inject({ method, url, headers, payload });
let panel: number;
const docsOf = (publisher: string) =>
  d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select(['documents.id', 'documents.content_code'])
    .where('publishers.code', '=', publisher)
    .orderBy('documents.id')
    .execute();
const counts = async () => ({
  groups: Number(
    (
      await d.db
        .selectFrom('user_groups')
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  members: Number(
    (
      await d.db
        .selectFrom('group_members')
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  shares: Number(
    (
      await d.db
        .selectFrom('content_shares')
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

beforeAll(async () => {
  d = await createDemoApp();
  [ivy, owen, grace, admin, carl, nora] = await Promise.all([
    d.as('ivy@example.com'),
    d.as('owen.hale@example.com'),
    d.as('grace.whitfield@example.com'),
    d.as('admin@example.com'),
    d.as('carl@example.com'),
    d.as('nora@example.com', NORTHWIND),
  ]);
  panel = (
    await d.db.selectFrom('user_groups').select('id').where('name', '=', 'Corrosion review panel').executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(async () => d?.close());

describe("groups list: the account's groups with counts and owner (002 §2 Groups list)", () => {
  it("every account member sees the account's groups; ownedByMe marks the owner", async () => {
    for (const [who, owns] of [
      [ivy, true],
      [owen, false],
      [grace, false],
    ] as const) {
      for (const url of ['/api/group/listByCurrentAccount', '/api/group/list?accountId=1']) {
        const res = await call('GET', url, who);
        expect(res.statusCode).toBe(200);
        const list = res.json().map((g: unknown) => groupCard.parse(g));
        const g = list.find((x: { groupID: number }) => x.groupID === panel)!;
        expect(g).toMatchObject({
          name: 'Corrosion review panel',
          memberCount: 3,
          contentCount: 3,
          ownedByMe: owns,
          userInfo: { createFirstName: 'Ivy', createLastName: 'Larsen' },
        });
      }
    }
  });
  it('another account sees only its own groups; a foreign accountId is 403; company 403; other tenant 403; anonymous 401', async () => {
    const theirs = (await call('GET', '/api/group/listByCurrentAccount', admin)).json();
    expect(theirs.map((g: { name: string }) => g.name)).toEqual(['Structural steel team']);
    expect((await call('GET', '/api/group/list?accountId=1', admin)).statusCode).toBe(403);
    expect((await call('GET', '/api/group/listByCurrentAccount', carl)).statusCode).toBe(403);
    expect((await call('GET', '/api/group/listByCurrentAccount', nora)).statusCode).toBe(403);
    expect((await call('GET', '/api/group/listByCurrentAccount', anon)).statusCode).toBe(401);
  });
});

describe('group detail and documents: readable by every member of the account, nobody else (002 §1, §6)', () => {
  it('owner, member and non-member of the same account read it; other account 404; company 403; anonymous 401', async () => {
    for (const who of [ivy, owen, grace]) {
      const det = groupDetail.parse((await call('GET', `/api/group/getGroupDetail?groupId=${panel}`, who)).json());
      expect(det.rosters.map((r) => r.firstName).sort()).toEqual(['Owen', 'Priya', 'Tomas']);
      expect(det.documents).toHaveLength(3);
      expect(det.ownedByMe).toBe(who === ivy);
      expect(
        groupDocumentsReply.parse((await call('GET', `/api/contentShare/shared/list?groupId=${panel}`, who)).json()),
      ).toEqual(det.documents);
    }
    expect((await call('GET', `/api/group/getGroupDetail?groupId=${panel}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/contentShare/shared/list?groupId=${panel}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/group/getGroupDetail?groupId=${panel}`, carl)).statusCode).toBe(403);
    expect((await call('GET', `/api/group/getGroupDetail?groupId=${panel}`, anon)).statusCode).toBe(401);
    expect((await call('GET', '/api/group/getGroupDetail?groupId=999999', ivy)).statusCode).toBe(404);
  });
});

describe('create: the caller owns the new group; bad input writes nothing (002 §5)', () => {
  it('saves name, description, members and documents and answers the detail', async () => {
    const [a, b] = await docsOf('KES');
    const res = await call('POST', '/api/group/save', owen, {
      accountID: 1,
      name: '  Pump audit  ',
      longDesc: 'Audit prep',
      memberIds: [10, 12],
      contentCodes: [a.content_code, b.content_code],
    });
    expect(res.statusCode).toBe(201);
    const g = groupDetail.parse(res.json());
    expect(g).toMatchObject({ name: 'Pump audit', longDesc: 'Audit prep', createdByFirstName: 'Owen', ownedByMe: true });
    expect(g.rosters.map((r) => r.user.userId).sort()).toEqual([10, 12]);
    expect(g.documents.map((x) => x.contentCode).sort()).toEqual([a.content_code, b.content_code].sort());
  });
  it('400 for an over-long name, a blank description, unknown or foreign member ids, documents the account may not read; nothing written', async () => {
    const before = await counts();
    const [kes] = await docsOf('KES');
    const [ctc] = await docsOf('CTC'); // account 1 does not subscribe to CTC
    const base = { name: 'Ok', longDesc: 'Ok', memberIds: [9], contentCodes: [kes.content_code] };
    const long = await call('POST', '/api/group/save', ivy, { ...base, name: 'x'.repeat(256) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors[0]).toMatchObject({ field: 'name', message: 'Size' });
    expect((await call('POST', '/api/group/save', ivy, { ...base, name: 'x'.repeat(255) })).statusCode).toBe(201);
    const blank = await call('POST', '/api/group/save', ivy, { ...base, longDesc: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors[0].field).toBe('longDesc');
    for (const memberIds of [[9, 424242], [13], [2]]) {
      // unknown, another account's user, a company user
      const r = await call('POST', '/api/group/save', ivy, { ...base, memberIds });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ message: GroupError.unknownMembers, fieldErrors: [{ field: 'memberIds' }] });
    }
    const foreignDoc = await call('POST', '/api/group/save', ivy, {
      ...base,
      contentCodes: [kes.content_code, ctc.content_code, 'NO-SUCH'],
    });
    expect(foreignDoc.statusCode).toBe(400);
    expect(foreignDoc.json()).toMatchObject({ message: GroupError.unknownDocuments, detail: `${ctc.content_code},NO-SUCH` });
    const after = await counts();
    expect(after.groups).toBe(before.groups + 1); // only the 255-character one
  });
  it('another account id in the payload is 403; company user 403; anonymous 401', async () => {
    const body = { accountID: 3, name: 'x', longDesc: 'y', memberIds: [], contentCodes: [] };
    expect((await call('POST', '/api/group/save', ivy, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/group/save', carl, { ...body, accountID: undefined })).statusCode).toBe(403);
    expect((await call('POST', '/api/group/save', anon, body)).statusCode).toBe(401);
  });
});

describe('only the owner changes a group (002 §6)', () => {
  async function fresh(): Promise<GroupDetail> {
    const [a] = await docsOf('MSA');
    return groupDetail.parse(
      (
        await call('POST', '/api/group/save', ivy, {
          name: 'Temp',
          longDesc: 'Temp group',
          memberIds: [9, 10],
          contentCodes: [a.content_code],
        })
      ).json(),
    );
  }
  it('member, non-member, other account, company and anonymous cannot rename, re-member, change documents, update or delete', async () => {
    const g = await fresh();
    const writes: [Method, string, object?][] = [
      ['PUT', '/api/group/update/name', { groupID: g.groupID, name: 'Hijack', longDesc: 'x' }],
      ['PUT', '/api/group/update/memberIds', { groupID: g.groupID, memberIds: [11] }],
      [
        'POST',
        '/api/contentShare/updateContentsByGroup',
        { sharedWithGroupID: g.groupID, removeContentIds: [g.documents[0].contentID] },
      ],
      ['PUT', '/api/group/update', { groupID: g.groupID, name: 'H', longDesc: 'x', memberIds: [11], contentCodes: [] }],
      ['DELETE', `/api/group/${g.groupID}`],
    ];
    for (const [method, url, body] of writes) {
      expect((await call(method, url, owen, body)).statusCode, `${url} member`).toBe(403);
      expect((await call(method, url, grace, body)).statusCode, `${url} non-member`).toBe(403);
      expect((await call(method, url, admin, body)).statusCode, `${url} other account`).toBe(404);
      expect((await call(method, url, carl, body)).statusCode, `${url} company`).toBe(403);
      expect((await call(method, url, anon, body)).statusCode, `${url} anonymous`).toBe(401);
    }
    expect(groupDetail.parse((await call('GET', `/api/group/getGroupDetail?groupId=${g.groupID}`, ivy)).json())).toEqual(g);
  });
  it('the owner renames, changes members, adds and removes documents, updates through the wizard and deletes', async () => {
    const g = await fresh();
    const [, , , k3] = await docsOf('MSA');
    const renamed = groupDetail.parse(
      (await call('PUT', '/api/group/update/name', ivy, { groupID: g.groupID, name: 'Renamed', longDesc: 'New words' })).json(),
    );
    expect(renamed).toMatchObject({ name: 'Renamed', longDesc: 'New words' });
    const members = groupDetail.parse(
      (await call('PUT', '/api/group/update/memberIds', ivy, { groupID: g.groupID, memberIds: [11, 12] })).json(),
    );
    expect(members.rosters.map((r) => r.user.userId).sort()).toEqual([11, 12]);
    const docs = groupDetail.parse(
      (
        await call('POST', '/api/contentShare/updateContentsByGroup', ivy, {
          sharedWithGroupID: g.groupID,
          addContentCodes: [k3.content_code],
          removeContentIds: [g.documents[0].contentID],
          singleDelete: false,
        })
      ).json(),
    );
    expect(docs.documents.map((x) => x.contentCode)).toEqual([k3.content_code]);
    const single = groupDetail.parse(
      (
        await call('POST', '/api/contentShare/updateContentsByGroup', ivy, {
          sharedWithGroupID: g.groupID,
          removeContentIds: [docs.documents[0].contentID],
          singleDelete: true,
        })
      ).json(),
    );
    expect(single.documents).toEqual([]);
    const wiz = groupDetail.parse(
      (
        await call('PUT', '/api/group/update', ivy, {
          groupID: g.groupID,
          accountID: 1,
          name: 'W',
          longDesc: 'D',
          memberIds: [9],
          contentCodes: [k3.content_code],
          removeContentIds: [],
        })
      ).json(),
    );
    expect(wiz).toMatchObject({
      name: 'W',
      longDesc: 'D',
      rosters: [{ user: { userId: 9 } }],
      documents: [{ contentCode: k3.content_code }],
    });
    expect((await call('DELETE', `/api/group/${g.groupID}?accountId=1`, ivy)).statusCode).toBe(204);
    expect((await call('GET', `/api/group/getGroupDetail?groupId=${g.groupID}`, ivy)).statusCode).toBe(404);
    expect(await d.db.selectFrom('content_shares').select('id').where('shared_with_group_id', '=', g.groupID).execute()).toEqual(
      [],
    );
  });
  it('a wizard update with one bad member id changes nothing (one transaction)', async () => {
    const g = await fresh();
    const r = await call('PUT', '/api/group/update', ivy, {
      groupID: g.groupID,
      name: 'Changed',
      longDesc: 'Changed',
      memberIds: [11, 999999],
      contentCodes: [],
      removeContentIds: [g.documents[0].contentID],
    });
    expect(r.statusCode).toBe(400);
    expect(groupDetail.parse((await call('GET', `/api/group/getGroupDetail?groupId=${g.groupID}`, ivy)).json())).toEqual(g);
  });
});

describe('wizard searches: account members by name, documents the account may read (002 §5, §7)', () => {
  it('members match first plus last name ignoring case and spaces, never the caller or other accounts; fewer than 3 characters find nothing', async () => {
    const names = async (who: Record<string, string>, fullName: string) =>
      searchUsersReply
        .parse((await call('POST', '/api/user/searchUsers?pageIndex=0&pageSize=100', who, { fullName })).json())
        .users.map((u) => `${u.user.firstName} ${u.user.lastName}`);
    expect(await names(ivy, 'owenha')).toEqual(['Owen Hale']);
    expect(await names(ivy, 'PRIYA N')).toEqual(['Priya Nandakumar']);
    expect(await names(ivy, 'ivy')).toEqual([]);
    expect(await names(ivy, 'ben')).toEqual([]);
    expect(await names(ivy, 'ow')).toEqual([]);
    expect(await names(admin, 'ben')).toEqual(['Ben Ortiz']);
    expect((await call('POST', '/api/user/searchUsers', carl, { fullName: 'june' })).statusCode).toBe(403);
    expect((await call('POST', '/api/user/searchUsers', anon, { fullName: 'owen' })).statusCode).toBe(401);
  });
  it('by e-mail only within the account', async () => {
    expect((await call('POST', '/api/user/searchUsersByEmail', ivy, { email: 'OWEN.HALE@example.com' })).json()).toMatchObject([
      { user: { userId: 9 } },
    ]);
    expect((await call('POST', '/api/user/searchUsersByEmail', ivy, { email: 'ben.ortiz@example.com' })).json()).toEqual([]);
  });
  it('documents: entitled publishers only, by title, designation or asset id', async () => {
    const [kes] = await d.db
      .selectFrom('documents')
      .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
      .select(['documents.designation_no', 'documents.content_code'])
      .where('publishers.code', '=', 'KES')
      .limit(1)
      .execute();
    const hit = groupDocumentsReply.parse(
      (await call('POST', '/api/group/documents/search/type-ahead?size=100', ivy, { keywords: kes.designation_no })).json(),
    );
    expect(hit.map((x) => x.contentCode)).toContain(kes.content_code);
    const [ctc] = await docsOf('CTC');
    const ctcRow = await d.db.selectFrom('documents').select('designation_no').where('id', '=', ctc.id).executeTakeFirstOrThrow();
    expect(
      groupDocumentsReply
        .parse(
          (
            await call('POST', '/api/group/documents/search/type-ahead?size=100', ivy, { keywords: ctcRow.designation_no })
          ).json(),
        )
        .map((x) => x.contentCode),
    ).not.toContain(ctc.content_code);
  });
});
