import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckIcon, ExternalIcon } from './icons';

/** One menu entry: an in-app route (`to`), an outside address (`href`, new tab) or an action. */
export type MenuEntry = {
  id: string;
  label: ReactNode;
  to?: string;
  href?: string;
  onSelect?: () => void;
  /** Marks the current choice (e.g. the active language). */
  current?: boolean;
};

/** Props of the dropdown menu wrapper. */
export type DropdownMenuProps = {
  /** Accessible name of the trigger (required: icon-only triggers are common in the header). */
  label: string;
  /** Visible content of the trigger. */
  button: ReactNode;
  buttonClassName?: string;
  /** Menu items: MenuEntries, MenuGroupHeading, MenuDivider. */
  children: ReactNode;
  /** Which edge of the trigger the panel aligns to (logical: flips in RTL). */
  align?: 'start' | 'end';
};

/** headlessui Menu with Bearing's look: arrow-key navigation, Escape to close, focus returns to the trigger. */
export function DropdownMenu({ label, button, buttonClassName = '', children, align = 'end' }: DropdownMenuProps) {
  return (
    <Menu>
      <MenuButton
        aria-label={label}
        title={label}
        className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg ${buttonClassName}`}
      >
        {button}
      </MenuButton>
      <MenuItems
        anchor={{ to: align === 'end' ? 'bottom end' : 'bottom start', gap: 6, padding: 8 }}
        transition
        className="z-[1040] max-h-[70dvh] w-[min(20rem,calc(100vw-1rem))] overflow-y-auto rounded-xl bg-white py-1.5 text-ink-900 shadow-xl ring-1 ring-ink-900/10 transition duration-100 ease-out focus:outline-none data-closed:scale-95 data-closed:opacity-0"
      >
        {children}
      </MenuItems>
    </Menu>
  );
}

const ITEM =
  'flex min-h-11 w-full items-center gap-3 px-4 py-2 text-start text-base text-ink-900 data-focus:bg-brand-50 data-focus:text-brand-800';

/** Renders entries as menu items; external addresses open in a new tab and say so. */
export function MenuEntries({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  return (
    <>
      {entries.map((e) => {
        const body = (
          <>
            <span className="min-w-0 flex-1 break-words">{e.label}</span>
            {e.current && <CheckIcon className="size-5 text-brand-600" />}
            {e.href && (
              <>
                <ExternalIcon className="size-4 text-ink-600" />
                <span className="sr-only">{t('shell.opensInNewTab')}</span>
              </>
            )}
          </>
        );
        if (e.to) {
          return (
            <MenuItem key={e.id}>
              <Link to={e.to} className={ITEM} onClick={e.onSelect} aria-current={e.current ? 'true' : undefined}>
                {body}
              </Link>
            </MenuItem>
          );
        }
        if (e.href) {
          return (
            <MenuItem key={e.id}>
              <a href={e.href} target="_blank" rel="noopener noreferrer" className={ITEM} onClick={e.onSelect}>
                {body}
              </a>
            </MenuItem>
          );
        }
        return (
          <MenuItem key={e.id}>
            <button type="button" className={ITEM} onClick={e.onSelect} aria-current={e.current ? 'true' : undefined}>
              {body}
            </button>
          </MenuItem>
        );
      })}
    </>
  );
}

/** A labelled group of entries inside a menu. */
export function MenuGroup({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <MenuSection>
      <MenuHeading className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase">{heading}</MenuHeading>
      {children}
    </MenuSection>
  );
}

/** A thin line between groups of entries. */
export function MenuDivider() {
  return <MenuSeparator className="my-1.5 h-px bg-ink-100" />;
}
