import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';

/** Visual variants; primary is the one main action on a screen. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900 disabled:bg-ink-300',
  secondary:
    'bg-white text-brand-800 ring-1 ring-inset ring-brand-300 hover:bg-brand-50 active:bg-brand-100 disabled:text-ink-600',
  ghost: 'bg-transparent text-brand-800 hover:bg-brand-50 active:bg-brand-100 disabled:text-ink-600',
  danger: 'bg-signal-700 text-white hover:brightness-95 active:brightness-90 disabled:bg-ink-300',
  // On the dark header and drawer fields.
  inverse: 'bg-transparent text-white hover:bg-white/10 active:bg-white/20',
};

/** Class list for a button-looking control; exported so links can look like buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  // min-h-11 = 44 px touch target (src/README.md §3 rule 9).
  return `inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-4 text-base font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;
}

/** A button with a 44 px minimum touch target. */
export const Button = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }>(
  function Button({ variant = 'primary', className = '', type = 'button', ...rest }, ref) {
    return <button ref={ref} type={type} className={buttonClasses(variant, className)} {...rest} />;
  },
);

/** An icon-only button; `label` is required so the control always has an accessible name. */
export const IconButton = forwardRef<
  HTMLButtonElement,
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & { label: string; variant?: ButtonVariant; children: ReactNode }
>(function IconButton({ label, variant = 'ghost', className = '', type = 'button', children, ...rest }, ref) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={buttonClasses(variant, `!px-0 size-11 shrink-0 ${className}`)}
      {...rest}
    >
      {children}
    </button>
  );
});
