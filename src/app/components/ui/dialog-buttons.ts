/** Dialog button sets of 000 §3: OK, CLOSE, CONFIRM. */
export type DialogKind = 'OK' | 'CLOSE' | 'CONFIRM';

export type DialogButton = {
  id: 'ok' | 'close' | 'confirm' | 'cancel';
  labelKey: string;
  variant: 'primary' | 'secondary';
  /** What pressing it means for the caller. */
  action: 'confirm' | 'dismiss';
};

/** The buttons a dialog of a kind shows, the main action last (it ends up rightmost / topmost on phones). */
export function dialogButtons(kind: DialogKind): DialogButton[] {
  switch (kind) {
    case 'OK':
      return [{ id: 'ok', labelKey: 'shell.dialog.ok', variant: 'primary', action: 'confirm' }];
    case 'CLOSE':
      return [{ id: 'close', labelKey: 'shell.dialog.close', variant: 'primary', action: 'dismiss' }];
    case 'CONFIRM':
      return [
        { id: 'cancel', labelKey: 'shell.dialog.cancel', variant: 'secondary', action: 'dismiss' },
        { id: 'confirm', labelKey: 'shell.dialog.confirm', variant: 'primary', action: 'confirm' },
      ];
  }
}
