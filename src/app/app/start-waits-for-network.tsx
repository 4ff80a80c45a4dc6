import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/Spinner';

/** A query the start cannot do without is waiting for the network and nothing was saved for it. */
export const waitsForNetwork = (q: { isPending: boolean; fetchStatus: string }): boolean =>
  q.isPending && q.fetchStatus === 'paused';

/**
 * What an offline start shows when this device never saved what the start needs (the network
 * dropped right after signing in): the labelled spinner, which says offline that it needs the
 * network, instead of a blank page.
 */
export function StartWaitsForNetwork() {
  const { t } = useTranslation();
  return (
    <main id="main" className="grid min-h-dvh place-items-center p-6">
      <Spinner label={t('shell.loading')} />
    </main>
  );
}
