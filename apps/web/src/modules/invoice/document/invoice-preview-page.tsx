import { getRouteApi } from '@tanstack/react-router';
import { parseInvoiceId } from '../invoice-id';
import { InvoiceNotFound } from '../invoice-not-found';
import { InvoicePreview } from './invoice-preview';

const route = getRouteApi('/_app/apps/invoice/preview/$id');

/** `/apps/invoice/preview/$id`. An id that is not a positive whole number cannot exist. */
export function InvoicePreviewPage() {
  const { id } = route.useParams();
  const numeric = parseInvoiceId(id);
  return numeric > 0 ? <InvoicePreview key={numeric} id={numeric} /> : <InvoiceNotFound id={id} />;
}
