import type { CalendarEvent } from '@beacon/contract/calendar';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../lib/http';
import { renderWithProviders } from '../../test/render';
import { EventForm } from './event-form';
import { blankEvent } from './event-form-values';

// Only `api` is replaced: ApiError stays the real class the form checks with instanceof.
vi.mock(import('../../lib/http'), async (importOriginal) => ({
  ...(await importOriginal()),
  api: vi.fn(),
}));
const apiMock = vi.mocked(api);

const title = () => screen.getByRole('textbox', { name: /^Title/ });

const stored: CalendarEvent = {
  id: 7,
  url: '',
  title: 'Trip',
  start: '2031-04-02',
  end: '2031-04-05',
  allDay: true,
  extendedProps: { calendar: 'Holiday', guests: [], location: 'Lake', description: '' },
};

// Mantine under jsdom is slow and this machine is shared: room beyond the 15 s default.
describe('event form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    apiMock.mockReset();
  });

  it('asks for a title on the field and sends nothing', async () => {
    const onDone = vi.fn();
    const view = await renderWithProviders(
      <EventForm
        state={{ mode: 'add', values: blankEvent('2031-04-02'), key: 1 }}
        onDone={onDone}
      />,
    );
    await view.user.click(screen.getByRole('button', { name: 'Add' }));
    // The checks load with the first press.
    await waitFor(() =>
      expect(title()).toHaveAccessibleDescription('Please enter the event title'),
    );
    expect(title()).toHaveFocus();
    expect(apiMock).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('adds the day’s all-day event in the one payload shape, and says so', async () => {
    apiMock.mockResolvedValue({ event: { ...stored, id: 11 } });
    const onDone = vi.fn();
    const view = await renderWithProviders(
      <EventForm
        state={{ mode: 'add', values: blankEvent('2031-04-02'), key: 1 }}
        onDone={onDone}
      />,
    );
    // The drawer shows the clicked day as start and end.
    expect(screen.getByRole('button', { name: /^Start Date/ })).toHaveTextContent('2031-04-02');
    expect(screen.getByRole('button', { name: /^End Date/ })).toHaveTextContent('2031-04-02');
    await view.user.click(title());
    await view.user.paste('Picnic');
    await view.user.click(screen.getByRole('textbox', { name: 'Location' }));
    await view.user.paste('Park');
    await view.user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(apiMock).toHaveBeenCalledWith('/apps/calendar/add-event', {
      method: 'POST',
      body: {
        event: {
          title: 'Picnic',
          start: '2031-04-02',
          end: '2031-04-03',
          allDay: true,
          url: '',
          extendedProps: { calendar: 'Business', guests: [], location: 'Park', description: '' },
        },
      },
    });
    expect(await screen.findByText('Event Added')).toBeInTheDocument();
  });

  it('puts the server’s 400 messages on their fields', async () => {
    apiMock.mockRejectedValue(
      new ApiError(400, { error: { 'event.url': ['url must start with http://, https:// or /'] } }),
    );
    const view = await renderWithProviders(
      <EventForm
        state={{ mode: 'add', values: blankEvent('2031-04-02'), key: 1 }}
        onDone={vi.fn()}
      />,
    );
    await view.user.click(title());
    await view.user.paste('Picnic');
    await view.user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Event URL' })).toHaveAccessibleDescription(
        'Enter a link that starts with http://, https:// or /',
      ),
    );
  });

  it('updates a stored event with its id, and deletes it after a confirmation', async () => {
    apiMock.mockResolvedValue({ event: stored });
    const onDone = vi.fn();
    const view = await renderWithProviders(
      <EventForm state={{ mode: 'update', event: stored, key: 1 }} onDone={onDone} />,
    );
    // Stored end 5 April (exclusive) is shown as the last day, 4 April.
    expect(screen.getByRole('button', { name: /^End Date/ })).toHaveTextContent('2031-04-04');
    await view.user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(apiMock).toHaveBeenCalledWith('/apps/calendar/update-event', {
      method: 'POST',
      body: {
        event: expect.objectContaining({
          id: 7,
          start: '2031-04-02',
          end: '2031-04-05',
          extendedProps: { calendar: 'Holiday', guests: [], location: 'Lake', description: '' },
        }) as unknown,
      },
    });
    expect(await screen.findByText('Event Updated')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Delete this event?' })).toBeInTheDocument();
    const deletes = () => apiMock.mock.calls.filter(([path]) => path.includes('remove-event'));
    expect(deletes()).toHaveLength(0);
    const dialog = screen.getByRole('dialog', { name: 'Delete this event?' });
    await view.user.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Delete') as HTMLElement,
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    expect(deletes()).toEqual([
      ['/apps/calendar/remove-event', { method: 'DELETE', query: { id: 7 } }],
    ]);
    expect(await screen.findByText('Event Removed')).toBeInTheDocument();
  });
});
