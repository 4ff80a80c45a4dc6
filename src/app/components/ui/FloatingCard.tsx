import type { ReactNode } from 'react';

/** One of the card's buttons; `main` is the action the card recommends. */
export interface CardAction {
  label: string;
  onClick: () => void;
  main?: boolean;
}

/** The card's colours and its buttons' colours, chosen together so focus rings and hovers stay visible on the card. */
const TONES = {
  brand: {
    card: 'bg-brand-800 p-4 text-white',
    quiet: 'px-3 font-medium text-white underline-offset-2 hover:underline focus-visible:outline-white',
    main: 'bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-white',
  },
  light: {
    card: 'border border-brand-200 bg-brand-50 p-3 text-brand-800',
    quiet: 'px-3 font-medium text-brand-800 hover:underline focus-visible:outline-brand-800',
    main: 'bg-brand-800 px-4 font-semibold text-white hover:bg-brand-700 focus-visible:outline-brand-800',
  },
} as const;

/**
 * A card floating at the bottom of the screen, clear of the iPhone home indicator: a short message and
 * its buttons. With `landmark` it is a named complementary region the user can come back to; without,
 * a status the screen reader announces.
 */
export function FloatingCard({
  tone,
  landmark,
  leading,
  message,
  actions,
}: {
  tone: keyof typeof TONES;
  landmark?: string;
  leading?: ReactNode;
  message: ReactNode;
  actions: CardAction[];
}) {
  const colours = TONES[tone];
  const className = `fixed inset-x-3 bottom-3 z-[1031] mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl shadow-lg sm:inset-x-auto sm:right-4 ${colours.card}`;
  const content = (
    <>
      {leading}
      <p className="min-w-0 flex-1 text-sm">{message}</p>
      <div className="flex gap-2">
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            onClick={action.onClick}
            className={`min-h-11 rounded-lg text-sm focus-visible:outline-2 ${action.main ? colours.main : colours.quiet}`}
          >
            {action.label}
          </button>
        ))}
      </div>
    </>
  );
  const style = { marginBottom: 'env(safe-area-inset-bottom)' };
  return landmark === undefined ? (
    <div role="status" aria-live="polite" className={className} style={style}>
      {content}
    </div>
  ) : (
    <aside aria-label={landmark} className={className} style={style}>
      {content}
    </aside>
  );
}
