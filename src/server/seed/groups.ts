import type { Db, DbOrTx } from '../db/database';

/*
 * Demo groups and shares (002): a few groups for the Larsen Materials Lab colleagues and one for
 * the Halvard team, each with members and documents their account may read, and a couple of
 * direct shares so "shared with me" is not empty for Owen. Deterministic: picks documents by
 * publisher and id order.
 */

interface DemoGroup {
  account: number;
  owner: number;
  name: string;
  desc: string;
  members: number[];
  publisher: string;
  docs: number;
  skip: number;
}

const GROUPS: DemoGroup[] = [
  {
    account: 1,
    owner: 1,
    name: 'Corrosion review panel',
    desc: 'Colleagues reviewing the corrosion and coating test methods before each audit.',
    members: [9, 10, 11],
    publisher: 'MSA',
    docs: 3,
    skip: 1,
  },
  {
    account: 1,
    owner: 1,
    name: 'Lab onboarding',
    desc: 'Reading list for new technicians in their first month at the lab.',
    members: [9, 10, 11, 12],
    publisher: 'KES',
    docs: 2,
    skip: 0,
  },
  {
    account: 1,
    owner: 9,
    name: 'Hydraulics working group',
    desc: "Owen's working group on pump and valve specifications.",
    members: [1, 12],
    publisher: 'HMI',
    docs: 2,
    skip: 0,
  },
  {
    account: 3,
    owner: 3,
    name: 'Structural steel team',
    desc: 'Shared references for the structural steel design projects.',
    members: [13, 14],
    publisher: 'MSA',
    docs: 2,
    skip: 4,
  },
];

const firstDocs = (db: DbOrTx, publisher: string, n: number, skip = 0) =>
  db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select(['documents.id'])
    .where('publishers.code', '=', publisher)
    .where('documents.document_type', '<>', 'Translated')
    .orderBy('documents.id')
    .offset(skip)
    .limit(n)
    .execute();

/** Seeds the demo groups and shares into a seeded catalogue (called once from seedDemo). */
export async function seedGroups(db: Db): Promise<void> {
  const at = (minute: number) => new Date(Date.UTC(2025, 1, 3, 10, minute)).toISOString();
  const tenant = 'bearing';
  await db.transaction().execute(async (trx) => {
    let minute = 0;
    for (const g of GROUPS) {
      const now = at(minute++);
      const { id } = await trx
        .insertInto('user_groups')
        .values({ account_id: g.account, owner_id: g.owner, name: g.name, long_desc: g.desc, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('group_members')
        .values(g.members.map((user_id) => ({ group_id: id, user_id })))
        .execute();
      for (const d of await firstDocs(trx, g.publisher, g.docs, g.skip)) {
        await trx
          .insertInto('content_shares')
          .values({
            tenant_id: tenant,
            account_id: g.account,
            document_id: d.id,
            shared_by_id: g.owner,
            shared_with_group_id: id,
            created_at: now,
          })
          .execute();
      }
    }
    // Ivy shares a standard and a publication with Owen directly.
    const [standard] = await firstDocs(trx, 'MSA', 1, 10);
    const pub = await trx
      .selectFrom('documents')
      .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
      .select('documents.id')
      .where('documents.content_type', '<>', 'STANDARDS')
      .where('publishers.code', 'in', ['MSA', 'KES', 'HMI', 'TMB'])
      .orderBy('documents.id')
      .limit(1)
      .executeTakeFirst();
    for (const d of [standard, pub].filter(Boolean)) {
      await trx
        .insertInto('content_shares')
        .values({
          tenant_id: tenant,
          account_id: 1,
          document_id: d!.id,
          shared_by_id: 1,
          shared_with_user_id: 9,
          created_at: at(minute++),
        })
        .execute();
    }
  });
}
