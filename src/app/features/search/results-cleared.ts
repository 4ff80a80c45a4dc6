import { useLocation } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';

/*
 * 000 §4: changing the search type clears the results. On a search page the results belong to the
 * type they were asked with; once the user picks another type they are hidden until a search
 * runs (which changes the address, and so shows the new results).
 */
const cleared = proxy<{ at: string | null }>({ at: null });

const here = () => `${window.location.pathname}${window.location.search}`;

/** The search bar's type changed on this page. */
export function clearResultsHere(): void {
  cleared.at = here();
}

/** Whether this page's results were cleared by a type change. */
export function useResultsCleared(): boolean {
  useLocation();
  const { at } = useSnapshot(cleared);
  return at !== null && at === here();
}
