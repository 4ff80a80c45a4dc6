import { GROUP_TEXT_MAX } from '../../../api/groups';

/*
 * The create/edit wizard's local state (002 §3 "Local wizard state", §4, §5): three steps, and
 * for members and documents two lists with ticked items moved by arrows. Pure functions over
 * plain values so the rules are tested without React; the component keeps them in useState.
 */

export type Step = 0 | 1 | 2;

/** A two-list transfer: available items, items in the group, and the ticked keys of each side. */
export interface Transfer<T> {
  available: T[];
  chosen: T[];
  tickedAvailable: string[];
  tickedChosen: string[];
}

export const emptyTransfer = <T>(chosen: T[] = []): Transfer<T> => ({
  available: [],
  chosen,
  tickedAvailable: [],
  tickedChosen: [],
});

/** New search results for the available side; what is already in the group is left out. */
export function setAvailable<T>(t: Transfer<T>, items: T[], key: (x: T) => string): Transfer<T> {
  const inGroup = new Set(t.chosen.map(key));
  return { ...t, available: items.filter((x) => !inGroup.has(key(x))), tickedAvailable: [] };
}

export function toggleTick<T>(t: Transfer<T>, side: 'available' | 'chosen', k: string): Transfer<T> {
  const field = side === 'available' ? 'tickedAvailable' : 'tickedChosen';
  const cur = t[field];
  return { ...t, [field]: cur.includes(k) ? cur.filter((x) => x !== k) : [...cur, k] };
}

/** Select all ticks every visible item of a side; unselect all clears them. */
export function tickAll<T>(
  t: Transfer<T>,
  side: 'available' | 'chosen',
  visible: T[],
  key: (x: T) => string,
  on: boolean,
): Transfer<T> {
  const field = side === 'available' ? 'tickedAvailable' : 'tickedChosen';
  return { ...t, [field]: on ? visible.map(key) : [] };
}

/** 002 §4: select all switches on by itself when every visible item is ticked. */
export function allTicked<T>(visible: T[], ticked: string[], key: (x: T) => string): boolean {
  return visible.length > 0 && visible.every((x) => ticked.includes(key(x)));
}

/** Moves the ticked items of one side to the end of the other; the other side's ticks stay. */
function moveTicked<T>(t: Transfer<T>, from: 'available' | 'chosen', key: (x: T) => string): Transfer<T> {
  const to = from === 'available' ? 'chosen' : 'available';
  const ticked = from === 'available' ? 'tickedAvailable' : 'tickedChosen';
  const isTicked = (x: T) => t[ticked].includes(key(x));
  return { ...t, [from]: t[from].filter((x) => !isTicked(x)), [to]: [...t[to], ...t[from].filter(isTicked)], [ticked]: [] };
}

/** Right arrow: ticked available items join the group. */
export const moveRight = <T>(t: Transfer<T>, key: (x: T) => string) => moveTicked(t, 'available', key);

/** Left arrow: ticked group items go back to the available list. */
export const moveLeft = <T>(t: Transfer<T>, key: (x: T) => string) => moveTicked(t, 'chosen', key);

/** 002 §5: Next on step 1 needs a trimmed name and description. */
export const stepOneValid = (name: string, description: string) => name.trim() !== '' && description.trim() !== '';
/** 002 §5: the limit hint shows when exactly 255 characters are reached. */
export const atLimit = (value: string) => value.length === GROUP_TEXT_MAX;

/** Which footer buttons each step shows (002 §2 Group dialogs) and whether the forward one is enabled. */
export function wizardButtons(step: Step, s: { name: string; description: string; members: number; documents: number }) {
  return {
    back: step > 0,
    next: step < 2 ? { enabled: step === 0 ? stepOneValid(s.name, s.description) : s.members > 0 } : null,
    confirm: step === 2 ? { enabled: s.documents > 0 } : null,
  };
}

/** 002 §5: edit-name and edit-description Update need a non-empty value that differs from the saved one. */
export const textUpdateEnabled = (value: string, saved: string) => value.trim() !== '' && value !== saved;
