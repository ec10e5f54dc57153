import type { TableRow } from '@beacon/contract/datatables';

/** A table row with plausible values; override what a test is about. */
export const tableRow = (id: number, overrides: Partial<TableRow> = {}): TableRow => ({
  responsive_id: '',
  id,
  avatar: '',
  full_name: `Person ${id}`,
  post: 'Web Developer',
  email: `person${id}@example.com`,
  city: 'Lisbon',
  start_date: '09/23/2016',
  salary: '$23896.35',
  age: '40',
  experience: '1 Year',
  status: 1,
  ...overrides,
});
