import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../ui/Link';
import type { TenantConfig } from '../../../api/tenant';
import { IconButton } from '../ui/Button';
import { DropdownMenu, MenuDivider, MenuEntries, MenuGroup, type MenuEntry } from '../ui/Menu';
import { BearingMark, ChevronDownIcon, GlobeIcon, HelpIcon, MenuIcon } from '../ui/icons';
import { initials, shortenName } from './shorten-name';

/** An account-menu entry (000 §2.5); the layout decides which ones the user gets. */
export type AccountMenuItem = { id: string; labelKey: string; to?: string; href?: string; onSelect?: () => void };
/** A language the user can choose. */
export type LanguageOption = { code: string; label: string };

/** Props of the header; presentational: everything comes in, choices go out through callbacks. */
export type AppHeaderProps = {
  tenant: TenantConfig;
  /** Display name; empty for anonymous users. */
  userName: string;
  languages: LanguageOption[];
  currentLanguage: string;
  onLanguage: (code: string) => void;
  onSignOut: () => void;
  /** Entries above Sign out; an entry with id 'signOut' replaces the built-in Sign out item. */
  accountMenuItems: AccountMenuItem[];
  helpMenu: TenantConfig['helpMenu'];
  onToggleSidebar: () => void;
  /** True on home pages (000 §2.5: the secondary search bar is hidden there). */
  hideSearchBar?: boolean;
  searchSlot?: ReactNode;
  /** Drives aria-expanded on the menu toggle. */
  sidebarOpen?: boolean;
  /** Extra help entries shown before the tenant topics (video tutorials, more resources). */
  helpItems?: AccountMenuItem[];
  /**
   * Anonymous users see Sign in / Register (000 §2.5): in place of the account menu when there is
   * no user, beside it for a company session, which has a menu of its own (sign out, shared with me).
   */
  onSignIn?: () => void;
  /** id of the page's main element, target of the skip link. */
  mainId?: string;
};

const ON_DARK = 'text-white hover:bg-white/10 data-open:bg-white/15 active:bg-white/20';

