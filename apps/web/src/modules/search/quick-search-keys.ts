/**
 * Ctrl+K / ⌘K (and "/" outside a text field) from the first moment of the app, and the keys typed
 * before the palette's field can take them.
 *
 * The palette's code loads on first use, after the shell's and the page's. One listener on the
 * window, installed as the app starts, opens it and keeps what is typed until the palette's field
 * has mounted and has the focus; the field then takes that text (`takeTyped`) and the keys go to
 * it as usual. Kept tiny and free of React: it is part of the app's start.
 */

interface QuickSearchState {
  /** The palette is, or is about to be, open. */
  opened: boolean;
  /** Opened, and its field has not taken the keys yet: typed keys are kept here. */
  waiting: boolean;
  typed: string;
}

const closed: QuickSearchState = { opened: false, waiting: false, typed: '' };
let state = closed;
const listeners = new Set<() => void>();

function set(next: QuickSearchState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribeQuickSearch(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const quickSearchState = (): QuickSearchState => state;

/** Opens the palette; keys typed from now until its field takes them are kept. */
export function openQuickSearch(): void {
  if (!state.opened) set({ opened: true, waiting: true, typed: '' });
}

export function closeQuickSearch(): void {
  if (state !== closed) set(closed);
}

/** For the palette's field once it has the focus: what was typed meanwhile; later keys are its own. */
export function takeTyped(): string {
  const { typed } = state;
  if (state.waiting) set({ ...state, waiting: false, typed: '' });
  return typed;
}

/** Inside a rich-text editor (by its attribute: jsdom has no `isContentEditable`). */
const inEditor = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest(
    '[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]',
  ) !== null;

/** A text field, a select or an editor: "/" is a character there, not the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (inEditor(target) || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type)
  );
}

/**
 * Ctrl+K or ⌘K by the physical key, so it works with any keyboard layout (an Arabic one types ن
 * there) and from text fields too.
 */
const isModK = (event: KeyboardEvent) =>
  event.code === 'KeyK' && event.ctrlKey !== event.metaKey && !event.altKey && !event.shiftKey;

/** Or "/", as in many web apps, outside text fields. An editor has its own Ctrl+K (a link). */
const isShortcut = (event: KeyboardEvent) =>
  (isModK(event) && !inEditor(event.target)) ||
  (event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !isTyping(event.target));

/** A key that types one character (AltGr, reported as Ctrl+Alt, types some too). */
const isCharacter = (event: KeyboardEvent) =>
  [...event.key].length === 1 && !event.metaKey && (!event.ctrlKey || event.altKey);

/** Applies a key to the kept text; false when the key is not the palette's to keep. */
function keep(event: KeyboardEvent): boolean {
  if (event.isComposing) return false;
  if (event.key === 'Escape') {
    closeQuickSearch();
    return true;
  }
  if (event.key === 'Backspace') {
    set({ ...state, typed: [...state.typed].slice(0, -1).join('') });
    return true;
  }
  // Enter meant for the palette must not press whatever the page has focused.
  if (event.key === 'Enter') return true;
  if (!isCharacter(event)) return false;
  set({ ...state, typed: state.typed + event.key });
  return true;
}

/** Whether the palette can be shown where the app is: a signed-in page of the shell. */
type Wanted = () => boolean;

let wantedAtStart: Wanted = () => false;
/** Palettes mounted (the shell's): while one is, the shortcut is always wanted. */
let hosts = 0;
let installed = false;

export function handleQuickSearchKey(event: KeyboardEvent): void {
  if (state.waiting) {
    if (isModK(event) || keep(event)) {
      event.preventDefault();
      event.stopPropagation();
    }
    return;
  }
  if (!isShortcut(event) || (hosts === 0 && !wantedAtStart())) return;
  // Open already: "/" belongs to whatever has the focus in it.
  if (state.opened && !isModK(event)) return;
  // Ctrl+K is also the browser's own (its search bar): here it is the palette's.
  event.preventDefault();
  openQuickSearch();
}

/**
 * Listens from now on, once per page. `wanted` says whether the palette will be shown where the
 * app is, before the shell has mounted its host (after that, the host's presence says so).
 */
export function installQuickSearchKeys(wanted?: Wanted): void {
  if (wanted) wantedAtStart = wanted;
  if (!installed) {
    installed = true;
    // The capture phase on the window: before the page's own handlers, whatever has the focus.
    window.addEventListener('keydown', handleQuickSearchKey, { capture: true });
  }
  // Ctrl+K and the keys after it, pressed before this code had loaded (index.html kept them).
  for (const init of window.beaconEarlyKeys?.() ?? [])
    handleQuickSearchKey(new KeyboardEvent('keydown', init));
}

/** The shell's palette host: while mounted, Ctrl+K opens the palette. Returns the unregister. */
export function registerQuickSearchHost(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
    // Left the shell (a page without it): no palette will take the keys. Checked a moment later:
    // React's strict mode unmounts and mounts again at once.
    queueMicrotask(() => {
      if (hosts === 0) closeQuickSearch();
    });
  };
}
