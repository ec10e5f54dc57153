import { z } from 'zod';
import { maxId, optionalQuery, recordIdSchema } from './common';
import { cursorQuerySchema, pagedReplyFields } from './paging';
import {
  taskDescriptionMax,
  taskFilters,
  taskReorderMax,
  taskSortOptions,
  taskTags,
  taskTitleMax,
  todoMessages,
  tasksListDefaults,
  tasksPerPageMax,
} from './todo-values';

export * from './todo-values';

const taskId = recordIdSchema;

export const taskTagSchema = z.enum(taskTags);

export const assigneeSchema = z
  .object({
    fullName: z.string(),
    avatar: z.string().meta({ description: 'Image URL; empty: the client shows initials' }),
  })
  .meta({ id: 'TaskAssignee' });
export type Assignee = z.infer<typeof assigneeSchema>;

export const taskSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    dueDate: z.iso.date().nullable().meta({ description: 'YYYY-MM-DD, or null when none' }),
    description: z.string().meta({ description: 'Sanitised HTML' }),
    assignee: assigneeSchema.nullable(),
    tags: z.array(taskTagSchema),
    isCompleted: z.boolean(),
    isDeleted: z.boolean(),
    isImportant: z.boolean(),
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof taskSchema>;

// ---------------------------------------------------------------------------------------------
// Inputs

const title = z
  .string({ error: todoMessages.titleRequired })
  .trim()
  .min(1, todoMessages.titleRequired)
  .max(taskTitleMax, `The title must be at most ${taskTitleMax} characters`);

const dueDate = z.preprocess(
  // An empty date picker sends '' (or nothing): no due date.
  (value) => (value === '' ? null : value),
  z.iso.date({ error: 'dueDate must be a date as YYYY-MM-DD' }).nullable(),
);

const description = z
  .string({ error: 'description must be text (HTML)' })
  .max(taskDescriptionMax, `description must be at most ${taskDescriptionMax} characters`);

const assigneeInput = z
  .object({
    fullName: z
      .string({ error: 'assignee.fullName is required' })
      .trim()
      .min(1, 'assignee.fullName is required')
      .max(100, 'assignee.fullName must be at most 100 characters'),
    avatar: z
      .string({ error: 'assignee.avatar must be text' })
      .trim()
      .max(500, 'assignee.avatar must be at most 500 characters')
      .default(''),
  })
  .nullable();

/** Tags in any order; duplicates collapse; an unknown one is named in the message under `tags`. */
const tags = z
  .array(z.string({ error: 'Each tag must be text' }), { error: 'tags must be a list' })
  .max(taskTags.length * 2, 'Too many tags')
  .superRefine((list, ctx) => {
    const known = new Set<string>(taskTags);
    const unknown = list.filter((tag) => !known.has(tag));
    if (unknown.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `Unknown tag: ${unknown.join(', ')}. Choose from: ${taskTags.join(', ')}`,
      });
  })
  .transform((list) => taskTags.filter((tag) => list.includes(tag)));

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** A new task: only the title is required. An `id` sent along (clients may) is ignored. */
export const newTaskSchema = z.object(
  {
    title,
    dueDate: dueDate.default(null),
    description: description.default(''),
    assignee: assigneeInput.default(null),
    tags: tags.default([]),
    isCompleted: flag('isCompleted').default(false),
    isImportant: flag('isImportant').default(false),
  },
  { error: 'task must be an object' },
);
export type NewTask = z.infer<typeof newTaskSchema>;
export type NewTaskInput = z.input<typeof newTaskSchema>;

/**
 * The fields to change; the others keep their value.
 * `isDeleted` is not changed here: delete-task and restore-task do that, so an edit of a
 * stale copy never brings a deleted task back by accident.
 */
