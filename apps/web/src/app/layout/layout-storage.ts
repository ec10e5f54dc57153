import { type LayoutSettings, type Skin, skins } from './layout-options';

/** Keys and encodings kept for compatibility: every value is JSON; direction true = RTL. */
const keys = { skin: 'skin', direction: 'direction', menuCollapsed: 'menuCollapsed' } as const;

/** The parsed JSON under `key`, or undefined when absent or not JSON (hand-edited, foreign). */
function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the preference just lasts for this visit.
  }
}

const isSkin = (value: unknown): value is Skin => skins.some((skin) => skin === value);

export type StoredLayout = Partial<Pick<LayoutSettings, 'skin' | 'direction' | 'menuCollapsed'>>;

/** The stored preferences that are valid; anything else falls back to the default. */
export function readStoredLayout(): StoredLayout {
  const stored: StoredLayout = {};
  const skin = read(keys.skin);
  const rtl = read(keys.direction);
  const menuCollapsed = read(keys.menuCollapsed);
  if (isSkin(skin)) stored.skin = skin;
  if (typeof rtl === 'boolean') stored.direction = rtl ? 'rtl' : 'ltr';
  if (typeof menuCollapsed === 'boolean') stored.menuCollapsed = menuCollapsed;
  return stored;
}

/** Writes only what changed. */
export function writeStoredLayout(next: LayoutSettings, previous: LayoutSettings): void {
  if (next.skin !== previous.skin) write(keys.skin, next.skin);
  if (next.direction !== previous.direction) write(keys.direction, next.direction === 'rtl');
  if (next.menuCollapsed !== previous.menuCollapsed) write(keys.menuCollapsed, next.menuCollapsed);
}
