import { Checkbox, Stack } from '@mantine/core';
import { type EventCalendar, eventCalendars } from '@beacon/contract/calendar-values';
import { useTranslation } from 'react-i18next';
import { calendarColors } from './calendar-colors';

interface CalendarFiltersProps {
  selected: readonly EventCalendar[];
  onChange: (selected: EventCalendar[]) => void;
}

/** "View All" (all five on, or none) and one checkbox per calendar, in its colour. */
export function CalendarFilters({ selected, onChange }: CalendarFiltersProps) {
  const { t } = useTranslation();
  const all = selected.length === eventCalendars.length;
  const toggle = (calendar: EventCalendar, on: boolean) =>
    onChange(eventCalendars.filter((c) => (c === calendar ? on : selected.includes(c))));
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('calendar.sidebar.viewAll')}
        checked={all}
        indeterminate={!all && selected.length > 0}
        onChange={() => onChange(all ? [] : [...eventCalendars])}
      />
      {eventCalendars.map((calendar) => (
        <Checkbox
          key={calendar}
          label={t(`calendar.calendars.${calendar}`)}
          color={`${calendarColors[calendar]}.8`}
          checked={selected.includes(calendar)}
          onChange={(event) => toggle(calendar, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
