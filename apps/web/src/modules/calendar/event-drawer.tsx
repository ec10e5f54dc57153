import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EventForm } from './event-form';
import type { EventDrawerState } from './event-form-values';

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
