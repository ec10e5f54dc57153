import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { type MovedEvent, movedEventChanges } from './calendar-events';
import { useUpdateEvent } from './calendar.queries';

/**
 * FullCalendar's handler for a drag or a resize: the new times are saved at once; a refusal puts
 * the event back where it was and says so.
 */
export function useSaveMove() {
  const { t } = useTranslation();
  const update = useUpdateEvent();
  return ({ event, revert }: { event: MovedEvent; revert: () => void }) => {
    const changes = movedEventChanges(event);
    if (!changes) return revert();
    update.mutate(changes, {
      onError: () => {
        revert();
        notifications.show({
          color: 'red',
          title: t('calendar.toasts.moveFailed'),
          message: t('calendar.toasts.moveFailedMessage'),
        });
      },
    });
  };
}
