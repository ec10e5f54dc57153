// The page's words in the visitor's language, from the file the app itself loads
// (`/assets/data/locales/<lng>.json`, which index.html preloads). The build marked each text with
// its key (prerender-marks.ts): `data-t` for an element's text, `data-t-<attribute>` for an
// attribute; `data-t-args` holds the values a text puts in (`{{email}}`).

export type Dictionary = Record<string, unknown>;

export const languages = ['en', 'fr', 'de', 'pt', 'ar'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language =>
  languages.some((code) => code === value);

/** The translation under a dotted key, with its `{{values}}` put in; undefined when missing. */
export function translate(
  dictionary: Dictionary,
  key: string,
  args: Record<string, string> = {},
): string | undefined {
  let node: unknown = dictionary;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Dictionary)[part] : undefined;
  }
  if (typeof node !== 'string') return undefined;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => args[name] ?? whole);
}

const argsOf = (element: Element): Record<string, string> => {
  try {
    const parsed: unknown = JSON.parse(element.getAttribute('data-t-args') ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
};

/**
 * Every marked text and attribute under `root` in the dictionary's language. A key the file lacks
 * keeps its text, as i18next falls back to it.
 */
export function swapTexts(root: ParentNode, dictionary: Dictionary): void {
  const marked = root.querySelectorAll('*');
  for (const element of marked) {
    for (const { name, value } of [...element.attributes]) {
      if (!name.startsWith('data-t') || name === 'data-t-args') continue;
      const text = translate(dictionary, value, argsOf(element));
      if (text === undefined) continue;
      if (name === 'data-t') element.textContent = text;
      else element.setAttribute(name.slice('data-t-'.length), text);
    }
  }
}

/** Marks `element` with the key of its text (and its values) and writes it in the dictionary's language. */
export function setText(
  element: Element,
  dictionary: Dictionary,
  key: string,
  args?: Record<string, string>,
): void {
  element.setAttribute('data-t', key);
  if (args) element.setAttribute('data-t-args', JSON.stringify(args));
  else element.removeAttribute('data-t-args');
  element.textContent = translate(dictionary, key, args) ?? key;
}

const loaded = new Map<Language, Promise<Dictionary>>();

/** The language's file, fetched once (the preload index.html asked for answers the first fetch). */
export function loadDictionary(language: Language): Promise<Dictionary> {
  let file = loaded.get(language);
  if (!file) {
    file = fetch(`/assets/data/locales/${language}.json`).then(async (response) => {
      if (!response.ok) throw new Error(`${language}.json: ${response.status}`);
      return (await response.json()) as Dictionary;
    });
    // A failed fetch is tried again next time.
    file.catch(() => loaded.delete(language));
    loaded.set(language, file);
  }
  return file;
}
