import { screen, waitFor } from '@testing-library/react';
import type { CalendarEvent } from '@beacon/contract/calendar';
import i18n from '../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { Route } from '../../routes/_app/apps/calendar';
import { mockApi } from '../../test/api';
import { renderRoute } from '../../test/render';
import { signInAs } from '../../test/session';

type Parse = (input: Record<string, unknown>) => unknown;
const parse = Route.options.validateSearch as unknown as { parse: Parse };
const all = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'];

describe('calendar search params', () => {
  it('defaults to every calendar, the month view and today', () => {
    expect(parse.parse({})).toEqual({ calendars: all, view: 'month', date: undefined });
  });

  it('keeps "none selected" apart from the default', () => {
    expect(parse.parse({ calendars: [] })).toMatchObject({ calendars: [] });
    expect(parse.parse({ calendars: 'none' })).toMatchObject({ calendars: [] });
  });

  it('reads a list or a comma list in the sidebar’s order, without unknown names', () => {
    expect(parse.parse({ calendars: ['ETC', 'Personal', 'Work'] })).toMatchObject({
      calendars: ['Personal', 'ETC'],
    });
    expect(parse.parse({ calendars: 'Holiday,Family' })).toMatchObject({
      calendars: ['Family', 'Holiday'],
    });
  });

  it('falls back to the default of each bad value', () => {
    expect(parse.parse({ calendars: ['Work'], view: 'year', date: '2031-02-30' })).toEqual({
      calendars: all,
      view: 'month',
      date: undefined,
    });
    expect(parse.parse({ view: 'week', date: '2031-02-28' })).toMatchObject({
      view: 'week',
      date: '2031-02-28',
    });
  });
});

const trip: CalendarEvent = {
  id: 3,
  url: '',
  title: 'Weekend by the Lake',
  start: '2031-04-11',
  end: '2031-04-13',
  allDay: true,
  extendedProps: { calendar: 'Holiday', guests: [], location: '', description: '' },
};

describe('calendar page', { timeout: 30_000 }, () => {
  it('asks for the URL’s calendars over the month shown and shows their events', async () => {
    signInAs('admin');
    const server = mockApi({ 'GET /apps/calendar/events': [trip] });
    await renderRoute('/apps/calendar?calendars=Family,Holiday&date=2031-04-15');
    // FullCalendar keeps events hidden until it has measured them, which jsdom never does.
    expect(
      await screen.findByText('Weekend by the Lake', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Holiday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Personal' })).not.toBeChecked();
    await waitFor(() => expect(server.callsTo('GET /apps/calendar/events')).not.toHaveLength(0));
    const call = server.callsTo('GET /apps/calendar/events')[0];
    expect(call?.url.searchParams.getAll('calendars')).toEqual(['Family', 'Holiday']);
    // April 2031's grid runs from Sunday 30 March to Saturday 10 May (end exclusive: 11 May);
    // the query takes a day more on each side.
    expect(call?.query).toMatchObject({ start: '2031-03-29', end: '2031-05-12' });
  });

  it.each([
    ['fr', '2031-04-13', '2031-04-22'], // Monday 14 to Sunday 20
    ['ar', '2031-04-11', '2031-04-20'], // Saturday 12 to Friday 18
  ])(
    'asks once for the week the calendar draws in %s, which starts the week on its own day',
    async (language, start, end) => {
      signInAs('admin');
      await i18n.changeLanguage(language);
      const meeting = { ...trip, title: 'Team meeting', start: '2031-04-16', end: '2031-04-17' };
      const server = mockApi({ 'GET /apps/calendar/events': [meeting] });
      await renderRoute('/apps/calendar?view=week&date=2031-04-15');
      expect(await screen.findByText('Team meeting', {}, { timeout: 10_000 })).toBeInTheDocument();
      // Had the days drawn differed from those asked for first, the calendar would ask again.
      const calls = server.callsTo('GET /apps/calendar/events');
      expect(calls.map((call) => call.query)).toEqual([expect.objectContaining({ start, end })]);
    },
  );
});
