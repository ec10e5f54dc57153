import type { CalendarEvent } from '@beacon/contract/calendar';
import type { StatisticsCardReplies } from '@beacon/contract/dashboard';
import type { Invoice } from '@beacon/contract/invoice';
import type { Task } from '@beacon/contract/todo';

const hour = 60 * 60 * 1000;

/** A timed event `fromNow` hours away, lasting an hour. */
export function timedEvent(id: number, title: string, fromNow: number): CalendarEvent {
  const start = new Date(Date.now() + fromNow * hour);
  return {
    id,
    url: '',
    title,
    start: start.toISOString(),
    end: new Date(start.getTime() + hour).toISOString(),
    allDay: false,
    extendedProps: { calendar: 'Business', guests: [], location: '', description: '' },
  };
}

export function invoice(id: number, patch: Partial<Invoice> = {}): Invoice {
  return {
    id,
    issuedDate: '13 Dec 2024',
    client: {
      name: `Client ${id}`,
      company: `Company ${id} PLC`,
      companyEmail: `client${id}@example.com`,
      address: '7777 Mendez Plains',
      country: 'USA',
      contact: '(616) 865-4180',
    },
    service: 'Software Development',
    total: 3428,
    avatar: '',
    invoiceStatus: 'Sent',
    balance: 3428,
    dueDate: '23 Dec 2024',
    ...patch,
  };
}

export function task(id: number, title: string, dueDate: string | null): Task {
  return {
    id,
    title,
    dueDate,
    description: '',
    assignee: { fullName: 'Jacob Ramirez', avatar: '' },
    tags: [],
    isCompleted: false,
    isDeleted: false,
    isImportant: false,
  };
}

export function salesReply(sales: number): StatisticsCardReplies['sales'] {
  return {
    period: 'Last 28 Days',
    series: [{ name: 'Sales', data: [1, 2] }],
    analyticsData: { sales },
  };
}
