import '@mantine/dates/styles.css';
import {
  Button,
  Center,
  Drawer,
  Group,
  Loader,
  MultiSelect,
  Stack,
  TextInput,
} from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Task, taskTags } from '@beacon/contract/todo';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid, showServerErrors } from '../../lib/form-errors';
import { AssigneeSelect } from './assignee-select';
import { TaskFormHeader } from './task-form-header';
import {
  type TaskFormValues,
  taskServerErrors,
  taskFormValues,
  toTaskInput,
  validateTask,
} from './task-form-values';
import { assignees } from './task-values';
import { useAddTask, useSetTaskDeleted, useUpdateTask } from './todo.queries';
import { useDatesLocale } from './use-dates-locale';

// The editor (tiptap, ProseMirror) is the heaviest part of the screen: it loads
// when a drawer first opens, as a chunk of its own (docs/decisions/0011).
const RichTextField = lazy(() => import('../../components/rich-text-editor'));

interface TaskFormProps {
  /** null: a new task. */
  task: Task | null;
  /** Called after a save, a delete or a restore, and on Cancel. */
  onDone: () => void;
}

/**
 * The task drawer's header and form. Invalid input is marked on its field and nothing is sent;
 * the server's 400 field messages land on the same fields.
 */
export function TaskForm({ task, onDone }: TaskFormProps) {
  const { t } = useTranslation();
  const datesLocale = useDatesLocale();
  const add = useAddTask();
  const update = useUpdateTask();
  const setDeleted = useSetTaskDeleted();
  const saving = add.isPending || update.isPending;
  // A known assignee outside the fixed list (set by another client) stays choosable.
  const people = useMemo(
    () =>
      task?.assignee && !assignees.some((p) => p.fullName === task.assignee?.fullName)
        ? [...assignees, task.assignee]
        : assignees,
    [task],
  );
  const form = useForm<TaskFormValues>({
    initialValues: taskFormValues(task),
    validate: (values) => validateTask(values, people, t),
  });
  // Reset remounts the editor, which does not follow its value once started.
  const [editorKey, setEditorKey] = useState(0);

  const done = (title: string, message: string) => {
    notifications.show({ color: 'green', title, message });
    onDone();
  };
  const failed = (error: Error) => {
    if (!showServerErrors(error, form, taskServerErrors(t)))
      notifications.show({
        color: 'red',
        title: t('todo.toast.saveFailed'),
        message: t('todo.toast.tryAgain'),
      });
  };

  const submit = form.onSubmit((values) => {
    const input = toTaskInput(values, people);
    if (task)
      update.mutate(
        { id: task.id, ...input },
        { onSuccess: () => done(t('todo.toast.updated'), input.title), onError: failed },
      );
    else
      add.mutate(input, {
        onSuccess: () => done(t('todo.toast.added'), input.title),
        onError: failed,
      });
  }, focusFirstInvalid(form));

  const deleteOrRestore = () => {
    if (!task) return;
    const deleted = !task.isDeleted;
    setDeleted.mutate(
      { id: task.id, deleted },
      {
        onSuccess: () =>
          done(t(deleted ? 'todo.toast.deleted' : 'todo.toast.restored'), task.title),
        onError: failed,
      },
    );
  };

  return (
    <>
      <TaskFormHeader
        task={task}
        isCompleted={form.values.isCompleted}
        isImportant={form.values.isImportant}
        onToggleCompleted={() => form.setFieldValue('isCompleted', !form.values.isCompleted)}
        onToggleImportant={() => form.setFieldValue('isImportant', !form.values.isImportant)}
        onDeleteOrRestore={deleteOrRestore}
        busy={setDeleted.isPending}
      />
      <Drawer.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('todo.form.title')}
              placeholder={t('todo.form.titlePlaceholder')}
              withAsterisk
              autoComplete="off"
              data-autofocus
              {...form.getInputProps('title')}
            />
            <AssigneeSelect people={people} {...form.getInputProps('assignee')} />
            <DatesProvider settings={{ locale: datesLocale }}>
              <DatePickerInput
                label={t('todo.form.dueDate')}
                valueFormat="YYYY-MM-DD"
                clearable
                clearButtonProps={{ 'aria-label': t('todo.form.clearDueDate') }}
                ariaLabels={{
                  nextMonth: t('todo.form.nextMonth'),
                  previousMonth: t('todo.form.previousMonth'),
                  nextYear: t('todo.form.nextYear'),
                  previousYear: t('todo.form.previousYear'),
                  nextDecade: t('todo.form.nextDecade'),
                  previousDecade: t('todo.form.previousDecade'),
                }}
                {...form.getInputProps('dueDate')}
              />
            </DatesProvider>
            <MultiSelect
              label={t('todo.form.tags')}
              placeholder={t('todo.form.tagsPlaceholder')}
              data={taskTags.map((tag) => ({ value: tag, label: t(`todo.tags.${tag}`) }))}
              clearable
              clearButtonProps={{ 'aria-label': t('todo.form.clearTags') }}
              {...form.getInputProps('tags')}
            />
            <Suspense
              fallback={
                <Center py="md">
                  <Loader size="sm" aria-label={t('common.loading')} />
                </Center>
              }
            >
              <RichTextField
                label={t('todo.form.description')}
                key={editorKey}
                initialValue={form.values.description}
                onChange={(html) => form.setFieldValue('description', html)}
              />
            </Suspense>
            <Group mt="md" gap="sm">
              <Button type="submit" loading={saving}>
                {t(task ? 'todo.form.update' : 'todo.form.add')}
              </Button>
              <Button
                variant="default"
                disabled={saving}
                onClick={() => {
                  if (!task) return onDone();
                  form.reset();
                  setEditorKey((key) => key + 1);
                }}
              >
                {t(task ? 'todo.form.reset' : 'common.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Drawer.Body>
    </>
  );
}
