import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * Vitest orders files by the durations it cached on earlier runs, and a fresh clone (CI) has none:
 * it then runs the largest files first. The slowest files here are small ones that start real
 * server nodes and wait on them, so they ran last and one worker finished alone while the other
 * sat idle. These go first whatever the cache says; every other file keeps Vitest's order.
 */
const LONG_FILES = [
  'tests/load/failover.test.ts',
  'tests/cluster/crash-idempotency.test.ts',
  'tests/load/load.test.ts',
  'src/server/plugins/sign-in-throttle.test.ts',
  'src/server/plugins/oidc-keys.test.ts',
  'tests/fuzz/contract-fuzz.test.ts',
  'tests/cluster/node-workers.test.ts',
];

function rank(spec: TestSpecification): number {
  const i = LONG_FILES.findIndex((file) => spec.moduleId.replaceAll('\\', '/').endsWith(file));
  return i === -1 ? LONG_FILES.length : i;
}

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: files outside the list keep the order Vitest chose.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
