import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type {
  InvoiceClientBody,
  InvoicesListQuery,
  PaymentBody,
  SendInvoiceBody,
} from '@beacon/contract/invoice';
import type { ApiBody } from '../../lib/api/types';
import { api, unwrap } from '../../lib/http';

/** An invoice as the create and update routes take it. */
export type InvoiceBodyOut = ApiBody<'/apps/invoice/invoices', 'post'>;

/** Every key starts with the module id, so one invalidation reaches all of the module's views. */
export const invoiceKeys = {
  all: ['invoice'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (query: Partial<InvoicesListQuery>) => [...invoiceKeys.lists(), query] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
  clients: (q: string) => [...invoiceKeys.all, 'clients', q] as const,
};

export const invoicesQuery = (query: Partial<InvoicesListQuery>) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/apps/invoice/invoices', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/invoice/invoices/{id}', { params: { path: { id } }, signal })),
  });

export const clientsQuery = (q = '') =>
  queryOptions({
    queryKey: invoiceKeys.clients(q),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/invoice/clients', { params: { query: { q } }, signal })),
  });

/** After any write, success or not, every list and open invoice of the module reloads. */
const write = <TInput, TReply>(request: (input: TInput) => Promise<TReply>) =>
  function useWrite() {
    return useMutation({ mutationFn: request, meta: { invalidates: [invoiceKeys.all] } });
  };

export const useCreateInvoice = write((body: InvoiceBodyOut) =>
  unwrap(api.POST('/apps/invoice/invoices', { body })),
);

export const useUpdateInvoice = write(({ id, body }: { id: number; body: InvoiceBodyOut }) =>
  unwrap(api.PUT('/apps/invoice/invoices/{id}', { params: { path: { id } }, body })),
);

export const useDeleteInvoice = write((id: number) =>
  unwrap(api.DELETE('/apps/invoice/delete', { params: { query: { id } } })),
);

export const useAddPayment = write(({ id, body }: { id: number; body: PaymentBody }) =>
  unwrap(api.POST('/apps/invoice/invoices/{id}/payments', { params: { path: { id } }, body })),
);

export const useSendInvoice = write(({ id, body }: { id: number; body: SendInvoiceBody }) =>
  unwrap(api.POST('/apps/invoice/invoices/{id}/send', { params: { path: { id } }, body })),
);

export const useCreateClient = write((body: InvoiceClientBody) =>
  unwrap(api.POST('/api/invoice/clients', { body })),
);
