import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/ui/Link';
import { GROUP_NAME_HEADER_MAX, MEMBERS_PREVIEW, type GroupDocument } from '../../../../api/groups';
import { Button } from '../../../components/ui/Button';
import { DropdownMenu, MenuEntries } from '../../../components/ui/Menu';
import { Spinner } from '../../../components/ui/Spinner';
import { notify } from '../../../lib/notifications';
import { useGroupDetail, useUpdateDocuments } from '../api/groups';
import { decodeHtml, memberPreview, truncateName } from '../matching';
import { memberName } from '../payloads';
import { DetailEditDialog, type DetailEdit } from './DetailEditDialogs';
import { DeleteGroupDialog } from './DeleteGroupDialog';
import { EmailGroupDialog } from './EmailGroupDialog';
import { RemoveDocumentDialog } from './RemoveDocumentDialog';
import { BackIcon, EnvelopeIcon, TrashIcon } from './icons';
import { DocumentLink } from '../../../components/ui/DocumentLink';

/** /group-detail/?groupId= (002 §2 Group detail). */
export function GroupDetailPage({ onOpenDocument }: { onOpenDocument: (contentCode: string) => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const groupId = Number(params.get('groupId')) || 0;
  const detail = useGroupDetail(groupId);
  const [expanded, setExpanded] = useState(false);
  const [edit, setEdit] = useState<DetailEdit>(null);
  const [mailing, setMailing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [removing, setRemoving] = useState<GroupDocument | null>(null);
  const docs = useUpdateDocuments();

  if (detail.isPending && groupId > 0)
    return (
      <div className="grid min-h-[40dvh] place-items-center">
        <Spinner label={t('groups.loading')} />
      </div>
    );
  if (!detail.data)
    return (
      <section className="mx-auto max-w-lg px-4 py-10 text-center">
        <p>{t('groups.detail.notFound')}</p>
        <Link to="/groups" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {t('groups.detail.back')}
        </Link>
      </section>
    );
  const g = detail.data;
  const owner = g.ownedByMe;
  const names = g.rosters.map(memberName);
  const preview = memberPreview(names, MEMBERS_PREVIEW, expanded);

  return (
    <section className="mx-auto w-full max-w-4xl space-y-4 px-3 py-4 sm:px-6">
      <div className="flex items-start gap-2">
        <Link
          to="/groups"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50"
          aria-label={t('groups.detail.back')}
          title={t('groups.detail.back')}
        >
          <BackIcon />
        </Link>
        <h1 className="min-w-0 flex-1 py-1.5 text-2xl font-bold break-words text-brand-900" title={g.name}>
          {truncateName(g.name, GROUP_NAME_HEADER_MAX)}
        </h1>
        <Button variant="secondary" onClick={() => setMailing(true)} aria-label={t('groups.actions.email')}>
          <EnvelopeIcon />
          <span className="max-sm:sr-only">{t('groups.actions.email')}</span>
        </Button>
        {owner && (
          <DropdownMenu
            label={t('groups.detail.ownerActions')}
            button={<span className="px-2 text-sm font-semibold">{t('groups.detail.manage')}</span>}
            buttonClassName="ring-1 ring-inset ring-brand-300 text-brand-800 bg-white"
          >
            <MenuEntries
              entries={[
                { id: 'docs', label: t('groups.detail.addDocuments'), onSelect: () => setEdit('documents') },
                { id: 'name', label: t('groups.detail.editName'), onSelect: () => setEdit('name') },
                { id: 'desc', label: t('groups.detail.editDescription'), onSelect: () => setEdit('description') },
                { id: 'members', label: t('groups.detail.editMembers'), onSelect: () => setEdit('members') },
                { id: 'delete', label: t('groups.actions.delete'), onSelect: () => setDeleting(true) },
              ]}
            />
          </DropdownMenu>
        )}
      </div>
      <dl className="space-y-1 rounded-xl bg-white p-4 text-ink-800 ring-1 ring-ink-100">
        <div>
          <dt className="inline font-semibold">{t('groups.detail.owner')} </dt>
          <dd className="inline">
            {g.createdByFirstName} {g.createdByLastName}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t('groups.detail.members', { count: g.rosters.length })} </dt>
          <dd className="inline">
            {preview.shown.join(', ')}
            {preview.more > 0 && (
              <>
                {' '}
                <button
                  type="button"
                  className="min-h-11 font-semibold text-brand-700 underline"
                  onClick={() => setExpanded(true)}
                >
                  {t('groups.detail.more', { count: preview.more })}
                </button>
              </>
            )}
            {expanded && names.length > MEMBERS_PREVIEW && (
              <>
                {' '}
                <button
                  type="button"
                  className="min-h-11 font-semibold text-brand-700 underline"
                  onClick={() => setExpanded(false)}
                >
                  {t('groups.detail.less')}
                </button>
              </>
            )}
          </dd>
        </div>
        <div className="pt-2">
          <dt className="sr-only">{t('groups.fields.description')}</dt>
          <dd className="break-words whitespace-pre-line">{g.longDesc}</dd>
        </div>
      </dl>
      <h2 className="text-lg font-semibold text-ink-900">{t('groups.detail.documents')}</h2>
      {g.documents.length === 0 ? (
        <div className="rounded-lg bg-white p-6 text-center text-ink-700 ring-1 ring-ink-100">
          <p>{t('groups.detail.noDocuments')}</p>
          {owner && (
            <button
              type="button"
              className="mt-2 min-h-11 font-semibold text-brand-700 underline"
              onClick={() => setEdit('documents')}
            >
              {t('groups.detail.addDocuments')}
            </button>
          )}
        </div>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-lg bg-white ring-1 ring-ink-100">
          {g.documents.map((d) => (
            <li key={d.contentCode} className="flex items-start gap-2 p-2">
              <DocumentLink
                contentCode={d.contentCode}
                onOpen={onOpenDocument}
                className="min-h-11 min-w-0 flex-1 px-2 py-1 text-start"
              >
                <span className="block font-semibold text-brand-800">{d.designationNo ?? d.assetId}</span>
                <span className="block break-words text-ink-900">{decodeHtml(d.documentTitle)}</span>
              </DocumentLink>
              {owner && (
                <button
                  type="button"
                  className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg text-signal-700 hover:bg-signal-50"
                  aria-label={t('groups.detail.removeDocument', { name: d.designationNo ?? d.assetId ?? '' })}
                  title={t('groups.detail.removeDocument', { name: d.designationNo ?? d.assetId ?? '' })}
                  onClick={() => setRemoving(d)}
                >
                  <TrashIcon />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <DetailEditDialog group={g} edit={edit} onClose={() => setEdit(null)} />
      <EmailGroupDialog group={mailing ? g : null} onClose={() => setMailing(false)} />
      <DeleteGroupDialog group={g} open={deleting} onClose={() => setDeleting(false)} />
      <RemoveDocumentDialog
        name={removing ? `${removing.designationNo ?? ''} ${decodeHtml(removing.documentTitle)}`.trim() : null}
        pending={docs.isPending}
        onClose={() => setRemoving(null)}
        onDelete={() =>
          removing &&
          docs.mutate(
            { sharedWithGroupID: g.groupID, addContentCodes: [], removeContentIds: [removing.contentId], singleDelete: true },
            {
              onSuccess: () => {
                notify({ type: 'SUCCESS', message: t('groups.notify.documentDeleted') });
                setRemoving(null);
              },
            },
          )
        }
      />
    </section>
  );
}
