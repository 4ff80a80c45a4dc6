import { diffArrays } from 'diff';

/** One run of a diff: equal in both, only in the old sequence (del) or only in the new one (ins). */
export type DiffOp = 'eq' | 'del' | 'ins';
/** Index ranges [from, to) in the old and the new sequence; an ins run has an empty old range and vice versa. */
export interface DiffRun {
  op: DiffOp;
  oldFrom: number;
  oldTo: number;
  newFrom: number;
  newTo: number;
}

/**
 * The shortest edit script between two sequences (jsdiff's Myers diff), as runs of indices so
 * callers can slice their own tokens. Null when more than `maxEdits` edits would be needed:
 * unrelated texts then read as all deleted, all inserted, instead of costing quadratic time.
 */
export function editRuns<T>(a: readonly T[], b: readonly T[], maxEdits = 4000): DiffRun[] | null {
  const changes = diffArrays(a as T[], b as T[], { maxEditLength: maxEdits });
  if (!changes) return null;
  const runs: DiffRun[] = [];
  let i = 0;
  let j = 0;
  for (const c of changes) {
    const n = c.count ?? c.value.length;
    if (n === 0) continue;
    const op: DiffOp = c.added ? 'ins' : c.removed ? 'del' : 'eq';
    const run = { op, oldFrom: i, oldTo: op === 'ins' ? i : i + n, newFrom: j, newTo: op === 'del' ? j : j + n };
    i = run.oldTo;
    j = run.newTo;
    const last = runs.at(-1);
    if (last?.op === op) {
      last.oldTo = run.oldTo;
      last.newTo = run.newTo;
    } else runs.push(run);
  }
  return runs;
}
