import path from 'node:path';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { postgresAvailable, postgresTestDatabase } from '../../../../tests/helpers/databases';
import { groupDetail, groupListReply } from '../../../api/groups';
import { sharedDocumentsReply } from '../../../api/shares';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { bearer, MAIN, signIn } from '../../../../tests/helpers/sign-in-env';
import { DEMO_PASSWORD } from '../../seed/people';
import { seedDemo } from '../../seed/seed';
import { SEED_COST } from '../../services/passwords';

/* The group and share queries (LIKE with escapes, counts, cascades, transactions) on PostgreSQL. */

describe('groups and shares on PostgreSQL', () => {
  it('lists, searches, creates, rejects bad input without writing, shares and deletes', async (ctx) => {
    if (!(await postgresAvailable())) ctx.skip();
    const pg = await postgresTestDatabase();
    const dir = path.join(os.tmpdir(), `bearing-pg-groups-${process.pid}`);
    await seedDemo(pg.db, { documents: 60, filesDir: dir, files: false });
    const app = await buildApp({
      config: { ...loadConfig({ DATA_DIR: dir, MAX_EVENT_LOOP_DELAY_MS: '0' }), distDir: path.join(dir, 'no-dist') },
      db: pg.db,
      dialect: 'postgres',
      logger: false,
      passwordCost: SEED_COST,
    });
    try {
      await app.ready();
      const as = async (email: string) =>
        bearer(MAIN, (await signIn(app, MAIN, 'bearing', email, DEMO_PASSWORD)).tokens.access_token);
      const [ivy, owen] = [await as('ivy@example.com'), await as('owen.hale@example.com')];
      const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
        app.inject({ method, url, headers, payload });

      const list = groupListReply.parse((await call('GET', '/api/group/listByCurrentAccount', ivy)).json());
      expect(list.find((g) => g.name === 'Corrosion review panel')).toMatchObject({
        memberCount: 3,
        contentCount: 3,
        ownedByMe: true,
      });
      expect(
        (await call('POST', '/api/user/searchUsers', ivy, { fullName: 'owen ha' }))
          .json()
          .users.map((u: { user: { userId: number } }) => u.user.userId),
      ).toEqual([9]);
      expect((await call('POST', '/api/user/searchUsers', ivy, { fullName: '%%%' })).json().users).toEqual([]);

      const docs = await pg.db
        .selectFrom('documents')
        .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
        .select(['documents.id', 'documents.content_code'])
        .where('publishers.code', '=', 'MSA')
        .orderBy('documents.id')
        .execute();
      const before = Number(
        (
          await pg.db
            .selectFrom('user_groups')
            .select((e) => e.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(
        (
          await call('POST', '/api/group/save', ivy, {
            name: 'x',
            longDesc: 'y',
            memberIds: [9, 999],
            contentCodes: [docs[0].content_code],
          })
        ).statusCode,
      ).toBe(400);
      expect(
        Number(
          (
            await pg.db
              .selectFrom('user_groups')
              .select((e) => e.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(before);

      const created = await call('POST', '/api/group/save', ivy, {
        name: 'PG group',
        longDesc: 'On PostgreSQL',
        memberIds: [9],
        contentCodes: [docs[0].content_code],
      });
      expect(created.statusCode).toBe(201);
      const g = groupDetail.parse(created.json());
      expect(
        (
          await call('POST', '/api/contentShare/withGroup', ivy, {
            contentID: docs[docs.length - 1].id,
            sharedWithGroupID: g.groupID,
            contentCode: docs[docs.length - 1].content_code,
          })
        ).statusCode,
      ).toBe(201);
      const owenList = sharedDocumentsReply.parse(
        (await call('POST', '/api/contentShare/findContentShareWithMe?pageIndex=0&pageSize=100', owen)).json(),
      );
      expect(owenList.sharedDocuments.map((s) => s.contentCode)).toContain(docs[docs.length - 1].content_code);
      expect((await call('DELETE', `/api/group/${g.groupID}`, owen)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/group/${g.groupID}`, ivy)).statusCode).toBe(204);
      expect(
        await pg.db.selectFrom('content_shares').select('id').where('shared_with_group_id', '=', g.groupID).execute(),
      ).toEqual([]);
    } finally {
      await app.close();
      await pg.cleanup();
    }
  }, 180_000);
});
