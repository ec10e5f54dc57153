import { isGuestPath } from '../guest-pages';

type Handover = NonNullable<Window['beaconHandover']>;

/** What the form's inputs hold, by name, for the React form to take in. */
export function typedValues(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const input of form.querySelectorAll('input[name]')) {
    if (input instanceof HTMLInputElement)
      values[input.name] = input.type === 'checkbox' ? input.checked : input.value;
  }
  return values;
}

let handing: Promise<void> | null = null;

/**
 * Gives the page to the React sign-in pages (entry/guest-app.tsx), drawn anew in the same root, for
 * what this entry does not do itself (a passkey, the notice of an unconfirmed address): they take
 * the typed values and the action in (modules/auth/typed-before-hydration.ts, passkey-sign-in.tsx).
 */
export function handOver(root: HTMLElement, handover: Handover): Promise<void> {
  window.beaconHandover = handover;
  handing ??= import('../guest-app').then(({ renderGuest }) => {
    const path = window.location.pathname;
    if (isGuestPath(path)) renderGuest(root, path);
  });
  return handing;
}
