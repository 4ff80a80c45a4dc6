import { UnexpectedErrorScreen } from './unexpected-error';

/** Router error element: a crashed screen or a chunk that failed to load (000 §8). */
export function RouteErrorScreen() {
  return <UnexpectedErrorScreen onRetry={() => window.location.reload()} />;
}
