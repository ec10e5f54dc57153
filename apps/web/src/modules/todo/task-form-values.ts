import {
  type Assignee,
  type Task,
  type TaskTag,
  newTaskSchema,
  todoMessages,
} from '@beacon/contract/todo';
import type { TFunction } from 'i18next';
import { type ServerErrorOptions, schemaErrors } from '../../lib/form-errors';
import { descriptionHtml, sanitizeHtml } from '../../lib/sanitize-html';
import type { NewTaskBody } from './todo.queries';

/** The task drawer's fields; the contract's `newTaskSchema` decides what is valid. */
export interface TaskFormValues {
  title: string;
  /** The assignee's full name, or null for nobody. */
  assignee: string | null;
  /** YYYY-MM-DD, or null for none. */
  dueDate: string | null;
  tags: TaskTag[];
  /** HTML from the editor. */
  description: string;
  isCompleted: boolean;
  isImportant: boolean;
}

export type TaskFormField = keyof TaskFormValues;
export type TaskFormErrors = Partial<Record<TaskFormField, string>>;

/** The form's starting values: empty for a new task, else the task's (description sanitised). */
export function taskFormValues(task: Task | null): TaskFormValues {
  return {
    title: task?.title ?? '',
    assignee: task?.assignee?.fullName ?? null,
    dueDate: task?.dueDate ?? null,
    tags: task?.tags ?? [],
    description: sanitizeHtml(task?.description ?? ''),
    isCompleted: task?.isCompleted ?? false,
    isImportant: task?.isImportant ?? false,
  };
}

/** The values as the API takes them: trimmed title, the assignee's picture, sanitised HTML. */
export function toTaskInput(values: TaskFormValues, people: Assignee[]): NewTaskBody {
  const person = people.find((p) => p.fullName === values.assignee);
  return {
    title: values.title.trim(),
    dueDate: values.dueDate || null,
    description: descriptionHtml(values.description),
    assignee: person ? { fullName: person.fullName, avatar: person.avatar } : null,
    tags: values.tags,
    isCompleted: values.isCompleted,
    isImportant: values.isImportant,
  };
}

const isField = (key: unknown): key is TaskFormField =>
  typeof key === 'string' && key in newTaskSchema.shape;
const fieldOf = (key: unknown) => (isField(key) ? key : null);

/**
 * Checks the values with the contract's schema (the API's own rules) and gives the first
 * problem of each field in the reader's language. Empty result: nothing to fix.
 */
export function validateTask(
  values: TaskFormValues,
  people: Assignee[],
  t: TFunction,
): TaskFormErrors {
  return schemaErrors(newTaskSchema.safeParse(toTaskInput(values, people)), {
    field: (path) => fieldOf(path[0]),
    message: (issue, field) => {
      if (field === 'title' && issue.code === 'too_small') return t('todo.form.errors.title');
      if (issue.code === 'too_big')
        return t('todo.form.errors.tooLong', { max: Number(issue.maximum) });
      return t('todo.form.errors.invalid');
    },
  });
}

/** Where a 400 reply's `{ 'task.title': [messages] }` go on the form; the known one translated. */
export const taskServerErrors = (t: TFunction): ServerErrorOptions<TaskFormField> => ({
  field: (key) => fieldOf(key.replace(/^task\./, '').split('.')[0]),
  message: (message) =>
    message === todoMessages.titleRequired ? t('todo.form.errors.title') : message,
});
