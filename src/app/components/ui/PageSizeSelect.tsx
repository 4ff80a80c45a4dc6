import { SelectOptions } from './SelectOptions';

/** A paged list's choice of rows per page; the caller names it with the label around it. */
export function PageSizeSelect({
  sizes,
  value,
  onChange,
  className,
}: {
  sizes: readonly number[];
  value: number;
  onChange: (size: number) => void;
  className: string;
}) {
  return (
    <select className={className} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      <SelectOptions values={sizes} />
    </select>
  );
}
