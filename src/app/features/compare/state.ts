import { proxy } from 'valtio';
import type { CompareRequest, CompareSelection } from './compare-rules';

/** Client-only compare state: the comparison on screen and the boxes last chosen per document. */
export const compareState = proxy({
  /** The comparison replacing the document content, or null (closing resets it, 001 §4 Compare 4). */
  active: null as null | (CompareRequest & { contentCode: string }),
  /** "The two previously selected" (001 §5), per document's content code, for this page session. */
  previous: {} as Record<string, CompareSelection>,
});

/** Ends the comparison (close-comparison button, too-large dialog closed). */
export function closeCompare(): void {
  compareState.active = null;
}
