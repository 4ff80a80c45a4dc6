import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/Link';
import type { GroupCard } from '../../../../api/groups';
import { Button } from '../../../components/ui/Button';
import { DropdownMenu, MenuEntries } from '../../../components/ui/Menu';
import { ListStates } from '../../../components/ui/ListStates';
import { useGroupDetail, useGroups } from '../api/groups';
import { sortGroups } from '../matching';
import { DeleteGroupDialog } from './DeleteGroupDialog';
import { EmailGroupDialog } from './EmailGroupDialog';
import { GroupWizard } from './GroupWizard';
import { DocIcon, DotsIcon, EnvelopeIcon, PeopleIcon } from './icons';

/** /groups (002 §2 Groups list): cards, A–Z / Z–A, owner menu or envelope, empty state. */
export function GroupsPage({ accountId }: { accountId: number | null }) {
  const { t } = useTranslation();
  const groups = useGroups();
  const [dir, setDir] = useState<'asc' | 'desc'>('asc');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [mailing, setMailing] = useState<GroupCard | null>(null);
  const [deleting, setDeleting] = useState<GroupCard | null>(null);

  return (
    <section className="mx-auto w-full max-w-6xl px-3 py-4 sm:px-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{t('groups.title')}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-sm text-ink-800">
            {t('groups.sort.label')}
            <select
              className="min-h-11 rounded-lg border border-ink-300 bg-white px-2 text-base"
              value={dir}
              onChange={(e) => setDir(e.target.value as 'asc' | 'desc')}
            >
              <option value="asc">{t('groups.sort.asc')}</option>
              <option value="desc">{t('groups.sort.desc')}</option>
            </select>
          </label>
          <Button onClick={() => setCreating(true)}>{t('groups.create')}</Button>
        </div>
      </div>
      <ListStates query={groups} rows={(d) => d} loading="groups.loading" empty="groups.empty">
        {(list) => (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3">
            {sortGroups(list, dir).map((g) => (
              <li key={g.groupID} className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-ink-100">
                <div className="flex items-center gap-3 text-sm text-ink-700">
                  <span className="inline-flex items-center gap-1">
                    <PeopleIcon />
                    {t('groups.card.members', { count: g.memberCount })}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <DocIcon />
                    {t('groups.card.documents', { count: g.contentCount })}
                  </span>
                  <span className="ms-auto">
                    {g.ownedByMe ? (
                      <DropdownMenu
                        label={t('groups.card.menu', { name: g.name })}
                        button={<DotsIcon />}
                        buttonClassName="text-brand-800 hover:bg-brand-50"
                      >
                        <MenuEntries
                          entries={[
                            { id: 'edit', label: t('groups.actions.edit'), onSelect: () => setEditing(g.groupID) },
                            { id: 'email', label: t('groups.actions.email'), onSelect: () => setMailing(g) },
                            { id: 'delete', label: t('groups.actions.delete'), onSelect: () => setDeleting(g) },
                          ]}
                        />
                      </DropdownMenu>
                    ) : (
                      <button
                        type="button"
                        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50"
                        aria-label={t('groups.card.email', { name: g.name })}
                        title={t('groups.card.email', { name: g.name })}
                        onClick={() => setMailing(g)}
                      >
                        <EnvelopeIcon />
                      </button>
                    )}
                  </span>
                </div>
                <Link
                  to={`/group-detail/?groupId=${g.groupID}`}
                  className="inline-flex min-h-11 items-center text-lg font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
                >
                  {g.name}
                </Link>
                <p className="line-clamp-3 break-words text-ink-800">{g.longDesc}</p>
                <p className="mt-auto text-sm text-ink-600">
                  {t('groups.card.owner', { name: `${g.userInfo.createFirstName} ${g.userInfo.createLastName}` })}
                  {g.ownedByMe ? ` ${t('groups.card.me')}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <GroupWizard open={creating} onClose={() => setCreating(false)} accountId={accountId} />
      {editing !== null && <EditFromList groupId={editing} onClose={() => setEditing(null)} />}
      <EmailGroupDialog group={mailing} onClose={() => setMailing(null)} />
      <DeleteGroupDialog
        group={deleting}
        open={deleting !== null}
        accountId={accountId ?? undefined}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

/** The wizard in edit mode needs the group's members and documents first. */
function EditFromList({ groupId, onClose }: { groupId: number; onClose: () => void }) {
  const detail = useGroupDetail(groupId);
  return detail.data ? <GroupWizard open onClose={onClose} group={detail.data} /> : null;
}
