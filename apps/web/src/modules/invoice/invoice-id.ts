/** The id in the URL as a number, or 0 when it cannot name an invoice (no request is made then). */
export const parseInvoiceId = (raw: string): number => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);
