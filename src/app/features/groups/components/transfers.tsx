import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupDocument, MemberUser } from '../../../../api/groups';
import { documentMatches, memberMatches } from '../matching';
import { documentKey, memberKey } from '../payloads';
import { setAvailable, type Transfer } from '../wizard-state';
import { renderDocument, renderMember } from './fields';
import { DocumentSearch, MemberSearch } from './searches';
import { TransferList } from './TransferList';

interface TransferProps<T> {
  transfer: Transfer<T>;
  onChange: Dispatch<SetStateAction<Transfer<T>>>;
  searching: boolean;
  onSearching: (on: boolean) => void;
  /** A new key remounts the search input, which clears it. */
  searchKey?: number;
}

/** How members are keyed, shown and matched by the group side's filter. */
const MEMBERS = { keyOf: memberKey, render: renderMember, chosenMatches: memberMatches };
/** How documents are keyed, shown and matched by the group side's filter. */
const DOCUMENTS = { keyOf: documentKey, render: renderDocument, chosenMatches: documentMatches };

/** Account members found by search on one side, the group's members on the other (002 §2 step 2). */
export function MemberTransfer({ onSearching, searchKey, ...list }: TransferProps<MemberUser>) {
  const { t } = useTranslation();
  const [searched, setSearched] = useState(false);
  return (
    <TransferList
      {...list}
      {...MEMBERS}
      searched={searched}
      noneFoundKey="groups.transfer.noMembersFound"
      availableLabel={t('groups.wizard.accountMembers')}
      chosenLabel={t('groups.wizard.groupMembers')}
      chosenFilterLabel={t('groups.wizard.filterMembers')}
      availableSearch={
        <MemberSearch
          key={searchKey}
          onSearching={onSearching}
          onResults={(items, done) => {
            setSearched(done);
            list.onChange((m) => setAvailable(m, items, memberKey));
          }}
        />
      }
    />
  );
}

/** Documents found by search on one side, the group's documents on the other (002 §2 step 3). */
export function DocumentTransfer({
  onSearching,
  searchKey,
  chosenLabel,
  exclude,
  ...list
}: TransferProps<GroupDocument> & {
  chosenLabel: string;
  /** Keys of documents the group already has, left out of the search results. */
  exclude?: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const [searched, setSearched] = useState(false);
  return (
    <TransferList
      {...list}
      {...DOCUMENTS}
      searched={searched}
      noneFoundKey="groups.transfer.noDocumentsFound"
      availableLabel={t('groups.wizard.availableDocuments')}
      chosenLabel={chosenLabel}
      chosenFilterLabel={t('groups.wizard.filterDocuments')}
      availableSearch={
        <DocumentSearch
          key={searchKey}
          onSearching={onSearching}
          onResults={(items, done) => {
            setSearched(done);
            list.onChange((d) =>
              setAvailable(d, exclude ? items.filter((x) => !exclude.has(documentKey(x))) : items, documentKey),
            );
          }}
        />
      }
    />
  );
}
