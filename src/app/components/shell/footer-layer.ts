/** Footer stacking (000 §2.4): 1029 normally, 1032 while the licence agreement dialog is open. */
export const FOOTER_Z_INDEX = 1029;
export const FOOTER_Z_INDEX_RAISED = 1032;

/** The footer's z-index for the raised (licence dialog open) state. */
export function footerZIndex(raised: boolean): number {
  return raised ? FOOTER_Z_INDEX_RAISED : FOOTER_Z_INDEX;
}
