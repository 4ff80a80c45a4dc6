/**
 * Runs a mutation, then `done` with its result. Unlike `mutate(v, { onSuccess })`, `done` runs
 * even when the calling component has unmounted meanwhile: a row that leaves its list once the
 * change lands (a reactivated compass point, a shared point saved into the user's own list)
 * would otherwise lose the message that tells the user it worked. A failure needs nothing here:
 * the query client's MutationCache already shows it.
 */
export function mutateThen<V, R>(
  mutation: { mutateAsync: (variables: V) => Promise<R> },
  variables: V,
  done: (result: R) => void,
): void {
  mutation.mutateAsync(variables).then(done, () => undefined);
}
