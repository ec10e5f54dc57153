import type { CalendarEvent } from '@beacon/contract/calendar';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { blankEvent, eventFormValues, eventPayload, withAllDay } from './event-form-values';
import { serverErrors } from '../../lib/form-errors';
import { ApiError } from '../../lib/http';
import { eventServerErrors, validateEvent } from './event-validation';

const t = i18n.t.bind(i18n) as TFunction;

const allDay: CalendarEvent = {
  id: 5,
  url: '',
  title: 'Trip',
  start: '2031-04-02',
  end: '2031-04-05',
  allDay: true,
  extendedProps: { calendar: 'Holiday', guests: ['Ada Brooks'], location: 'Lake', description: '' },
};

describe('event drawer values', () => {
  it('shows an all-day event’s last day (inclusive) and sends the day after (exclusive)', () => {
    const values = eventFormValues(allDay);
    expect(values).toMatchObject({ start: '2031-04-02', end: '2031-04-04', allDay: true });
    expect(eventPayload(values)).toMatchObject({ start: '2031-04-02', end: '2031-04-05' });
  });

  it('shows a one-day event (end equal to the start, as stored by the seed) as that day', () => {
    const values = eventFormValues({ ...allDay, end: '2031-04-02' });
    expect(values).toMatchObject({ start: '2031-04-02', end: '2031-04-02' });
    expect(eventPayload(values)).toMatchObject({ start: '2031-04-02', end: '2031-04-03' });
  });

  it('shows timed events in local time and sends them back as UTC', () => {
    const start = new Date(2031, 3, 2, 9, 30);
    const end = new Date(2031, 3, 2, 11, 0);
    const values = eventFormValues({
      ...allDay,
      allDay: false,
      start: start.toISOString(),
      end: end.toISOString(),
    });
    expect(values).toMatchObject({ start: '2031-04-02 09:30:00', end: '2031-04-02 11:00:00' });
    expect(eventPayload(values)).toMatchObject({
      start: start.toISOString(),
      end: end.toISOString(),
      allDay: false,
    });
  });

  it('sends one payload shape, the details under extendedProps', () => {
    const values = { ...blankEvent('2031-04-02'), title: 'Lunch', url: ' /agenda ' };
    expect(eventPayload(values)).toEqual({
      title: 'Lunch',
      start: '2031-04-02',
      end: '2031-04-03',
      allDay: true,
      url: '/agenda',
      extendedProps: { calendar: 'Business', guests: [], location: '', description: '' },
    });
  });

  it('keeps the days when "All Day" is switched', () => {
    const timed = withAllDay(blankEvent('2031-04-02'), false);
    expect(timed).toMatchObject({ start: '2031-04-02 09:00:00', end: '2031-04-02 10:00:00' });
    expect(withAllDay(timed, true)).toMatchObject({ start: '2031-04-02', end: '2031-04-02' });
  });
});

describe('event drawer validation', () => {
  it('asks for a title, a web link and an end not before the start', () => {
    const values = {
      ...blankEvent('2031-04-05'),
      end: '2031-04-04',
      url: 'javascript:alert(1)',
    };
    expect(validateEvent(values, t)).toEqual({
      title: 'Please enter the event title',
      url: 'Enter a link that starts with http://, https:// or /',
      end: 'The end must not be before the start',
    });
  });

  it('refuses a timed end before its start', () => {
    const values = {
      ...blankEvent('2031-04-05'),
      title: 'Call',
      allDay: false,
      start: '2031-04-05 10:00:00',
      end: '2031-04-05 09:00:00',
    };
    expect(validateEvent(values, t)).toEqual({ end: 'The end must not be before the start' });
  });

  it('accepts a complete event', () => {
    expect(validateEvent({ ...blankEvent('2031-04-05'), title: 'Call' }, t)).toEqual({});
  });

  it('puts the server’s field messages on the fields', () => {
    expect(
      serverErrors(
        new ApiError(400, {
          error: {
            'event.title': ['Please enter the event title'],
            'event.extendedProps.location': ['location must be at most 200 characters'],
            'event.end': ['The end must not be before the start'],
          },
        }),
        eventServerErrors(t),
      ),
    ).toEqual({
      title: 'Please enter the event title',
      location: 'location must be at most 200 characters',
      end: 'The end must not be before the start',
    });
  });
});
