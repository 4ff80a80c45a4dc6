import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mutateThen } from './mutate-then';

describe('a change that lands tells the user even if its screen part is gone', () => {
  it('runs done after the observer that started the change unsubscribed', async () => {
    const client = new QueryClient();
    const observer = new MutationObserver(client, { mutationFn: async (n: number) => n * 2 });
    const unsubscribe = observer.subscribe(() => undefined);
    const seen: number[] = [];
    const finished = new Promise<void>((resolve) =>
      mutateThen({ mutateAsync: (n: number) => observer.mutate(n) }, 21, (r) => {
        seen.push(r);
        resolve();
      }),
    );
    unsubscribe(); // the row unmounts while the request is on its way
    await finished;
    expect(seen).toEqual([42]);
  });
  it('where a per-call onSuccess would have been dropped', async () => {
    const client = new QueryClient();
    const observer = new MutationObserver(client, { mutationFn: async (n: number) => n * 2 });
    const unsubscribe = observer.subscribe(() => undefined);
    let told = false;
    const sent = observer.mutate(21, {
      onSuccess: () => {
        told = true;
      },
    });
    unsubscribe();
    await sent;
    expect(told).toBe(false);
  });
  it('does not run done when the change fails, and leaves no unhandled rejection', async () => {
    let ran = false;
    mutateThen({ mutateAsync: () => Promise.reject(new Error('refused')) }, undefined, () => {
      ran = true;
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(ran).toBe(false);
  });
});
