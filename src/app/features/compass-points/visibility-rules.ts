/*
 * Who sees which compass-point action (001 §5, §6): the actions menu, edit, deactivate,
 * reactivate, the share link and the change-history link.
 */

import type { CompassPointSettingsReply } from '../../../api/compass-points';

/** The pdf-view-setting of the tenant's compass-point settings (001 §3). */
export interface ViewSetting {
  view?: string | null;
  manage?: string | null;
}

/** What the rules need to know about one compass point. */
export interface PointForRules {
  status: string;
  /** The record's edit flag (used when there are no settings). */
  edit: boolean;
  creatorEmail: string | null;
  /** The server says the caller created it (wins over the e-mail comparison). */
  own?: boolean;
}

/** What the rules need to know about the user and tenant. */
export interface ActionContext {
  /** The tenant feature compass_point_v2. */
  v2: boolean;
  /** The settings' pdf-view-setting; null when the tenant has no settings. */
  setting: ViewSetting | null;
  userEmail: string;
  /** Authority COMPASS_POINT_ADMIN. */
  cpAdmin: boolean;
}

export const isActive = (p: Pick<PointForRules, 'status'>) => p.status.toLowerCase() === 'active';
export const isDeactivated = (p: Pick<PointForRules, 'status'>) => p.status.toLowerCase() === 'deactivated';
export const isCreator = (p: Pick<PointForRules, 'creatorEmail' | 'own'>, email: string) =>
  p.own ?? (!!p.creatorEmail && p.creatorEmail.toLowerCase() === email.toLowerCase());

/**
 * 001 §5: COMPASS_POINT_ADMIN sees the actions menu on any point. With compass_point_v2 and
 * settings, manage None hides it and manage Own keeps it for the creator only; without settings,
 * the record's edit flag being false hides it.
 */
export function actionsMenuVisible(p: PointForRules, ctx: ActionContext): boolean {
  if (ctx.cpAdmin) return true;
  if (ctx.v2 && ctx.setting) {
    const manage = (ctx.setting.manage ?? '').toLowerCase();
    if (manage === 'none') return false;
    if (manage === 'own') return isCreator(p, ctx.userEmail);
    return true;
  }
  return p.edit !== false;
}

/** The entries of a point's actions menu, in order. */
export type PointAction = 'view' | 'edit' | 'deactivate' | 'reactivate' | 'copyLink' | 'history';

/** 001 §4, §5: edit only when active; deactivate when active; reactivate when deactivated; the share link unless the view setting is All; history when showAuditHistory is set. */
export function pointActions(p: PointForRules, ctx: ActionContext & { showAuditHistory: boolean }): PointAction[] {
  const out: PointAction[] = ['view'];
  const manage = actionsMenuVisible(p, ctx);
  if (manage && isActive(p)) out.push('edit', 'deactivate');
  if (manage && isDeactivated(p)) out.push('reactivate');
  if (isActive(p) && shareLinkVisible(ctx.setting)) out.push('copyLink');
  if (ctx.showAuditHistory) out.push('history');
  return out;
}

/** A point's actions for a viewer under the tenant's compass-point settings; the copy-link entry only for a shareable point. */
export function actionsFor(
  p: PointForRules & { shareable: boolean },
  viewer: { email: string; cpAdmin: boolean },
  settings: CompassPointSettingsReply | null,
): PointAction[] {
  return pointActions(p, {
    v2: settings?.compassPointV2 ?? false,
    setting: settings?.settings?.pdfViewSetting ?? null,
    userEmail: viewer.email,
    cpAdmin: viewer.cpAdmin,
    showAuditHistory: settings?.showAuditHistory ?? false,
  }).filter((a) => a !== 'copyLink' || p.shareable);
}

/** 001 §3: the view value All hides the share link. */
export function shareLinkVisible(setting: ViewSetting | null): boolean {
  return (setting?.view ?? '').toLowerCase() !== 'all';
}

/** 001 §6: only the creator's name and e-mail show in the view and edit dialogs. */
export function creatorLine(p: { createdUserName: string | null; creatorEmail: string | null }): string {
  return [p.createdUserName, p.creatorEmail && `(${p.creatorEmail})`].filter(Boolean).join(' ');
}
