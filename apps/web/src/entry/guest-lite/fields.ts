// Mantine's markup for what this entry adds to the page, copied from the samples the build
// rendered with React (entry/prerender-samples.tsx, in `<template id="beacon-samples">`), so a
// field with an error here is the field React would draw: the same classes, `aria-invalid` and
// `aria-describedby`.

import { type Dictionary, setText } from './texts';

export type SampleName =
  'text' | 'password' | 'shown' | 'checkbox' | 'busy' | 'alert' | 'passkey' | 'oidc' | 'sent';

/** A copy of the sample's element. */
export function sample(name: SampleName): HTMLElement {
  const template = document.getElementById('beacon-samples');
  const found =
    template instanceof HTMLTemplateElement
      ? template.content.querySelector(`[data-sample="${name}"] > *`)
      : null;
  if (!(found instanceof HTMLElement)) throw new Error(`the page has no ${name} sample`);
  return found.cloneNode(true) as HTMLElement;
}

/** The attributes a field's parts take on with an error. */
const errorAttributes = [
  'data-error',
  'data-invalid',
  'data-with-error-styles',
  'aria-invalid',
  'aria-describedby',
];

/** Mantine's own name for a part (`mantine-Input-wrapper`): the same in the sample and the page. */
const partName = (element: Element) =>
  [...element.classList].filter((name) => name.startsWith('mantine-')).pop();

function counterpart(part: Element, sampleRoot: Element, root: Element, input: HTMLInputElement) {
  if (part.tagName === 'INPUT') return input;
  if (part === sampleRoot) return root;
  const name = partName(part);
  return name ? root.querySelector(`.${name}`) : null;
}

const kindOf = (input: HTMLInputElement): SampleName =>
  input.type === 'checkbox'
    ? 'checkbox'
    : input.closest('.mantine-PasswordInput-root')
      ? 'password'
      : 'text';

const fieldRoot = (input: HTMLInputElement) =>
  input.closest('.mantine-Checkbox-root, .mantine-InputWrapper-root');

// What a part had before its error, to put back when the error goes.
const before = new WeakMap<Element, Record<string, string | null>>();
const withError = new Set<Element>();

/** Shows `key` (an i18n key, or a message as the server sent it) under the input, as Mantine does. */
export function showError(input: HTMLInputElement, key: string, dictionary: Dictionary): void {
  clearError(input);
  const root = fieldRoot(input);
  if (!root) return;
  const model = sample(kindOf(input));
  const errorId = `${input.id}-error`;
  for (const part of [model, ...model.querySelectorAll('*')]) {
    const live = counterpart(part, model, root, input);
    if (!live) continue;
    const saved: Record<string, string | null> = {};
    for (const name of errorAttributes) {
      let value = part.getAttribute(name);
      if (value === null) continue;
      saved[name] = live.getAttribute(name);
      if (name === 'aria-describedby') value = [saved[name], errorId].filter(Boolean).join(' ');
      live.setAttribute(name, value);
    }
    // A custom property the error adds (the space above the message), left as it was otherwise.
    if (part instanceof HTMLElement && live instanceof HTMLElement) {
      for (const property of [...part.style].filter((p) => p.startsWith('--'))) {
        if (live.style.getPropertyValue(property)) continue;
        saved[`style:${property}`] = null;
        live.style.setProperty(property, part.style.getPropertyValue(property));
      }
    }
    if (Object.keys(saved).length > 0) {
      before.set(live, saved);
      withError.add(live);
    }
  }
  const message = model.querySelector('[id$="-error"]');
  if (!message) return;
  const parent = message.parentElement;
  const place = parent ? counterpart(parent, model, root, input) : null;
  message.id = errorId;
  setText(message, dictionary, key);
  (place ?? root).append(message);
  withError.add(message);
}

/** Takes the input's error away, if it has one. */
export function clearError(input: HTMLInputElement): void {
  const root = fieldRoot(input);
  if (!root) return;
  document.getElementById(`${input.id}-error`)?.remove();
  for (const live of [root, ...root.querySelectorAll('*')]) {
    const saved = before.get(live);
    if (!saved) continue;
    for (const [name, value] of Object.entries(saved)) {
      if (name.startsWith('style:') && live instanceof HTMLElement)
        live.style.removeProperty(name.slice('style:'.length));
      else if (value === null) live.removeAttribute(name);
      else live.setAttribute(name, value);
    }
    before.delete(live);
    withError.delete(live);
  }
}

/** The submit button as Mantine's `loading` draws it (a spinner, disabled), or back as it was. */
export function setBusy(button: HTMLButtonElement, busy: boolean): void {
  const model = sample('busy');
  button.querySelector('.mantine-Button-loader')?.remove();
  const label = button.querySelector('.mantine-Button-label');
  if (!busy) {
    button.removeAttribute('data-loading');
    button.disabled = false;
    label?.removeAttribute('data-loading');
    return;
  }
  button.setAttribute('data-loading', 'true');
  button.disabled = true;
  label?.setAttribute('data-loading', 'true');
  const loader = model.querySelector('.mantine-Button-loader');
  if (loader) button.prepend(loader);
}
