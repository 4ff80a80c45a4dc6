import {
  createContext,
  useCallback,
  useContext,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from './Link';
import { CheckIcon, ExternalIcon } from './icons';
import type { MenuFocus, MenuPanelProps } from './MenuPanel';

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

/** Lets an entry close its menu once chosen. */
const MenuContext = createContext<{ close: (refocus: boolean) => void }>({ close: () => {} });

const LANDMARKS =
  'header, main, nav, aside, footer, [role="banner"], [role="main"], [role="navigation"], [role="complementary"], [role="contentinfo"]';

// The open panel (placement, keys, tap outside) is its own chunk: no screen opens a menu at start.
let loadedPanel: ComponentType<MenuPanelProps> | null = null;
let loadingPanel: Promise<void> | null = null;
const loadPanel = (): Promise<void> =>
  (loadingPanel ??= import('./MenuPanel').then(
    (m) => {
      loadedPanel = m.MenuPanel;
    },
    (e: unknown) => {
      loadingPanel = null;
      throw e;
    },
  ));

/**
 * The WAI-ARIA menu-button pattern, built here rather than with headlessui: the header's menus
 * are on every screen, and headlessui's Menu brings floating-ui and react-aria to the startup
 * bundle (start-up budget). Arrow keys, Home/End, Escape and Tab; focus returns to the trigger;
 * a tap outside closes; the panel stays inside the viewport at 360 px.
 */
export function DropdownMenu({ label, button, buttonClassName = '', children, align = 'end' }: DropdownMenuProps) {
  const [open, setOpen] = useState<false | MenuFocus>(false);
  // The panel is rendered into the trigger's landmark (header, main...) so its entries stay inside a landmark.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  }, []);

  function openMenu(focus: MenuFocus) {
    const show = () => {
      setContainer(triggerRef.current?.closest<HTMLElement>(LANDMARKS) ?? document.body);
      setOpen(focus);
    };
    // The panel opens once its code is here, so it can place itself and take focus at once.
    if (loadedPanel) show();
    else void loadPanel().then(show, () => undefined);
  }

  function onTriggerKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openMenu('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openMenu('last');
    }
  }

  const Panel = loadedPanel;
  return (
    <MenuContext.Provider value={{ close }}>
      <button
        ref={triggerRef}
        type="button"
        id={`${id}-button`}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? `${id}-menu` : undefined}
        data-open={open ? '' : undefined}
        // A finger or the keyboard on the trigger starts loading the panel before the click.
        onPointerDown={() => void loadPanel().catch(() => undefined)}
        onFocus={() => void loadPanel().catch(() => undefined)}
        onClick={() => (open ? close(false) : openMenu('panel'))}
        onKeyDown={onTriggerKey}
        className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg ${buttonClassName}`}
      >
        {button}
      </button>
      {open && container && Panel && (
        <Panel id={id} focus={open} align={align} triggerRef={triggerRef} container={container} close={close}>
          {children}
        </Panel>
      )}
    </MenuContext.Provider>
  );
}

const ITEM =
  'flex min-h-11 w-full items-center gap-3 px-4 py-2 text-start text-base text-ink-900 focus:outline-none data-focus:bg-brand-50 data-focus:text-brand-800';

/** Marks the focused entry (data-focus) and lets the pointer move focus, as keyboard focus does. */
const focusProps = {
  tabIndex: -1,
  role: 'menuitem',
  onFocus: (e: { currentTarget: HTMLElement }) => e.currentTarget.setAttribute('data-focus', ''),
  onBlur: (e: { currentTarget: HTMLElement }) => e.currentTarget.removeAttribute('data-focus'),
  onPointerMove: (e: { currentTarget: HTMLElement }) => {
    if (document.activeElement !== e.currentTarget) e.currentTarget.focus({ preventScroll: true });
  },
} as const;

/** Renders entries as menu items; external addresses open in a new tab and say so. */
export function MenuEntries({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  const { close } = useContext(MenuContext);
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
        // Navigation moves focus to the new screen; an action hands it back to the trigger.
        const choose = (refocus: boolean) => () => {
          e.onSelect?.();
          close(refocus);
        };
        const item = { ...focusProps, className: ITEM };
        const current = e.current ? 'true' : undefined;
        if (e.to) {
          return (
            <Link key={e.id} to={e.to} {...item} onClick={choose(false)} aria-current={current}>
              {body}
            </Link>
          );
        }
        if (e.href) {
          return (
            <a key={e.id} href={e.href} target="_blank" rel="noopener noreferrer" {...item} onClick={choose(true)}>
              {body}
            </a>
          );
        }
        return (
          <button key={e.id} type="button" {...item} onClick={choose(true)} aria-current={current}>
            {body}
          </button>
        );
      })}
    </>
  );
}

/** A labelled group of entries inside a menu. */
export function MenuGroup({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <div id={id} role="presentation" className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase">
        {heading}
      </div>
      {children}
    </div>
  );
}

/** A thin line between groups of entries. */
export function MenuDivider() {
  return <div role="separator" className="my-1.5 h-px bg-ink-100" />;
}
