/*
 * The compass-point dialog's form rules (001 §5): which attributes show, which are required,
 * their input kind and label, the length limits and hints, and when Save is allowed.
 */

import { COMPASS_POINT_LIMITS, type CompassPointAttributeSetting } from '../../../api/compass-points';

/** 001 §9 limits. */
export const LIMITS = {
  name: COMPASS_POINT_LIMITS.name,
  description: COMPASS_POINT_LIMITS.description,
  overlayDetails: COMPASS_POINT_LIMITS.overlayDetails,
} as const;
/** 001 §9: the selected text is previewed up to 255 characters, with show more/less. */
export const HIGHLIGHT_PREVIEW_MAX = COMPASS_POINT_LIMITS.highlightPreview;

export type AttributeId = keyof typeof LIMITS;
export const ATTRIBUTES: readonly AttributeId[] = ['name', 'description', 'overlayDetails'];

/** The settings' attribute names (001 §3) for each form field. */
const SETTING_NAME: Record<AttributeId, CompassPointAttributeSetting['attribute']> = {
  name: 'name',
  description: 'description',
  overlayDetails: 'overlay-details',
};

/** One resolved form field. */
export interface FormField {
  id: AttributeId;
  show: boolean;
  required: boolean;
  multiline: boolean;
  labelKey: string;
  max: number;
}

const DEFAULT_LABEL: Record<AttributeId, string> = {
  name: 'compassPoints.form.name',
  description: 'compassPoints.form.description',
  overlayDetails: 'compassPoints.form.overlayDetails',
};

/**
 * The fields of the form. The older form (no compass_point_v2, or no settings) shows all three,
 * with the name always required and description/overlay details as multi-line boxes; the newer
 * form follows each attribute's setting (show, required, text or RichText, label key).
 */
export function formFields(v2: boolean, attributes: readonly CompassPointAttributeSetting[] | null | undefined): FormField[] {
  return ATTRIBUTES.map((id) => {
    const s = v2 ? attributes?.find((a) => a.attribute === SETTING_NAME[id]) : undefined;
    if (!s)
      return { id, show: true, required: id === 'name', multiline: id !== 'name', labelKey: DEFAULT_LABEL[id], max: LIMITS[id] };
    return {
      id,
      show: s.show,
      required: s.show && s.required,
      multiline: s.inputType === 'RichText',
      labelKey: s.labelI18nKey || DEFAULT_LABEL[id],
      max: LIMITS[id],
    };
  });
}

export type FormValues = Record<AttributeId, string>;

/** A required field is blank when nothing but whitespace is in it. */
export const isBlank = (v: string | null | undefined) => (v ?? '').trim() === '';

/** 001 §5: Save is disabled while a shown required field is blank after trimming, or any value is past its limit. */
export function canSave(fields: readonly FormField[], values: FormValues): boolean {
  return fields.every((f) => !f.show || ((!f.required || !isBlank(values[f.id])) && values[f.id].length <= f.max));
}

/** 001 §5: the limit hint shows once a field has reached its limit. */
export function atLimit(value: string, max: number): boolean {
  return value.length >= max;
}

/** 001 §5: Enter in the name field submits, unless the name is blank (then nothing happens) or Save is disabled. */
export function enterSubmits(name: string, saveAllowed: boolean): boolean {
  return !isBlank(name) && saveAllowed;
}

/** What is sent: trimmed values; a hidden attribute keeps the value it had (a form cannot clear what it does not show). */
export function payloadValues(fields: readonly FormField[], values: FormValues, stored?: Partial<FormValues>): FormValues {
  const shown = (id: AttributeId) => fields.find((f) => f.id === id)?.show ?? true;
  const val = (id: AttributeId) => (shown(id) ? values[id].trim().slice(0, LIMITS[id]) : (stored?.[id] ?? ''));
  return { name: val('name'), description: val('description'), overlayDetails: val('overlayDetails') };
}

/** 001 §4: the selected text in the dialog, cut at 255 characters unless expanded. */
export function previewText(text: string, expanded: boolean, max = HIGHLIGHT_PREVIEW_MAX): { text: string; cut: boolean } {
  const cut = text.length > max;
  return { text: cut && !expanded ? `${text.slice(0, max)}…` : text, cut };
}
