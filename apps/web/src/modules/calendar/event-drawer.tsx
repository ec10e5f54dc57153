import { useTranslation } from 'react-i18next';
import { PanelDrawer } from '../../components/panel-drawer';
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
    <PanelDrawer
      opened={opened}
      onClose={onClose}
      title={t(
        state.mode === 'update' ? 'calendar.drawer.updateTitle' : 'calendar.drawer.addTitle',
      )}
    >
      <EventForm key={state.key} state={state} onDone={onClose} />
    </PanelDrawer>
  );
}