/** The top bar: menu toggle, brand logo to /home/0, help, language and account menus, optional search row. */
export function AppHeader(props: AppHeaderProps) {
  const { tenant, userName, languages, currentLanguage, helpMenu, hideSearchBar, searchSlot, mainId = 'main' } = props;
  const { t } = useTranslation();
  const name = userName.trim();
  const shown = shortenName(name, 40);

  const toEntries = (items: AccountMenuItem[]): MenuEntry[] =>
    items.map((i) => ({ id: i.id, label: t(i.labelKey), to: i.to, href: i.href, onSelect: i.onSelect }));
  const hasOwnSignOut = props.accountMenuItems.some((i) => i.id === 'signOut');
  const currentLabel = languages.find((l) => l.code === currentLanguage)?.label ?? currentLanguage;
  const hasHelp = helpMenu.some((h) => h.topics.length > 0) || (props.helpItems?.length ?? 0) > 0;

  return (
    <header className="sticky top-0 z-[1030] bg-brand-800 pt-safe-0 text-white shadow-md">
      <a
        href={`#${mainId}`}
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-10"
      >
        {t('shell.skipToContent')}
      </a>
      <div className="flex h-14 items-center gap-1 px-safe-1 sm:gap-2 sm:px-safe-3">
        <IconButton
          label={props.sidebarOpen ? t('shell.closeMenu') : t('shell.openMenu')}
          aria-expanded={props.sidebarOpen ?? false}
          onClick={props.onToggleSidebar}
          variant="inverse"
        >
          <MenuIcon />
        </IconButton>
        <BrandLink tenant={tenant} />
        <div className="flex-1" />

        {hasHelp && (
          // Below 768 px help and language live in the sidebar (000 §2.5), keeping the bar uncluttered.
          <div className="hidden md:block">
            <DropdownMenu label={t('shell.help')} buttonClassName={ON_DARK} button={<HelpIcon />}>
              {props.helpItems && props.helpItems.length > 0 && <MenuEntries entries={toEntries(props.helpItems)} />}
              {helpMenu.map((h) => (
                <MenuGroup key={h.id} heading={t(h.key, { defaultValue: h.key })}>
                  <MenuEntries
                    entries={h.topics.map((topic) => ({
                      id: `${h.id}-${topic.key}`,
                      label: t(topic.key, { defaultValue: topic.key }),
                      // Tenant help topics on our own origin are app routes; others open in a new tab.
                      ...(topic.url.startsWith('/') ? { to: topic.url } : { href: topic.url }),
                    }))}
                  />
                </MenuGroup>
              ))}
            </DropdownMenu>
          </div>
        )}

        {languages.length > 1 && (
          <div className="hidden md:block">
            <DropdownMenu
              label={t('shell.languageCurrent', { language: currentLabel, code: currentLanguage.toUpperCase() })}
              buttonClassName={`${ON_DARK} px-2`}
              button={
                <>
                  <GlobeIcon />
                  <span className="text-sm font-semibold">{currentLanguage.toUpperCase()}</span>
                </>
              }
            >
              <MenuGroup heading={t('shell.language')}>
                <MenuEntries
                  entries={languages.map((l) => ({
                    id: l.code,
                    label: <span lang={l.code}>{l.label}</span>,
                    current: l.code === currentLanguage,
                    onSelect: () => props.onLanguage(l.code),
                  }))}
                />
              </MenuGroup>
            </DropdownMenu>
          </div>
        )}

        {props.onSignIn && (
          <button
            type="button"
            onClick={props.onSignIn}
            // On a narrow phone the label wraps to two lines, leaving the logo its room.
            className="min-h-11 max-w-[8.5rem] shrink-0 rounded-lg px-2 py-1 text-[0.8125rem] leading-tight font-semibold text-white ring-1 ring-white/40 hover:bg-white/10 sm:max-w-none sm:px-3 sm:text-sm"
          >
            {t('shell.signIn')}
          </button>
        )}
        {name === '' && props.onSignIn ? null : (
          <DropdownMenu
            label={t('shell.account', { name })}
            buttonClassName={`${ON_DARK} px-1.5 lg:px-2`}
            button={
              <>
                {/* Initials drawn as generated content: decoration, kept out of the accessible name. */}
                <span
                  aria-hidden="true"
                  data-initials={initials(name) || '?'}
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-300 text-sm font-bold text-brand-950 before:content-[attr(data-initials)]"
                />
                <span className="hidden max-w-[16rem] truncate text-sm font-semibold lg:inline">{shown}</span>
                <ChevronDownIcon className="hidden size-4 lg:block" />
              </>
            }
          >
            <div className="px-4 pt-2 pb-2">
              <p className="text-xs text-ink-600">{t('menu.signedInAs')}</p>
              <p className="font-semibold break-words text-ink-900">{shown}</p>
            </div>
            <MenuDivider />
            <MenuEntries entries={toEntries(props.accountMenuItems)} />
            {!hasOwnSignOut && (
              <>
                <MenuDivider />
                <MenuEntries entries={[{ id: 'signOut', label: t('menu.signOut'), onSelect: props.onSignOut }]} />
              </>
            )}
          </DropdownMenu>
        )}
      </div>
      {searchSlot && !hideSearchBar && <div className="border-t border-white/10 px-safe-3 py-2">{searchSlot}</div>}
    </header>
  );
}

/** Brand logo linking to /home/0; falls back to the mark and title when the tenant logo fails to load. */
function BrandLink({ tenant }: { tenant: TenantConfig }) {
  const { t } = useTranslation();
  const [logoFailed, setLogoFailed] = useState(false);
  const useImage = tenant.logo !== '' && !logoFailed;
  return (
    <Link
      to="/home/0"
      aria-label={t('shell.homeLink', { title: tenant.title })}
      className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg px-1.5 hover:bg-white/10"
    >
      {useImage ? (
        // min-w-0: on a narrow phone with Sign in / Register beside it, the logo gives way (drawn smaller) rather than overlap.
        <img
          src={tenant.logo}
          alt=""
          className="h-8 w-auto max-w-[9rem] min-w-0 object-contain object-left rtl:object-right"
          onError={() => setLogoFailed(true)}
        />
      ) : (
        <>
          {tenant.isMainTenant && <BearingMark className="size-8 shrink-0" />}
          <span className="truncate text-lg font-bold tracking-tight">{tenant.title}</span>
        </>
      )}
    </Link>
  );
}
