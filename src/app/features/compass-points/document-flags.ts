/** The document's compass-point flags (001 §3) that the tab and the download button follow. */
export interface CompassPointFlags {
  hasActivatedCompassPoint: boolean;
  hasDeactivatedCompassPoint: boolean;
}

/**
 * 001 §4: the flags follow the document's list: any live point (Active or Historical) sets
 * has-activated, any deactivated one has-deactivated; an empty list switches both off.
 */
export function flagsOf(points: readonly { status: string }[]): CompassPointFlags {
  return {
    hasActivatedCompassPoint: points.some((p) => p.status !== 'Deactivated'),
    hasDeactivatedCompassPoint: points.some((p) => p.status === 'Deactivated'),
  };
}
