import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { EventCalendar } from '@beacon/contract/calendar-values';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarFilters } from './calendar-filters';

interface CalendarSidebarProps {
  selected: readonly EventCalendar[];
  onSelect: (selected: EventCalendar[]) => void;
  onAddEvent: () => void;
}

/** The calendar's side panel: "Add Event" and the calendars filter. */
export function CalendarSidebar({ selected, onSelect, onAddEvent }: CalendarSidebarProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap="lg">
      <Button fullWidth leftSection={<IconPlus size={16} aria-hidden />} onClick={onAddEvent}>
        {t('calendar.sidebar.addEvent')}
      </Button>
      <Stack gap="sm" role="group" aria-labelledby={titleId}>
        <Text id={titleId} fw={600} size="sm" tt="uppercase" c="dimmed">
          {t('calendar.sidebar.filter')}
        </Text>
        <CalendarFilters selected={selected} onChange={onSelect} />
      </Stack>
    </Stack>
  );
}
