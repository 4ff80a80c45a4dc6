import type { InputHTMLAttributes } from 'react';

/** Props of a from / to pair of date fields (values are yyyy-mm-dd). */
export interface DateRangeFieldsProps {
  labels: { from: string; to: string };
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  inputClassName: string;
  required?: boolean;
}

/** Two labelled date fields, each bounded by the other so the picker cannot offer an inverted range. */
export function DateRangeFields({ labels, from, to, onFrom, onTo, inputClassName, required }: DateRangeFieldsProps) {
  const common = { className: inputClassName, required };
  return (
    <>
      <DateField label={labels.from} value={from} max={to} onValue={onFrom} {...common} />
      <DateField label={labels.to} value={to} min={from} onValue={onTo} {...common} />
    </>
  );
}

function DateField({
  label,
  onValue,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; onValue: (value: string) => void }) {
  return (
    <label className="block text-sm font-semibold text-ink-800">
      {label}
      <input type="date" {...input} onChange={(e) => onValue(e.target.value)} />
    </label>
  );
}
