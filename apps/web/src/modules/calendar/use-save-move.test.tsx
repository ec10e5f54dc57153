import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api';
import { TestProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import type { MovedEvent } from './calendar-events';
import { useSaveMove } from './use-save-move';

const wrapper = ({ children }: { children: ReactNode }) => (
  <TestProviders>{children}</TestProviders>
);

/** An all-day event FullCalendar has just dropped on 16–17 April 2031. */
const dropped: MovedEvent = {
  id: '7',
  allDay: true,
  start: new Date(2031, 3, 16),
  end: new Date(2031, 3, 17),
  startStr: '2031-04-16',
  endStr: '2031-04-17',
};

describe('saving a dragged event', () => {
  it('sends only the new days, and leaves the event where it was dropped', async () => {
    signInAs('admin');
    const server = mockApi({
      'POST /apps/calendar/update-event': ({ body }) => body,
      'GET /apps/calendar/events': [],
    });
    const revert = vi.fn();
    const { result } = renderHook(() => useSaveMove(), { wrapper });

    act(() => result.current({ event: dropped, revert }));
    await waitFor(() => expect(server.callsTo('POST /apps/calendar/update-event')).toHaveLength(1));
    expect(server.callsTo('POST /apps/calendar/update-event')[0]?.body).toEqual({
      event: { id: 7, start: '2031-04-16', end: '2031-04-17', allDay: true },
    });
    expect(revert).not.toHaveBeenCalled();
  });

  it('puts the event back and says so when the server refuses', async () => {
    signInAs('admin');
    mockApi({
      'POST /apps/calendar/update-event': json({ error: { end: ['Too late'] } }, 400),
      'GET /apps/calendar/events': [],
    });
    const revert = vi.fn();
    const { result } = renderHook(() => useSaveMove(), { wrapper });

    act(() => result.current({ event: dropped, revert }));
    expect(await screen.findByText('The event could not be moved')).toBeVisible();
    expect(revert).toHaveBeenCalledOnce();
  });

  it('puts an event without a start back without asking the server', () => {
    signInAs('admin');
    const server = mockApi({});
    const revert = vi.fn();
    const { result } = renderHook(() => useSaveMove(), { wrapper });

    act(() => result.current({ event: { ...dropped, start: null }, revert }));
    expect(revert).toHaveBeenCalledOnce();
    expect(server.calls).toHaveLength(0);
  });
});
