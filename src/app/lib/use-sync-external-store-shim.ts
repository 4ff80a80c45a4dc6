/*
 * What `use-sync-external-store/shim` becomes in the PWA build (vite.config.ts). The package backs
 * the hook for React before 18; react-i18next still imports it, and its shim code went into the
 * start-up chunk although every React this app runs on has the hook built in.
 */
export { useSyncExternalStore } from 'react';
