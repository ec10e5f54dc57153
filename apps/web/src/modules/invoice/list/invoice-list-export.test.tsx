import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { invoiceRow, listOf } from './test-invoices';

const slow = { timeout: 10_000 };
const LIST = 'GET /apps/invoice/invoices';
const rows = Array.from({ length: 130 }, (_, i) => invoiceRow(5000 + i));

describe('CSV export of the list', { timeout: 90_000 }, () => {
  let saved: Blob[] = [];
  let clicked: string[] = [];
  // jsdom has no object URLs and cannot follow a download link: record both instead.
  beforeEach(() => {
    saved = [];
    clicked = [];
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:test';
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads every page of the filtered set, not just the page shown', async () => {
    signInAs('admin');
    const server = mockApi({ [LIST]: listOf(rows) });
    const { user } = await renderRoute('/apps/invoice/list?q=client&status=sent&sort=asc');
    await screen.findByRole('link', { name: '#5000' }, slow);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toEqual(['invoices.csv']));

    const exportCalls = server.callsTo(LIST).filter((call) => call.query.perPage === '100');
    expect(exportCalls.map((call) => call.query)).toEqual([
      {
        q: 'client',
        status: 'sent',
        sort: 'asc',
        sortColumn: 'id',
        cursor: 'first',
        perPage: '100',
        allData: 'false',
      },
      {
        q: 'client',
        status: 'sent',
        sort: 'asc',
        sortColumn: 'id',
        cursor: 'after:100',
        perPage: '100',
        allData: 'false',
      },
    ]);
    const bytes = new Uint8Array((await saved[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    // The byte order mark Excel needs (Blob.text() decodes it away).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await saved[0]?.text())?.split('\r\n') ?? [];
    expect(lines[0]).toBe(
      'id,invoiceStatus,client.name,client.company,client.companyEmail,client.country,client.contact,service,total,balance,issuedDate,dueDate',
    );
    expect(lines).toHaveLength(1 + 130 + 1); // header, rows, and the empty string after the last CRLF
    expect(lines[130]).toBe(
      '5129,Sent,Client 5129,Hall-Robbins PLC,client5129@example.com,USA,(616) 865-4180,Software Development,3428,724,13 Dec 2019,23 Apr 2020',
    );
  });

  it('says so when a page of the export fails', async () => {
    signInAs('admin');
    const answer = listOf(rows);
    mockApi({
      [LIST]: (call) =>
        call.query.perPage === '100' && call.query.cursor === 'after:100'
          ? json({ error: 'Internal error' }, 500)
          : answer(call),
    });
    const { user } = await renderRoute('/apps/invoice/list');
    await screen.findByRole('link', { name: '#5000' }, slow);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('The invoices could not be exported. Try again.', {}, slow),
    ).toBeVisible();
    expect(clicked).toEqual([]);
  });
});
