import type { Task } from '@beacon/contract/todo';

/** A task as the API returns it; fields not given are those of a plain, open task. */
export const testTask = (id: number, title: string, fields: Partial<Task> = {}): Task => ({
  id,
  title,
  dueDate: null,
  description: '',
  assignee: null,
  tags: [],
  isCompleted: false,
  isDeleted: false,
  isImportant: false,
  ...fields,
});
