import { useParams } from 'react-router-dom';
import { SharedPointPage } from '../features/compass-points/components/SharedPointPage';
import { useAccessMessages } from '../features/open-document/api/get-access-messages';
import { NoAccessDialog } from '../features/open-document/components/NoAccessDialog';

/** /compasspoint/{compassPointUUID}: the shared compass point link (001 §2, §8). */
export function Component() {
  const { compasspointUUID = '' } = useParams();
  const messages = useAccessMessages(true);
  return (
    <SharedPointPage
      uuid={compasspointUUID}
      contacts={messages.data ?? null}
      renderNoAccess={({ open, onClose }) => <NoAccessDialog open={open} onClose={onClose} />}
    />
  );
}
