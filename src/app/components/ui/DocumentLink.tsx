import type { MouseEvent, ReactNode } from 'react';
import { documentTarget, isOutsideApp } from '../../lib/document-address';
import { Link } from './Link';

/** The address of an edition: the tenant's document base address plus its content code (001 §2). */
export const documentHref = (contentCode: string) => documentTarget(contentCode);

/** A click the app handles itself: the main button, no modifier asking for a new tab or window. */
export const isPlainClick = (e: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * A document in a list, as a real link to its address: it can be long-pressed, opened in a new
 * tab or copied. A plain tap still goes through `onOpen` (the entitlement check first, 000 §4);
 * a new tab opens the document screen, which runs the same check itself.
 */
export function DocumentLink({
  contentCode,
  onOpen,
  className,
  children,
}: {
  contentCode: string;
  onOpen: (contentCode: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    onOpen(contentCode);
  };
  const href = documentHref(contentCode);
  if (isOutsideApp(href, window.location.origin))
    return (
      <a href={href} onClick={onClick} className={className}>
        {children}
      </a>
    );
  return (
    <Link to={href} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}

/** A row of a document list: the designation over the title, then any extra line, opening the document. */
export function DocumentRow({
  contentCode,
  designation,
  title,
  onOpen,
  className = '',
  children,
}: {
  contentCode: string;
  designation: string;
  title: string;
  onOpen: (contentCode: string) => void;
  /** The row's padding, which differs between lists. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <DocumentLink
      contentCode={contentCode}
      onOpen={onOpen}
      className={`flex min-h-11 w-full flex-col items-start text-start hover:bg-brand-50 ${className}`}
    >
      <span className="font-semibold text-brand-800">{designation}</span> <span className="text-sm text-ink-700">{title}</span>
      {children}
    </DocumentLink>
  );
}
