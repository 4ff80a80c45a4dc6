/** Sidebar section (000 §2.5): first block, second block, LEFT external links, help and language (small screens only). */
export type SidebarSection = 'main' | 'second' | 'external' | 'help' | 'language';

/** One sidebar entry; the app core builds the list from account, tenant and feature flags. */
export type SidebarEntry = {
  id: string;
  /** i18n key; external links from tenant configuration may pass their title (shown as-is when no key matches). */
  labelKey: string;
  /** In-app route. */
  to?: string;
  /** Address outside the app. */
  href?: string;
  /** Opens in a new tab and is announced as such. */
  external?: boolean;
  /** Action entries (e.g. E-Learning's entitlement check, a language choice). */
  onSelect?: () => void;
  /** Expandable children (the subscriptions list). */
  children?: SidebarEntry[];
  section?: SidebarSection;
  /** Marks the current choice in a list such as the language section. */
  current?: boolean;
};
