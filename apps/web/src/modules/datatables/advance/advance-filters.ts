import type { TableDataParams } from '../datatables.queries';

/** The Advance Search form as typed; empty means "no filter". */
export interface AdvanceFilters {
  full_name: string;
  email: string;
  post: string;
  city: string;
  /** YYYY-MM-DD days of the date range, null when open. */
  startFrom: string | null;
  startTo: string | null;
  /** Mantine's NumberInput gives '' while empty. */
  salaryMin: number | string;
  salaryMax: number | string;
}

export const noFilters: AdvanceFilters = {
  full_name: '',
  email: '',
  post: '',
  city: '',
  startFrom: null,
  startTo: null,
  salaryMin: '',
  salaryMax: '',
};

const amount = (value: number | string) => {
  if (value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

/** The filters as the API's query parameters; blank ones are left out. */
export function filterQuery(filters: AdvanceFilters): TableDataParams {
  const text = (value: string) => value.trim() || undefined;
  return {
    full_name: text(filters.full_name),
    email: text(filters.email),
    post: text(filters.post),
    city: text(filters.city),
    startFrom: filters.startFrom ?? undefined,
    startTo: filters.startTo ?? undefined,
    salaryMin: amount(filters.salaryMin),
    salaryMax: amount(filters.salaryMax),
  };
}
