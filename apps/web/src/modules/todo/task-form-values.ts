import {
  type Assignee,
  type Task,
  type TaskTag,
  newTaskSchema,
  todoMessages,
} from '@beacon/contract/todo';
import type { TFunction } from 'i18next';
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

/**
 * Checks the values with the contract's schema (the API's own rules) and gives the first
 * problem of each field in the reader's language. Empty result: nothing to fix.
 */
export function validateTask(
  values: TaskFormValues,
  people: Assignee[],
  t: TFunction,
): TaskFormErrors {
  const result = newTaskSchema.safeParse(toTaskInput(values, people));
  const errors: TaskFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || errors[field]) continue;
    if (field === 'title' && issue.code === 'too_small') errors.title = t('todo.form.errors.title');
    else if (issue.code === 'too_big')
      errors[field] = t('todo.form.errors.tooLong', { max: Number(issue.maximum) });
    else errors[field] = t('todo.form.errors.invalid');
  }
  return errors;
}

/**
 * A 400 reply's `{ 'task.title': [messages] }` as form errors (the known message translated),
 * or null when no message belongs to a field of the form.
 */
export function serverErrors(
  fields: Record<string, string[]>,
  t: TFunction,
): TaskFormErrors | null {
  const errors: TaskFormErrors = {};
  for (const [key, messages] of Object.entries(fields)) {
    const field = key.replace(/^task\./, '').split('.')[0];
    const message = messages[0];
    if (!isField(field) || message === undefined) continue;
    errors[field] ??=
      message === todoMessages.titleRequired ? t('todo.form.errors.title') : message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