export const taskChangesSchema = z.object(
  {
    id: taskId('id'),
    title: title.optional(),
    dueDate: dueDate.optional(),
    description: description.optional(),
    assignee: assigneeInput.optional(),
    tags: tags.optional(),
    isCompleted: flag('isCompleted').optional(),
    isImportant: flag('isImportant').optional(),
  },
  { error: 'task must be an object' },
);
export type TaskChanges = z.infer<typeof taskChangesSchema>;
export type TaskChangesInput = z.input<typeof taskChangesSchema>;

/** Body of POST /apps/todo/add-tasks; field messages are keyed `task.title` and so on. */
export const addTaskBodySchema = z.object({ task: newTaskSchema });
/** Body of POST /apps/todo/update-task. */
export const updateTaskBodySchema = z.object({ task: taskChangesSchema });

export const taskReplySchema = z.object({ task: taskSchema });
export type TaskReply = z.infer<typeof taskReplySchema>;
/**
 * The whole list, the reply when the query names no `page`, `perPage` nor `cursor` (kept for
 * clients written before paging). It does not scale: every matching task is read and sent, so a
 * user with many tasks should page.
 */
export const tasksReplySchema = z.array(taskSchema);

/** One page of the list: the reply when the query names `page`, `perPage` or `cursor`. */
export const tasksPageReplySchema = z
  .object({ tasks: z.array(taskSchema), ...pagedReplyFields })
  .meta({ id: 'TasksPage' });
export type TasksPageReply = z.infer<typeof tasksPageReplySchema>;
export const tasksListReplySchema = z.union([tasksReplySchema, tasksPageReplySchema]);

export const tasksListQuerySchema = z.object({
  q: optionalQuery(z.string().trim().max(100, 'q must be at most 100 characters')),
  filter: optionalQuery(
    z.enum(taskFilters, { error: `filter must be one of: ${taskFilters.join(', ')}` }),
  ),
  tag: optionalQuery(z.enum(taskTags, { error: `tag must be one of: ${taskTags.join(', ')}` })),
  sortBy: optionalQuery(
    z.enum(taskSortOptions, { error: `sortBy must be one of: ${taskSortOptions.join(', ')}` }),
  ).default(tasksListDefaults.sortBy),
  // No defaults: a query without any of the three asks for the whole list (tasksReplySchema).
  page: optionalQuery(
    z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .max(maxId, 'page is too large'),
  ),
  perPage: optionalQuery(
    z.coerce
      .number({ error: 'perPage must be a number' })
      .int('perPage must be a whole number')
      .min(1, 'perPage must be 1 or more')
      .max(tasksPerPageMax, `perPage must be at most ${tasksPerPageMax}`),
  ),
  cursor: cursorQuerySchema,
});
export type TasksListQuery = z.infer<typeof tasksListQuerySchema>;
export type TasksListQueryInput = z.input<typeof tasksListQuerySchema>;

/** `?taskId=3` of DELETE /apps/todo/delete-task. */
export const taskIdQuerySchema = z.object({ taskId: taskId('taskId') });
/** Body of POST /apps/todo/restore-task. */
export const restoreTaskBodySchema = z.object({ taskId: taskId('taskId') });

/**
 * Body of POST /apps/todo/reorder: the caller's task ids in their new order. Only these tasks
 * move, among the places they held: reordering a filtered view leaves the other tasks where
 * they were.
 */
export const reorderTasksBodySchema = z.object({
  taskIds: z
    .array(taskId('taskIds'), { error: 'taskIds must be a list of task ids' })
    .min(1, 'taskIds must name at least one task')
    .max(taskReorderMax, `taskIds may name at most ${taskReorderMax} tasks`)
    .refine((ids) => new Set(ids).size === ids.length, 'taskIds must not repeat an id'),
});
export type ReorderTasksBody = z.infer<typeof reorderTasksBodySchema>;
export const reorderTasksReplySchema = z.object({ taskIds: z.array(z.number().int()) });
export type ReorderTasksReply = z.infer<typeof reorderTasksReplySchema>;
