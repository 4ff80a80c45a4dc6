import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { menuPanelLeft, nextMenuIndex } from './menu-keys';

const ITEM_SELECTOR = '[role="menuitem"]';

/** Where focus goes when a menu opens: its first or last entry (keyboard), or the panel (pointer). */
export type MenuFocus = 'first' | 'last' | 'panel';

/** Props of an open menu's panel (see DropdownMenu, which loads this on first open). */
export type MenuPanelProps = {
  id: string;
  focus: MenuFocus;
  align: 'start' | 'end';
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The trigger's landmark: the panel renders into it so its entries stay inside a landmark. */
  container: HTMLElement;
  close: (refocus: boolean) => void;
  children: ReactNode;
};

/**
 * An open menu: placed under its trigger inside the viewport (360 px too), arrow keys,
 * Home/End, Escape and Tab, a tap outside closes. Its own chunk: no screen opens a menu at start.
 */
export function MenuPanel({ id, focus, align, triggerRef, container, close, children }: MenuPanelProps) {
  const [pos, setPos] = useState<{ top: number; left: number } | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const place = useCallback(() => {
    const trigger = triggerRef.current;
    const panel = panelRef.current;
    if (!trigger || !panel) return;
    const r = trigger.getBoundingClientRect();
    const rtl = getComputedStyle(trigger).direction === 'rtl';
    const left = menuPanelLeft({
      triggerLeft: r.left,
      triggerRight: r.right,
      panelWidth: panel.offsetWidth,
      viewportWidth: document.documentElement.clientWidth,
      alignRight: (align === 'end') !== rtl,
    });
    setPos({ top: r.bottom + 6, left });
  }, [align, triggerRef]);

  useLayoutEffect(place, [place]);

  // Focus moves in once the panel is placed: until then it is hidden, and a hidden element cannot
  // take focus (a keyboard user's first open left focus on the trigger).
  const placed = pos !== null;
  useLayoutEffect(() => {
    if (!placed) return;
    const items = [...(panelRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
    const target = focus === 'first' ? items[0] : focus === 'last' ? items[items.length - 1] : panelRef.current;
    target?.focus({ preventScroll: true });
  }, [focus, placed]);

  useEffect(() => {
    const outside = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!panelRef.current?.contains(t) && !triggerRef.current?.contains(t)) close(false);
    };
    document.addEventListener('pointerdown', outside, true);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [close, place, triggerRef]);

  function onPanelKey(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
      return;
    }
    if (e.key === 'Tab') {
      e.preventDefault();
      close(true);
      return;
    }
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
    const next = nextMenuIndex(items.indexOf(document.activeElement as HTMLElement), e.key, items.length);
    if (next === null) return;
    e.preventDefault();
    items[next]?.focus();
  }

  return createPortal(
    <div
      ref={panelRef}
      id={`${id}-menu`}
      role="menu"
      aria-labelledby={`${id}-button`}
      tabIndex={-1}
      onKeyDown={onPanelKey}
      style={{ position: 'fixed', top: pos?.top ?? 0, left: pos?.left ?? 0, visibility: pos ? 'visible' : 'hidden' }}
      className="z-[1040] max-h-[70dvh] w-[min(20rem,calc(100vw-1rem))] overflow-y-auto rounded-xl bg-white py-1.5 text-ink-900 shadow-xl ring-1 ring-ink-900/10 transition duration-100 ease-out focus:outline-none starting:scale-95 starting:opacity-0"
    >
      {children}
    </div>,
    container,
  );
}
