import {
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
} from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../ui/Link';
import { IconButton } from '../ui/Button';
import { BearingMark, CheckIcon, ChevronDownIcon, CloseIcon, ExternalIcon } from '../ui/icons';
import type { SidebarEntry, SidebarSection } from './sidebar-entry';
import { groupSidebarEntries, smallScreenOnly } from './sidebar-state';

const HEADINGS: Partial<Record<SidebarSection, string>> = {
  external: 'nav.externalLinks',
  help: 'nav.help',
  language: 'nav.language',
};

const ROW =
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-base font-medium text-ink-900 hover:bg-brand-50 hover:text-brand-800';

/** Props of the navigation drawer. */
export type SidebarProps = {
  open: boolean;
  onClose: () => void;
  entries: SidebarEntry[];
  /** Title shown at the top of the drawer (the tenant title). */
  title?: string;
};

/**
 * The navigation drawer itself (loaded on first open, see app/navigation-drawer.tsx; 000 §2.5). headlessui's Dialog gives the focus trap, Escape and backdrop
 * close; it slides in from the inline start, so it comes from the right in RTL locales.
 */
export function SidebarDrawer({ open, onClose, entries, title }: SidebarProps) {
  const { t } = useTranslation();
  const groups = groupSidebarEntries(entries);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-[1045] focus:outline-none">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-brand-950/50 transition-opacity duration-200 data-closed:opacity-0"
      />
      <DialogPanel
        transition
        className="fixed inset-y-0 start-0 flex w-[min(20rem,88vw)] flex-col bg-white shadow-2xl transition duration-200 ease-out data-closed:-translate-x-full rtl:data-closed:translate-x-full"
      >
        <div className="flex items-center gap-2 bg-brand-800 pt-safe-0 ps-4 pe-2 text-white">
          <div className="flex h-14 min-w-0 flex-1 items-center gap-2">
            <BearingMark className="size-7 shrink-0" />
            <DialogTitle className="truncate text-lg font-bold">{title ?? t('shell.mainMenu')}</DialogTitle>
          </div>
          <IconButton label={t('shell.closeMenu')} onClick={onClose} variant="inverse">
            <CloseIcon />
          </IconButton>
        </div>
        <nav aria-label={t('shell.mainMenu')} className="min-h-0 flex-1 overflow-y-auto px-2 pt-2 pb-safe-4">
          {groups.map((g, i) => (
            <section
              key={g.section}
              aria-label={HEADINGS[g.section] ? t(HEADINGS[g.section]!) : undefined}
              className={`${i > 0 ? 'mt-2 border-t border-ink-100 pt-2' : ''} ${smallScreenOnly(g.section) ? 'md:hidden' : ''}`}
            >
              {HEADINGS[g.section] && (
                <h2 className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase">
                  {t(HEADINGS[g.section]!)}
                </h2>
              )}
              <ul>
                {g.entries.map((e) => (
                  <li key={e.id}>
                    <EntryRow entry={e} onClose={onClose} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </DialogPanel>
    </Dialog>
  );
}

/** One entry: expandable group, in-app link, outside link or action. Choosing a destination closes the drawer. */
function EntryRow({ entry, onClose, nested = false }: { entry: SidebarEntry; onClose: () => void; nested?: boolean }) {
  const { t } = useTranslation();
  const label = t(entry.labelKey, { defaultValue: entry.labelKey });
  const rowClass = `${ROW} ${nested ? 'ps-6 text-[0.9375rem]' : ''}`;
  const choose = () => {
    entry.onSelect?.();
    onClose();
  };

  if (entry.children && entry.children.length > 0) {
    return (
      <Disclosure>
        <DisclosureButton className={`${rowClass} group`}>
          <span className="min-w-0 flex-1 break-words">{label}</span>
          <ChevronDownIcon className="size-5 shrink-0 text-ink-600 transition-transform group-data-open:rotate-180" />
        </DisclosureButton>
        <DisclosurePanel as="ul" className="border-s-2 border-brand-100 ms-4">
          {entry.children.map((c) => (
            <li key={c.id}>
              <EntryRow entry={c} onClose={onClose} nested />
            </li>
          ))}
        </DisclosurePanel>
      </Disclosure>
    );
  }

  const mark = entry.current ? <CheckIcon className="size-5 shrink-0 text-brand-600" /> : null;
  if (entry.to) {
    return (
      <NavLink
        to={entry.to}
        onClick={choose}
        end
        className={({ isActive }) =>
          `${rowClass} ${isActive ? 'bg-brand-50 font-semibold text-brand-800 shadow-[inset_3px_0] shadow-brand-600 rtl:shadow-[inset_-3px_0]' : ''}`
        }
      >
        <span className="min-w-0 flex-1 break-words">{label}</span>
        {mark}
      </NavLink>
    );
  }
  if (entry.href) {
    const external = entry.external ?? true;
    return (
      <a
        href={entry.href}
        onClick={choose}
        className={rowClass}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <span className="min-w-0 flex-1 break-words">{label}</span>
        {external && (
          <>
            <ExternalIcon className="size-4 shrink-0 text-ink-600" />
            <span className="sr-only">{t('shell.opensInNewTab')}</span>
          </>
        )}
      </a>
    );
  }
  return (
    <button type="button" onClick={choose} className={rowClass} aria-current={entry.current ? 'true' : undefined}>
      <span className="min-w-0 flex-1 break-words">{label}</span>
      {entry.external && (
        <>
          <ExternalIcon className="size-4 shrink-0 text-ink-600" />
          <span className="sr-only">{t('shell.opensInNewTab')}</span>
        </>
      )}
      {mark}
    </button>
  );
}
