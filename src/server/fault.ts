/*
 * Test-only crash points for the fault-injection tests (tests/cluster/crash-idempotency.test.ts).
 * BEARING_FAULT=crash-after-change kills the process (SIGKILL: no cleanup, as a power cut or the
 * kernel's OOM killer would) while an idempotent write's change is made but its reply not yet
 * stored; crash-after-commit, once both are committed but before the reply leaves. Unset, as in
 * every real deployment, the points do nothing.
 */

const FAULT = process.env.BEARING_FAULT ?? '';

/** Dies here when BEARING_FAULT names this point. */
export function crashPoint(point: 'after-change' | 'after-commit'): void {
  if (FAULT === `crash-${point}`) process.kill(process.pid, 'SIGKILL');
}
