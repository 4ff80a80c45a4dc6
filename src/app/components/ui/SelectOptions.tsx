import type { ReactNode } from 'react';

/** A select's options, one per value, each showing its value unless `label` names it. */
export function SelectOptions<T extends string | number>({
  values,
  label,
}: {
  values: readonly T[];
  label?: (value: T) => ReactNode;
}) {
  return (
    <>
      {values.map((v) => (
        <option key={v} value={v}>
          {label ? label(v) : v}
        </option>
      ))}
    </>
  );
}
