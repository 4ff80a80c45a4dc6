import type { ReactNode } from 'react';

/** A table's row of column headers, each column as its label and its own width and alignment classes. */
export function HeaderRow({ columns, className }: { columns: [label: ReactNode, className: string][]; className?: string }) {
  return (
    <tr className={className}>
      {columns.map(([label, cls], i) => (
        // The columns are fixed for the table's life, so their place is their identity.
        <th key={i} scope="col" className={cls}>
          {label}
        </th>
      ))}
    </tr>
  );
}
