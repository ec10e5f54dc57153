import { MantineProvider, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordField } from '../../modules/auth/password-field';
import { Samples } from '../prerender-samples';
import { ThemeProviders } from '../theme-providers';
import { clearError, setBusy, showError } from './fields';

const html = async (tree: ReactNode) => new Response((await prerender(tree)).prelude).text();

/**
 * An element as a comparable value: its tag, its attributes (style by declaration), its children.
 * The small entry's own key marks (`data-t`, for the language swap) are left out.
 */
function shape(node: Node): unknown {
  if (!(node instanceof Element)) return node.textContent;
  const own = [...node.attributes].filter(({ name }) => !name.startsWith('data-t'));
  const attributes = Object.fromEntries(
    own.map(({ name, value }) => [
      name,
      name === 'style'
        ? value
            .split(';')
            .map((part) => part.replace(/\s*:\s*/, ':').trim())
            .filter(Boolean)
            .sort()
        : value,
    ]),
  );
  return [node.tagName, attributes, [...node.childNodes].map(shape)];
}

const words = { auth: { validation: { emailRequired: 'Email is required' } } };

async function field(error?: string, password = false) {
  const container = document.createElement('div');
  const props = { id: 'f', label: 'Email', name: 'email', ...(error ? { error } : {}) };
  container.innerHTML = await html(
    <MantineProvider>
      {password ? <PasswordField {...props} /> : <TextInput {...props} />}
    </MantineProvider>,
  );
  const root = container.querySelector('.mantine-InputWrapper-root');
  if (!root) throw new Error('no field');
  return root;
}

describe('the small entry’s field errors', () => {
  afterEach(() => document.body.replaceChildren());

  /** The build's samples, as the prerendered page carries them. */
  const addSamples = async () => {
    const template = document.createElement('template');
    template.id = 'beacon-samples';
    template.innerHTML = await html(
      <ThemeProviders>
        <Samples />
      </ThemeProviders>,
    );
    document.body.append(template);
  };

  it.each([
    ['a text field', false],
    ['a password field', true],
  ])('draw %s with an error as React and Mantine do, and take it away again', async (_n, pw) => {
    await addSamples();
    const plain = await field(undefined, pw);
    document.body.append(plain);
    const input = plain.querySelector('input');
    if (!input) throw new Error('no input');

    showError(input, 'auth.validation.emailRequired', words);
    expect(shape(plain)).toEqual(shape(await field('Email is required', pw)));
    expect(input).toHaveAccessibleDescription('Email is required');

    clearError(input);
    expect(shape(plain)).toEqual(shape(await field(undefined, pw)));
  });

  it('shows the submit button busy as Mantine’s loading button, then as it was', async () => {
    await addSamples();
    const button = document.body.appendChild(document.createElement('button'));
    button.innerHTML = '<span class="mantine-Button-label">Sign in</span>';
    setBusy(button, true);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-loading', 'true');
    expect(button.querySelector('.mantine-Loader-root')).not.toBeNull();
    setBusy(button, false);
    expect(button).toBeEnabled();
    expect(button.querySelector('.mantine-Loader-root')).toBeNull();
  });
});
