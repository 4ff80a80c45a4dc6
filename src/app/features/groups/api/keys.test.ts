import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { groupKeys, invalidateAfterDelete } from './keys';

/** An active query (a screen shows it) counting how often it asks the server. */
function watch(client: QueryClient, queryKey: readonly unknown[]) {
  const calls = { n: 0 };
  const observer = new QueryObserver(client, { queryKey, queryFn: async () => ++calls.n, staleTime: Infinity });
  const unsubscribe = observer.subscribe(() => undefined);
  return { calls, unsubscribe };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('Deleting a group from its detail leaves the screen without reporting Not found (002 groups)', () => {
  it("reloads the groups list but not the deleted group's detail, which the screen still shows", async () => {
    const client = new QueryClient();
    const list = watch(client, groupKeys.list());
    const deleted = watch(client, groupKeys.detail(7));
    const other = watch(client, groupKeys.detail(8));
    await settle();
    expect([list.calls.n, deleted.calls.n, other.calls.n]).toEqual([1, 1, 1]);

    await invalidateAfterDelete(client, 7);
    await settle();

    expect(list.calls.n).toBe(2);
    expect(other.calls.n).toBe(2);
    expect(deleted.calls.n).toBe(1);
    // A later visit of that address asks the server again.
    expect(client.getQueryState(groupKeys.detail(7))?.isInvalidated).toBe(true);
    for (const w of [list, deleted, other]) w.unsubscribe();
  });
  it('does not take a group whose id begins the same for the deleted one', async () => {
    const client = new QueryClient();
    const seventy = watch(client, groupKeys.detail(70));
    await settle();
    await invalidateAfterDelete(client, 7);
    await settle();
    expect(seventy.calls.n).toBe(2);
    seventy.unsubscribe();
  });
});
