import { proxy } from 'valtio';

/**
 * Whether the offline storage panel is open. In lib so the document screen's "Manage offline
 * storage" and the offline bar (two features) can both open the one panel.
 */
export const offlinePanel = proxy({ open: false });
