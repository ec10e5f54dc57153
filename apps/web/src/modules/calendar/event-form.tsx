import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import {
  Button,
  Group,
  MultiSelect,
  Select,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DatePickerInput, DateTimePicker, DatesProvider } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { eventCalendars } from '@beacon/contract/calendar-values';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { showServerErrors } from '../../lib/form-errors';
import { useAddEvent, useRemoveEvent, useUpdateEvent } from './calendar.queries';
import {
  type EventDrawerState,
  type EventFormValues,
  eventFormValues,
  eventPayload,
  guestNames,
  withAllDay,
} from './event-form-values';

// The contract's schemas (with zod) load when the form is sent, not with the drawer.
const validation = () => import('./event-validation');

interface EventFormProps {
  state: EventDrawerState;
  /** Called after a save or a removal, and on Cancel. */
  onDone: () => void;
}

/**
 * The event drawer's form. Invalid input is marked on its fields and nothing is sent; the
 * server's 400 field messages land on the same fields. Add sends a new event; Update sends
 * every field of the same payload with the id.
 */
export function EventForm({ state, onDone }: EventFormProps) {
  const { t, i18n } = useTranslation();
  const add = useAddEvent();
  const update = useUpdateEvent();
  const remove = useRemoveEvent();
  const [confirming, setConfirming] = useState(false);
  const stored = state.mode === 'update' ? state.event : null;
  const form = useForm<EventFormValues>({
    initialValues: state.mode === 'update' ? eventFormValues(state.event) : state.values,
  });
  const saving = add.isPending || update.isPending;

  const failed = async (error: Error, title: string) => {
    // Loaded already: the form was checked with it before it was sent.
    const loaded = await validation().catch(() => null);
    if (loaded && showServerErrors(error, form, loaded.eventServerErrors(t))) return;
    notifications.show({ color: 'red', title, message: t('calendar.toasts.tryAgain') });
  };

  const send = (values: EventFormValues) => {
    const event = eventPayload(values);
    const done = (titleKey: string) => {
      notifications.show({
        color: 'green',
        title: t(titleKey),
        message: t('calendar.toasts.savedMessage', { title: event.title.trim() }),
      });
      onDone();
    };
    if (stored)
      update.mutate(
        { ...event, id: stored.id },
        {
          onSuccess: () => done('calendar.toasts.updated'),
          onError: (error) => void failed(error, t('calendar.toasts.saveFailed')),
        },
      );
    else
      add.mutate(event, {
        onSuccess: () => done('calendar.toasts.added'),
        onError: (error) => void failed(error, t('calendar.toasts.saveFailed')),
      });
  };

  const submit = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const loaded = await validation().catch(() => null);
    if (!loaded) {
      const title = t('calendar.toasts.saveFailed');
      notifications.show({ color: 'red', title, message: t('calendar.toasts.tryAgain') });
      return;
    }
    const values = form.getValues();
    const errors = loaded.validateEvent(values, t);
    form.setErrors(errors);
    // Take the keyboard to the first field to fix.
    const first = Object.keys(errors)[0];
    if (first) form.getInputNode(first)?.focus();
    else send(values);
  };

  const removeEvent = () => {
    if (!stored) return;
    remove.mutate(stored.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: t('calendar.toasts.removed'),
          message: t('calendar.toasts.removedMessage', { title: stored.title }),
        });
        setConfirming(false);
        onDone();
      },
      onError: () => {
        setConfirming(false);
        notifications.show({
          color: 'red',
          title: t('calendar.toasts.removeFailed'),
          message: t('calendar.toasts.tryAgain'),
        });
      },
    });
  };

  const { allDay } = form.values;
  const Picker = allDay ? DatePickerInput : DateTimePicker;
  const pickerProps = {
    valueFormat: allDay ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm',
    popoverProps: { withinPortal: true },
  };
  const dateInput = (field: 'start' | 'end') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      value: form.values[field] || null,
      onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
    };
  };

  return (
    <DatesProvider settings={{ locale: i18n.language }}>
      <form onSubmit={(submitted) => void submit(submitted)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('calendar.form.title')}
            placeholder={t('calendar.form.titlePlaceholder')}
            withAsterisk
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Select
            label={t('calendar.form.label')}
            data={eventCalendars.map((value) => ({
              value,
              label: t(`calendar.calendars.${value}`),
            }))}
            allowDeselect={false}
            {...form.getInputProps('calendar')}
          />
          <Picker
            label={t('calendar.form.start')}
            withAsterisk
            {...pickerProps}
            {...dateInput('start')}
          />
          <Picker label={t('calendar.form.end')} {...pickerProps} {...dateInput('end')} />
          <Switch
            label={t('calendar.form.allDay')}
            checked={allDay}
            onChange={(event) =>
              form.setValues(withAllDay(form.getValues(), event.currentTarget.checked))
            }
          />
          <TextInput
            type="url"
            label={t('calendar.form.url')}
            placeholder="https://www.example.com"
            autoComplete="off"
            {...form.getInputProps('url')}
          />
          <MultiSelect
            label={t('calendar.form.guests')}
            placeholder={t('calendar.form.guestsPlaceholder')}
            data={[...guestNames]}
            searchable
            {...form.getInputProps('guests')}
          />
          <TextInput
            label={t('calendar.form.location')}
            placeholder={t('calendar.form.locationPlaceholder')}
            autoComplete="off"
            {...form.getInputProps('location')}
          />
          <Textarea
            label={t('calendar.form.description')}
            rows={3}
            {...form.getInputProps('description')}
          />
          <Group mt="md" gap="sm">
            <Button type="submit" loading={saving}>
              {t(stored ? 'calendar.form.update' : 'calendar.form.add')}
            </Button>
            {stored ? (
              // red.9: white on the default filled red is under 4.5:1 (WCAG AA).
              <Button
                color="red.9"
                variant="outline"
                onClick={() => setConfirming(true)}
                disabled={saving}
              >
                {t('calendar.form.delete')}
              </Button>
            ) : (
              <Button variant="default" onClick={onDone} disabled={saving}>
                {t('common.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      {stored && (
        <ConfirmDialog
          opened={confirming}
          title={t('calendar.remove.title')}
          message={t('calendar.remove.message', { title: stored.title })}
          confirmLabel={t('calendar.form.delete')}
          danger
          loading={remove.isPending}
          onConfirm={removeEvent}
          onClose={() => setConfirming(false)}
        />
      )}
    </DatesProvider>
  );
}
