import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';

// The whole app shell renders around the route: its first paint can take a while on a busy machine.
const slow = { timeout: 10_000 };

const titles = [
  'The Shawshank Redemption',
  'The Godfather',
  'The Godfather: Part II',
  'The Dark Knight',
  '12 Angry Men',
  "Schindler's List",
  'Pulp Fiction',
  'Fight Club',
  'The Matrix',
  'Goodfellas',
  'Se7en',
  'Psycho',
];
const reply = {
  autoComplete: titles.map((title, i) => ({ id: i + 1, title, rank: String(i * 9 + 1) })),
};
const path = 'GET /api/autocomplete/data';

const card = (title: string) => within(screen.getByRole('region', { name: title }));
const optionNames = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('autocomplete page', { timeout: 30_000 }, () => {
  it('picks a suggestion with the arrow keys and Enter, and says when nothing matches', async () => {
    signInAs('admin');
    mockApi({ [path]: reply });
    const { user } = await renderRoute('/extensions/autocomplete');
    const field = await screen.findByRole('combobox', { name: 'Film' }, slow);

    await user.type(field, 'godf');
    expect(optionNames(screen.getByRole('listbox', { name: 'Film' }))).toEqual([
      'The Godfather',
      'The Godfather: Part II',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('The Godfather');
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.clear(field);
    await user.type(field, 'zzz');
    expect(within(screen.getByRole('listbox')).getByText('Nothing found')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('puts the suggestions under their rank band', async () => {
    signInAs('admin');
    mockApi({ [path]: reply });
    const { user } = await renderRoute('/extensions/autocomplete');
    await user.type(
      await screen.findByRole('combobox', { name: 'Film, grouped by rank' }, slow),
      'the',
    );
    const groups = within(screen.getByRole('listbox')).getAllByRole('group');
    expect(groups.map((group) => group.textContent)).toEqual([
      'Top 10The Shawshank RedemptionThe Godfather',
      'Ranks 11–50The Godfather: Part IIThe Dark Knight',
      'Ranks 51–100The Matrix',
    ]);
    expect(screen.getByRole('group', { name: 'Ranks 51–100' })).toBeVisible();
  });

  it('keeps several picks as pills and removes the last with Backspace', async () => {
    signInAs('admin');
    mockApi({ [path]: reply });
    const { user } = await renderRoute('/extensions/autocomplete');
    const field = await screen.findByRole('combobox', { name: 'Films' }, slow);
    const multiple = card('Multiple');

    await user.type(field, 'godf');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(field, 'matrix');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('');
    expect(multiple.getByRole('button', { name: 'Remove The Godfather' })).toBeVisible();
    expect(multiple.getByRole('button', { name: 'Remove The Matrix' })).toBeVisible();

    await user.keyboard('{Backspace}');
    expect(multiple.queryByRole('button', { name: 'Remove The Matrix' })).toBeNull();
    expect(multiple.getByRole('button', { name: 'Remove The Godfather' })).toBeVisible();
    // A film already picked is not suggested again.
    await user.type(field, 'godf');
    expect(optionNames(screen.getByRole('listbox', { name: 'Films' }))).toEqual([
      'The Godfather: Part II',
    ]);
  });

  it('suggests the top 5 as soon as the empty field has focus', async () => {
    signInAs('admin');
    mockApi({ [path]: reply });
    const { user } = await renderRoute('/extensions/autocomplete');
    await user.click(await screen.findByRole('combobox', { name: 'Film, top 5 first' }, slow));
    expect(optionNames(screen.getByRole('listbox'))).toEqual(titles.slice(0, 5));
  });

  it('offers to retry when the titles could not be loaded', async () => {
    signInAs('admin');
    let fail = true;
    mockApi({ [path]: () => (fail ? json({ error: 'Internal error' }, 500) : reply) });
    const { user } = await renderRoute('/extensions/autocomplete');
    expect(await screen.findByText('The film titles could not be loaded.', {}, slow)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Film' }, slow)).toBeVisible();
  });
});
