import type { CompassPointSettings } from '../../../api/compass-points';
import type { FieldError } from '../../../api/errors';

/*
 * The visibility and validation rules of compass points (001 §5, §6), pure so each is unit
 * tested. A point lives in one account: nothing here ever reaches across accounts.
 */

export interface Viewer {
  userId: number;
  accountId: number;
  /** Authority COMPASS_POINT_ADMIN (route authority CP_ADMIN). */
  isCpAdmin: boolean;
  /** The tenant's compass_point_v2 flag. */
  v2: boolean;
}

export interface PointFacts {
  userId: number;
  accountId: number;
  status: string;
}

export const isOwn = (v: Viewer, p: PointFacts) => p.userId === v.userId && p.accountId === v.accountId;

/**
 * Whether the viewer may see the point at all: the creator; in the same account a CP_ADMIN, or
 * anyone when the view setting is All. Everything else answers 404.
 */
export function canSee(v: Viewer, p: PointFacts, settings: CompassPointSettings | null): boolean {
  if (isOwn(v, p)) return true;
  if (p.accountId !== v.accountId) return false;
  return v.isCpAdmin || settings?.pdfViewSetting.view === 'All';
}

/**
 * The record's edit flag: whether the actions menu (edit, deactivate, reactivate) shows.
 * COMPASS_POINT_ADMIN may act on any point of its account. With compass_point_v2 and settings:
 * manage None hides the menu, Own limits it to the creator, any other value lets every viewer
 * act. Without settings (or without v2) only the creator's own records carry the flag.
 */
export function canManage(v: Viewer, p: PointFacts, settings: CompassPointSettings | null): boolean {
  if (!canSee(v, p, settings)) return false;
  if (v.isCpAdmin) return true;
  if (v.v2 && settings) {
    const manage = settings.pdfViewSetting.manage;
    if (manage === 'None') return false;
    if (manage === 'Own') return isOwn(v, p);
    return true;
  }
  return isOwn(v, p);
}

/** The share link shows for the creator of a live point, unless the view setting is All (everyone sees it anyway). */
export function canShare(v: Viewer, p: PointFacts, settings: CompassPointSettings | null): boolean {
  return isOwn(v, p) && p.status === 'Active' && settings?.pdfViewSetting.view !== 'All';
}

export interface TextFields {
  name: string;
  description: string;
  overlayDetails: string;
}
const ATTRIBUTE_FIELD = { name: 'name', description: 'description', 'overlay-details': 'overlayDetails' } as const;

/** Trims the text fields; limits are the contract's, checked before this. */
export const trimFields = (f: TextFields): TextFields => ({
  name: f.name.trim(),
  description: f.description.trim(),
  overlayDetails: f.overlayDetails.trim(),
});

/**
 * Fields that are required and blank after trimming (001 §5): the older form (no settings or no
 * v2) always requires the name; the newer form follows the tenant's per-attribute settings.
 */
export function requiredFieldErrors(f: TextFields, settings: CompassPointSettings | null, v2: boolean): FieldError[] {
  const t = trimFields(f);
  const required: (keyof TextFields)[] = [];
  if (!settings || !v2) required.push('name');
  else for (const a of settings.attributes) if (a.show && a.required) required.push(ATTRIBUTE_FIELD[a.attribute]);
  return required.filter((k) => t[k] === '').map((field) => ({ objectName: 'compassPoint', field, message: 'NotBlank' }));
}
