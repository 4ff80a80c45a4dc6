import { Link } from './Link';

/** A page that only tells the user something: a title, one sentence and a link home. */
export function MessagePage({ title, text, link, compact }: { title: string; text: string; link: string; compact?: boolean }) {
  // Compact where the message interrupts a flow (sign-in), full size where it is the destination.
  return (
    <main id="main" className={`mx-auto max-w-lg ${compact ? 'p-6' : 'px-4 py-12'} text-center`}>
      <h1 className={`${compact ? 'text-xl' : 'text-2xl'} font-bold text-ink-900`}>{title}</h1>
      <p className="mt-2 text-ink-700">{text}</p>
      <Link className="mt-4 inline-block font-semibold text-brand-700 underline" to="/">
        {link}
      </Link>
    </main>
  );
}
