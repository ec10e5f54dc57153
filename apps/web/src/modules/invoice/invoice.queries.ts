import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InvoiceBodyInput,
  InvoiceClientBody,
  InvoiceClientRecord,
  InvoiceReply,
  InvoicesListQuery,
  InvoicesListReply,
  PaymentBody,
  SendInvoiceBody,
} from '@beacon/contract/invoice';
import { api } from '../../lib/http';

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
      api<InvoicesListReply>('/apps/invoice/invoices', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => api<InvoiceReply>(`/api/invoice/invoices/${id}`, { signal }),
  });

export const clientsQuery = (q = '') =>
  queryOptions({
    queryKey: invoiceKeys.clients(q),
    queryFn: ({ signal }) =>
      api<InvoiceClientRecord[]>('/api/invoice/clients', { query: { q }, signal }),
  });

/** After any write, success or not, every list and open invoice of the module reloads. */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
}

const write = <TInput, TReply>(request: (input: TInput) => Promise<TReply>) =>
  function useWrite() {
    const invalidate = useInvalidateAll();
    return useMutation({ mutationFn: request, onSettled: invalidate });
  };

export const useCreateInvoice = write((body: InvoiceBodyInput) =>
  api<InvoiceReply>('/apps/invoice/invoices', { method: 'POST', body }),
);

export const useUpdateInvoice = write(({ id, body }: { id: number; body: InvoiceBodyInput }) =>
  api<InvoiceReply>(`/apps/invoice/invoices/${id}`, { method: 'PUT', body }),
);

export const useDeleteInvoice = write((id: number) =>
  api<{ id: number }>('/apps/invoice/delete', { method: 'DELETE', query: { id } }),
);

export const useAddPayment = write(({ id, body }: { id: number; body: PaymentBody }) =>
  api<InvoiceReply>(`/apps/invoice/invoices/${id}/payments`, { method: 'POST', body }),
);

export const useSendInvoice = write(({ id, body }: { id: number; body: SendInvoiceBody }) =>
  api<InvoiceReply>(`/apps/invoice/invoices/${id}/send`, { method: 'POST', body }),
);

export const useCreateClient = write((body: InvoiceClientBody) =>
  api<InvoiceClientRecord>('/api/invoice/clients', { method: 'POST', body }),
);
