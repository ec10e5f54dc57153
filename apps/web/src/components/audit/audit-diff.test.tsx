import type { AuditEntry } from '@beacon/contract/audit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AuditDiff } from './audit-diff';
import { AuditSummary } from './audit-summary';

type Changes = AuditEntry['changes'];
const entry = (action: AuditEntry['action'], changes: Changes) => ({ id: 41, action, changes });

/** The diff's rows as [field, before, after] texts, and which value cells are tinted. */
function diffRows() {
  const table = screen.getByRole('table', { name: 'Recorded changes of entry 41' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const [field, ...values] = [...row.querySelectorAll('th, td')];
      return {
        texts: [field, ...values].map((cell) => cell?.textContent ?? ''),
        changed: values.map((cell) => cell.hasAttribute('data-changed')),
      };
    });
}

describe('audit diff', () => {
  it('shows an update side by side, each value readable, both sides tinted', async () => {
    await renderWithProviders(
      <AuditDiff
        entry={entry('update', [
          { field: 'title', before: 'Draft', after: 'Final' },
          { field: 'tags', before: ['low'], after: ['low', 'team'] },
          { field: 'due_date', before: null, after: '2024-05-01' },
          { field: 'settings', before: { theme: 'dark' }, after: {} },
          { field: 'is_important', before: false, after: true },
          { field: 'notes', before: 'x', after: '' },
        ])}
      />,
    );
    const rows = diffRows();
    expect(rows.map((row) => row.texts)).toEqual([
      ['title', 'Draft', 'Final'],
      ['tags', '["low"]', '["low","team"]'],
      ['due_date', '—No value', '2024-05-01'],
      ['settings', '{"theme":"dark"}', '{}'],
      ['is_important', 'false', 'true'],
      ['notes', 'x', 'Empty text'],
    ]);
    expect(rows.every((row) => row.changed.every(Boolean))).toBe(true);
  });

  it('shows a secret as hidden, never its value', async () => {
    await renderWithProviders(
      <AuditDiff
        entry={entry('update', [{ field: 'password_hash', before: '[hidden]', after: '[hidden]' }])}
      />,
    );
    const [row] = diffRows();
    expect(row?.texts).toEqual(['password_hash', 'Hidden', 'Hidden']);
    expect(screen.queryByText('[hidden]')).toBeNull();
    expect(
      screen.getAllByTitle('Secrets are recorded as changed, never with their values.'),
    ).toHaveLength(2);
  });

  it('shows a create with nothing before, and a delete with nothing after', async () => {
    const { unmount } = await renderWithProviders(
      <AuditDiff entry={entry('create', [{ field: 'title', after: 'New task' }])} />,
    );
    expect(diffRows()).toEqual([
      { texts: ['title', '—No value', 'New task'], changed: [false, true] },
    ]);
    unmount();

    await renderWithProviders(
      <AuditDiff entry={entry('delete', [{ field: 'email', before: 'ada@example.com' }])} />,
    );
    expect(diffRows()).toEqual([
      { texts: ['email', 'ada@example.com', '—No value'], changed: [true, false] },
    ]);
  });

  it('says so when an entry recorded no field', async () => {
    await renderWithProviders(<AuditDiff entry={entry('sign-in', [])} />);
    expect(screen.getByText('This entry records no field changes.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('audit summary', () => {
  const summary = async (changes: Changes, action: AuditEntry['action'] = 'update') => {
    const { unmount } = await renderWithProviders(
      <div data-testid="summary">
        <AuditSummary entry={entry(action, changes)} />
      </div>,
    );
    const text = screen.getByTestId('summary').textContent;
    unmount();
    return text;
  };

  it('quotes one short change, and names the fields of longer ones', async () => {
    expect(await summary([{ field: 'role', before: 'admin', after: 'client' }])).toBe(
      'role: admin → client',
    );
    expect(await summary([{ field: 'password_hash', before: '[hidden]', after: '[hidden]' }])).toBe(
      'password_hash',
    );
    expect(await summary([{ field: 'title', after: 'New' }], 'create')).toBe('title');
    expect(
      await summary(
        ['title', 'tags', 'due_date', 'assignee', 'description'].map((field) => ({
          field,
          after: 'x',
        })),
        'create',
      ),
    ).toBe('title, tags, due_date +2 more');
    expect(await summary([], 'sign-in')).toBe('No field changes');
  });
});
