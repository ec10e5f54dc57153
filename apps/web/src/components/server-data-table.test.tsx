import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ServerDataTable, type ServerDataTableColumn } from './server-data-table';

interface Row {
  id: number;
  name: string;
}

const columns: ServerDataTableColumn<Row>[] = [{ accessor: 'name', title: 'Name' }];
const records = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
const table = {
  label: 'Rows',
  columns,
  records,
  sortStatus: { columnAccessor: 'name', direction: 'asc' as const },
  onSortStatusChange: () => {},
  fetching: false,
  noRecordsText: 'None',
};

describe('server data table', () => {
  it('shows page-number buttons when paged by number', async () => {
    await renderWithProviders(
      <ServerDataTable<Row>
        {...table}
        totalRecords={30}
        page={1}
        onPageChange={() => {}}
        recordsPerPage={10}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Page 3' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Rows' })).toBeNull();
  });

  it('shows the cursor pager, named as the table, instead of page numbers when paged by cursor', async () => {
    await renderWithProviders(
      <ServerDataTable<Row>
        {...table}
        cursorPaging={{
          total: 30,
          totalExact: true,
          cursors: { prev: null, next: 'n' },
          page: 1,
          perPage: 10,
          onMove: () => {},
        }}
      />,
    );
    const pager = await screen.findByRole('navigation', { name: 'Rows' });
    expect(pager).toHaveTextContent('1–10 of 30');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Page 3' })).toBeNull();
  });
});
