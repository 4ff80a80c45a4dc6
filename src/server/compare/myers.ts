/** One run of a diff: equal in both, only in the old sequence (del) or only in the new one (ins). */
export type DiffOp = 'eq' | 'del' | 'ins';
/** Index ranges [from, to) in the old and the new sequence; an ins run has an empty old range and vice versa. */
export interface DiffRun { op: DiffOp; oldFrom: number; oldTo: number; newFrom: number; newTo: number }

/**
 * Myers' O(ND) shortest edit script between two sequences of comparable keys, as runs of
 * indices. Returns null when more than `maxEdits` edits would be needed, so callers can fall
 * back to "all deleted, all inserted" instead of spending quadratic memory on unrelated texts.
 */
export function myersDiff<T>(a: readonly T[], b: readonly T[], maxEdits = 4000): DiffRun[] | null {
  // Common prefix and suffix cost nothing and make the search much smaller.
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++;
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) suf++;
  const A = a.slice(pre, a.length - suf);
  const B = b.slice(pre, b.length - suf);
  const core = coreDiff(A, B, maxEdits);
  if (!core) return null;

  const ops: DiffOp[] = [...Array(pre).fill('eq'), ...core, ...Array(suf).fill('eq')];
  return toRuns(ops);
}

/** The edit script of two sequences without common prefix or suffix, as one op per step. */
function coreDiff<T>(A: readonly T[], B: readonly T[], maxEdits: number): DiffOp[] | null {
  const n = A.length;
  const m = B.length;
  if (n === 0) return Array(m).fill('ins');
  if (m === 0) return Array(n).fill('del');
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  // Only the diagonals -d..d of each round are kept, so memory is O(D²) and bounded by maxEdits.
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && A[x] === B[y]) { x++; y++; }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, d, n, m);
    }
  }
  return null;
}

function backtrack(trace: Int32Array[], dEnd: number, n: number, m: number): DiffOp[] {
  const ops: DiffOp[] = [];
  let x = n;
  let y = m;
  for (let d = dEnd; d > 0; d--) {
    const vd = trace[d];
    // trace[d] holds diagonals -d-1..d+1 of the state before round d.
    const at = (k: number) => vd[k + d + 1];
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) { ops.push('eq'); x--; y--; }
    if (x === prevX) { ops.push('ins'); y--; } else { ops.push('del'); x--; }
  }
  while (x > 0 && y > 0) { ops.push('eq'); x--; y--; }
  return ops.reverse();
}

function toRuns(ops: DiffOp[]): DiffRun[] {
  const runs: DiffRun[] = [];
  let i = 0;
  let j = 0;
  for (const op of ops) {
    let last = runs[runs.length - 1];
    if (!last || last.op !== op) runs.push((last = { op, oldFrom: i, oldTo: i, newFrom: j, newTo: j }));
    if (op !== 'ins') last.oldTo = ++i;
    if (op !== 'del') last.newTo = ++j;
  }
  return runs;
}
