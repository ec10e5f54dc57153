import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataTable } from 'mantine-datatable';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { showEveryColumn } from '../test/table';
import { ExpandButton, useExpandedRows } from './expand-rows';

interface Fruit {
  id: number;
  name: string;
}

const fruits: Fruit[] = [
  { id: 1, name: 'Apple' },
  { id: 2, name: 'Pear' },
];

const details = (fruit: Fruit) => <p>About {fruit.name}</p>;

function FruitTable({ onRowClick }: { onRowClick: (fruit: Fruit) => void }) {
  const { expanded, toggle, rowExpansion } = useExpandedRows(details);
  return (
    <DataTable<Fruit>
      aria-label="Fruits"
      records={fruits}
      onRowClick={({ record }) => onRowClick(record)}
      rowExpansion={rowExpansion}
      columns={[
        {
          accessor: 'expand',
          title: 'Details',
          render: (fruit) => (
            <ExpandButton
              open={expanded.includes(fruit.id)}
              label={`Details of ${fruit.name}`}
              onToggle={() => toggle(fruit.id)}
            />
          ),
        },
        { accessor: 'name' },
      ]}
    />
  );
}

describe('expanded rows', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = showEveryColumn();
  });
  afterEach(() => restore());

  it('opens and closes each row by its own button, several at once', async () => {
    const onRowClick = vi.fn();
    await renderWithProviders(<FruitTable onRowClick={onRowClick} />);
    const apple = screen.getByRole('button', { name: 'Details of Apple' });
    const pear = screen.getByRole('button', { name: 'Details of Pear' });
    expect(apple).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('About Apple')).toBeNull();

    await userEvent.click(apple);
    await userEvent.click(pear);
    expect(apple).toHaveAttribute('aria-expanded', 'true');
    // Each row opens with a short animation: visible once it has run.
    await waitFor(() => expect(screen.getByText('About Apple')).toBeVisible());
    await waitFor(() => expect(screen.getByText('About Pear')).toBeVisible());
    // The button's click is not the row's too, or a row that toggles on click would cancel it.
    expect(onRowClick).not.toHaveBeenCalled();

    await userEvent.click(apple);
    expect(apple).toHaveAttribute('aria-expanded', 'false');
    expect(pear).toHaveAttribute('aria-expanded', 'true');
  });
});
