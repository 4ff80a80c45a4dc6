/**
 * The group kept under `key`, made the first time the key is seen: results grouped per publisher
 * keep the order in which their publishers first appear.
 */
export function groupFor<G>(groups: Map<string, G>, key: string, make: () => G): G {
  let group = groups.get(key);
  if (!group) groups.set(key, (group = make()));
  return group;
}
