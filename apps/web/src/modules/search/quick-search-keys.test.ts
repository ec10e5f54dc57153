import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  closeQuickSearch,
  installQuickSearchKeys,
  quickSearchState,
  takeTyped,
} from './quick-search-keys';

let wanted = true;

beforeEach(() => {
  wanted = true;
  installQuickSearchKeys(() => wanted);
});

afterEach(() => {
  closeQuickSearch();
  installQuickSearchKeys(() => false);
  document.body.replaceChildren();
});

/** Presses a key where the focus is, as the browser does; false when the page's default was cancelled. */
function press(
  key: string,
  init: KeyboardEventInit = {},
  target: Element = document.body,
): boolean {
  return target.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
  );
}
const ctrlK = (target?: Element) => press('k', { code: 'KeyK', ctrlKey: true }, target);
const type = (text: string, target?: Element) =>
  [...text].map((key) => press(key, { code: `Key${key.toUpperCase()}` }, target));

describe('quick search keys', () => {
  it('opens on Ctrl+K and keeps what is typed until the field takes it, then lets keys through', () => {
    expect(ctrlK()).toBe(false);
    expect(quickSearchState()).toMatchObject({ opened: true, waiting: true });
    // None of the keys reaches the page meanwhile.
    expect(type('inv')).toEqual([false, false, false]);
    expect(takeTyped()).toBe('inv');
    expect(quickSearchState()).toMatchObject({ opened: true, waiting: false, typed: '' });
    // The field has them now: the browser types them there.
    expect(type('o')).toEqual([true]);
    expect(takeTyped()).toBe('');
  });

  it('opens on ⌘K and by the physical key, whatever the layout types there', () => {
    expect(press('ن', { code: 'KeyK', metaKey: true })).toBe(false);
    expect(quickSearchState().opened).toBe(true);
  });

  it('keeps keys typed in a text field of the page for the palette, not the field', () => {
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    expect(ctrlK(field)).toBe(false);
    let reached = 0;
    field.addEventListener('keydown', () => (reached += 1));
    expect(type('abc', field)).toEqual([false, false, false]);
    expect(reached).toBe(0);
    expect(takeTyped()).toBe('abc');
  });

  it('takes Backspace out of the kept text, drops Enter, and Esc gives up', () => {
    ctrlK();
    type('inx');
    expect(press('Backspace')).toBe(false);
    expect(press('Enter')).toBe(false);
    type('v');
    expect(quickSearchState().typed).toBe('inv');
    expect(press('Escape')).toBe(false);
    expect(quickSearchState()).toMatchObject({ opened: false, waiting: false, typed: '' });
    expect(type('x')).toEqual([true]);
  });

  it('keeps capitals, spaces and AltGr characters, not shortcuts or Tab', () => {
    ctrlK();
    press('I', { shiftKey: true });
    press(' ');
    press('@', { ctrlKey: true, altKey: true });
    expect(press('c', { ctrlKey: true })).toBe(true);
    expect(press('Tab')).toBe(true);
    expect(press('ArrowDown')).toBe(true);
    expect(takeTyped()).toBe('I @');
  });

  it('opens on "/" outside text fields only, and keeps a "/" typed after opening', () => {
    const field = document.body.appendChild(document.createElement('textarea'));
    expect(press('/', {}, field)).toBe(true);
    expect(quickSearchState().opened).toBe(false);
    expect(press('/')).toBe(false);
    expect(quickSearchState().opened).toBe(true);
    press('/');
    expect(takeTyped()).toBe('/');
  });

  it('leaves Ctrl+K to a rich-text editor, whose link it is', () => {
    const editor = document.body.appendChild(document.createElement('div'));
    editor.setAttribute('contenteditable', 'true');
    expect(ctrlK(editor)).toBe(true);
    expect(quickSearchState().opened).toBe(false);
  });

  it('leaves Ctrl+K to the browser where no palette will come', () => {
    wanted = false;
    expect(ctrlK()).toBe(true);
    expect(quickSearchState().opened).toBe(false);
    expect(type('a')).toEqual([true]);
  });

  it('takes Ctrl+K and the keys pressed before its code had loaded, kept by the page', () => {
    const early: KeyboardEventInit[] = [
      { key: 'k', code: 'KeyK', ctrlKey: true },
      ...[...'inv'].map((key) => ({ key, code: `Key${key.toUpperCase()}` })),
    ];
    window.beaconEarlyKeys = () => {
      window.beaconEarlyKeys = undefined;
      return early;
    };
    installQuickSearchKeys(() => true);
    expect(quickSearchState()).toMatchObject({ opened: true, waiting: true, typed: 'inv' });
    expect(window.beaconEarlyKeys).toBeUndefined();
    // Later keys go on from there.
    type('o');
    expect(takeTyped()).toBe('invo');
  });

  it('starts afresh each time it opens', () => {
    ctrlK();
    type('old');
    closeQuickSearch();
    ctrlK();
    type('new');
    expect(takeTyped()).toBe('new');
  });
});
