import type { CalendarEvent } from '@beacon/contract/calendar';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { EventForm } from './event-form';
import { blankEvent } from './event-form-values';

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
  it('asks for a title on the field and sends nothing', async () => {
    const server = mockApi({});
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
    expect(server.calls).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('adds the day’s all-day event in the one payload shape, and says so', async () => {
    const server = mockApi({ 'POST /apps/calendar/add-event': { event: { ...stored, id: 11 } } });
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
    expect(server.callsTo('POST /apps/calendar/add-event').map((call) => call.body)).toEqual([
      {
        event: {
          title: 'Picnic',
          start: '2031-04-02',
          end: '2031-04-03',
          allDay: true,
          url: '',
          extendedProps: { calendar: 'Business', guests: [], location: 'Park', description: '' },
        },
      },
    ]);
    expect(await screen.findByText('Event Added')).toBeInTheDocument();
  });

  it('puts the server’s 400 messages on their fields', async () => {
    mockApi({
      'POST /apps/calendar/add-event': json(
        { error: { 'event.url': ['url must start with http://, https:// or /'] } },
        400,
      ),
    });
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
    const server = mockApi({
      'POST /apps/calendar/update-event': { event: stored },
      'DELETE /apps/calendar/remove-event': { id: stored.id },
    });
    const onDone = vi.fn();
    const view = await renderWithProviders(
      <EventForm state={{ mode: 'update', event: stored, key: 1 }} onDone={onDone} />,
    );
    // Stored end 5 April (exclusive) is shown as the last day, 4 April.
    expect(screen.getByRole('button', { name: /^End Date/ })).toHaveTextContent('2031-04-04');
    await view.user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(server.callsTo('POST /apps/calendar/update-event').map((call) => call.body)).toEqual([
      {
        event: expect.objectContaining({
          id: 7,
          start: '2031-04-02',
          end: '2031-04-05',
          extendedProps: { calendar: 'Holiday', guests: [], location: 'Lake', description: '' },
        }) as unknown,
      },
    ]);
    expect(await screen.findByText('Event Updated')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Delete this event?' })).toBeInTheDocument();
    const deletes = () => server.callsTo('DELETE /apps/calendar/remove-event');
    expect(deletes()).toHaveLength(0);
    const dialog = screen.getByRole('dialog', { name: 'Delete this event?' });
    await view.user.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Delete') as HTMLElement,
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    expect(deletes().map((call) => call.query)).toEqual([{ id: '7' }]);
    expect(await screen.findByText('Event Removed')).toBeInTheDocument();
  });
});
