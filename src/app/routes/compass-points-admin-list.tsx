import { useState } from 'react';
import { PDF_PATH } from '../../api/documents';
import type { CompassPoint } from '../../api/compass-points';
import { AdminViewerDialog } from '../features/compass-points/components/AdminViewerDialog';
import { CompassPointsListPage } from '../features/compass-points/components/CompassPointsListPage';
import { opensInViewer } from '../features/compass-points/list-rules';
import { verifyEntitlement } from '../features/open-document/api/verify-entitlement';
import { NoAccessDialog } from '../features/open-document/components/NoAccessDialog';
import { PdfReader } from '../features/pdf-reader/PdfReader';
import { useSession } from '../features/session/components/session-context';
import { handleError } from '../lib/query-client';

/**
 * /compass-points-admin-list (CP_ADMIN): every point of the account. For the ADMIN authority a
 * document opens in a viewer dialog after the entitlement check (001 §2, §6); otherwise its name
 * links to the document screen.
 */
export function Component() {
  const { account } = useSession();
  const [viewing, setViewing] = useState<CompassPoint | null>(null);
  const [noAccess, setNoAccess] = useState(false);
  async function open(p: CompassPoint) {
    try {
      if (await verifyEntitlement(p.contentCode)) setViewing(p);
      else setNoAccess(true);
    } catch (e) {
      handleError(e, undefined);
    }
  }
  return (
    <>
      <CompassPointsListPage
        scope="admin"
        onOpenInViewer={opensInViewer(account.authorities) ? (p) => void open(p) : undefined}
        viewer={{
          email: account.userAccounts.email || account.login,
          cpAdmin: account.authorities.includes('COMPASS_POINT_ADMIN'),
        }}
      />
      <AdminViewerDialog
        point={viewing}
        onClose={() => setViewing(null)}
        renderReader={(r) => (
          <PdfReader
            url={`${PDF_PATH}?contentCode=${encodeURIComponent(r.contentCode)}`}
            initialPage={r.initialPage}
            highlights={r.highlights}
            className="h-[65dvh] min-h-80"
          />
        )}
      />
      <NoAccessDialog open={noAccess} onClose={() => setNoAccess(false)} />
    </>
  );
}
