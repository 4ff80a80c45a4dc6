import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';
import { isActivePath } from './link-active';

/**
 * An in-app link: a real `<a href>` (open in a new tab, copy the address) that navigates inside
 * the app on a plain click. React Router's own Link carries framework-mode route prefetching and
 * view-transition tracking that Bearing never uses, bytes on the start-up path every
 * phone downloads, so the app links through these two thin components instead.
 */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigateInApp = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A caller that prevented the default keeps the browser's and the app's hands off the click.
    if (!event.defaultPrevented) navigateInApp(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode;
};

/** A link that knows it points at the current screen: `aria-current="page"` and an active style. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const isActive = isActivePath(useLocation().pathname, useResolvedPath(to).pathname, end);
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
