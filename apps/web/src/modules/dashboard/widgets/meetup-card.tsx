import { Avatar, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconClock, IconMapPin } from '@tabler/icons-react';
import type { CalendarEvent } from '@beacon/contract/calendar';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/anchor-link';
import { UserAvatar } from '../../../components/user-avatar';
import { DashboardCard } from '../card/dashboard-card';
import { eventBegins, lastDay, nextEvent } from './next-event';
import { useDates } from './widget-dates';
import { upcomingEventsQuery } from './widget.queries';

const shownGuests = 3;

/** The user's next calendar event: when, where, and who comes. */
export function MeetupCard() {
  const { t } = useTranslation();
  const query = useQuery(upcomingEventsQuery);
  return (
    <DashboardCard title={t('dashboard.widgets.meetup.title')} query={query} skeletonHeight={160}>
      {(events) => {
        const event = nextEvent(events, new Date());
        return event ? (
          <EventDetails event={event} />
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text>{t('dashboard.widgets.meetup.empty')}</Text>
            <AnchorLink to="/apps/calendar">
              {t('dashboard.widgets.meetup.openCalendar')}
            </AnchorLink>
          </Stack>
        );
      }}
    </DashboardCard>
  );
}

function EventDetails({ event }: { event: CalendarEvent }) {
  const { t, i18n } = useTranslation();
  const dates = useDates();
  const begins = eventBegins(event);
  const badge = dates.badge(begins);
  const { guests, location, description } = event.extendedProps;
  const guestList = (names: readonly string[]) => {
    const rest = names.length - shownGuests;
    const shown = names.slice(0, shownGuests);
    if (rest > 0) shown.push(t('dashboard.widgets.meetup.moreGuests', { count: rest }));
    return new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(shown);
  };
  const when = event.allDay
    ? `${dates.dayRange(event.start.slice(0, 10), lastDay(event))} · ${t('dashboard.widgets.meetup.allDay')}`
    : dates.timeRange(begins, new Date(event.end));
  return (
    <Stack gap="sm">
      <Group wrap="nowrap" gap="md" align="flex-start">
        <Paper withBorder px="sm" py={6} ta="center" miw={56}>
          <Text size="xs" tt="uppercase" fw={600}>
            {badge.month}
          </Text>
          <Text fz="xl" fw={700} lh={1.1}>
            {badge.day}
          </Text>
        </Paper>
        <Stack gap={2} miw={0}>
          <Text fw={600}>{event.title}</Text>
          {description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {description}
            </Text>
          )}
        </Stack>
      </Group>
      <Detail icon={<IconClock size={18} />} label={t('dashboard.widgets.meetup.when')}>
        {when}
      </Detail>
      {location && (
        <Detail icon={<IconMapPin size={18} />} label={t('dashboard.widgets.meetup.where')}>
          {location}
        </Detail>
      )}
      {guests.length > 0 && (
        <Group gap="sm" wrap="nowrap">
          <Avatar.Group spacing="sm">
            {guests.slice(0, shownGuests).map((guest, index) => (
              <UserAvatar key={index} name={guest} size="sm" decorative />
            ))}
          </Avatar.Group>
          <Text size="sm">
            <VisuallyHidden>{t('dashboard.widgets.meetup.guests')}: </VisuallyHidden>
            {guestList(guests)}
          </Text>
        </Group>
      )}
      <Group gap={6} c="dimmed">
        <IconCalendarEvent size={16} aria-hidden />
        <AnchorLink to="/apps/calendar" size="sm">
          {t('dashboard.widgets.meetup.openCalendar')}
        </AnchorLink>
      </Group>
    </Stack>
  );
}

interface DetailProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}

/** One line of the event, its icon standing for a label that screen readers get in words. */
function Detail({ icon, label, children }: DetailProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Text component="span" c="dimmed" display="flex" aria-hidden>
        {icon}
      </Text>
      <Text size="sm">
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </Text>
    </Group>
  );
}
