import { screen } from '@testing-library/react';
import type { Rendered } from './render';

/** A text field by the start of its label (a required one's label ends with an asterisk). */
export const textField = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

/**
 * Puts `value` in the field labelled `label` as a paste: one input event where typing is one per
 * key, and Mantine under jsdom is slow per event.
 */
export async function enterText({ user }: Rendered, label: string, value: string) {
  await user.click(textField(label));
  await user.paste(value);
}
