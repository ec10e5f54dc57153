import { Drawer } from '@mantine/core';
import type { CalendarEvent } from '@beacon/contract/calendar';
import { useTranslation } from 'react-i18next';
import { EventForm } from './event-form';
import type { EventFormValues } from './event-form-values';

/** What the drawer edits: a new event (its first values), or a stored one. */
export type EventDrawerContent =
  { mode: 'add'; values: EventFormValues } | { mode: 'update'; event: CalendarEvent };

export type EventDrawerState = EventDrawerContent & {
  /** A new number each time the drawer opens: the form starts afresh. */
  key: number;
};

interface EventDrawerProps {
  opened: boolean;
  /** Kept while the drawer closes, so its title does not change as it slides out. */
  state: EventDrawerState;
  onClose: () => void;
}

/**
 * The "Add Event" / "Update Event" side panel. The page loads this file when the drawer first
 * opens: with the date pickers, dayjs and Mantine's drawer it
 * would otherwise weigh on the calendar's own chunk.
 */
export function EventDrawer({ opened, state, onClose }: EventDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t(
        state.mode === 'update' ? 'calendar.drawer.updateTitle' : 'calendar.drawer.addTitle',
      )}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <EventForm key={state.key} state={state} onDone={onClose} />
    </Drawer>
  );
}
