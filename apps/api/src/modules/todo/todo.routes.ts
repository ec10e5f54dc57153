import { createRoute } from '@hono/zod-openapi';
import {
  addTaskBodySchema,
  reorderTasksBodySchema,
  reorderTasksReplySchema,
  restoreTaskBodySchema,
  taskIdQuerySchema,
  taskReplySchema,
  tasksListQuerySchema,
  tasksListReplySchema,
  type Task,
  todoMessages,
  updateTaskBodySchema,
} from '@beacon/contract/todo';
import { errorReplySchema } from '@beacon/contract/common';
import { notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import {
  badInput,
  bearerSecurity,
  guardedReplies,
  json,
  jsonBody,
  jsonText,
} from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import * as repo from './todo.repo';

const tags = ['To-do'];
const guarded = { tags, security: bearerSecurity } as const;
const unknownTask = { 404: json(errorReplySchema, 'The caller has no task with this id') };

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/todo/tasks',
  summary: 'The caller’s tasks: search, filter, tag and sort; a page, or the whole list',
  description:
    'With `filter` or `tag`: the title contains `q` (case-insensitive) AND the filter AND the tag. With neither: the title contains `q`, OR a tag does, OR the due date matches it as a day ("25"), a month ("nov") or both ("25 nov", "nov 25"). Deleted tasks appear only under `filter=deleted`. Sorts: `latest` (default) newest first; `title-asc`/`title-desc` case-insensitive; `assignee` by name with unassigned last; `due-date` soonest first, undated last; `manual` the order saved by POST /apps/todo/reorder (a new task goes on top). Ties are newest first. Paging: with `page`, `perPage` (default 25, at most 100) or `cursor` the reply is one page, `{ tasks, total, totalExact, cursors }` (cursors of the pages either side, null at either end; `cursor` is `first`, `last` or one of those, and `page` is then ignored); a page’s ties follow its sort’s direction (oldest first in an ascending sort). With none of the three the reply is the whole list as a bare array, for older clients: it does not scale to many tasks.',
  middleware: [requires('read', 'Todo')] as const,
  request: { query: tasksListQuerySchema },
  responses: {
    200: json(tasksListReplySchema, 'One page of tasks, or every task (a bare array)'),
    ...badInput,
    ...guardedReplies,
  },
});

const addRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/todo/add-tasks',
  summary: 'Add a task (`{ task }`; only the title is required)',
  description:
    'The description is HTML, sanitised on the way in: only p, br, strong, b, em, i, u, s, ul, ol, li, a[href] (http, https, mailto), blockquote, code, pre and h1–h3 are kept; scripts, styles and event handlers are dropped. `isDeleted` and any `id` sent are ignored.',
  middleware: [requires('create', 'Todo')] as const,
  request: { body: jsonBody(addTaskBodySchema) },
  responses: { 201: json(taskReplySchema, 'Added'), ...badInput, ...guardedReplies },
});

const updateRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/todo/update-task',
  summary: 'Change a task (`{ task: { id, …fields } }`); fields left out keep their value',
  description:
    '`isDeleted` is not changed here: DELETE /apps/todo/delete-task and POST /apps/todo/restore-task do that. The description is sanitised as on add.',
  middleware: [requires('update', 'Todo')] as const,
  request: { body: jsonBody(updateTaskBodySchema) },
  responses: {
    200: json(taskReplySchema, 'Updated'),
    ...badInput,
    ...unknownTask,
    ...guardedReplies,
  },
});

const deleteRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/apps/todo/delete-task',
  summary: 'Soft-delete a task (`?taskId=3`): it moves to the Deleted filter',
  middleware: [requires('delete', 'Todo')] as const,
  request: { query: taskIdQuerySchema },
  responses: {
    200: json(taskReplySchema, 'Deleted (the task, now isDeleted: true)'),
    ...badInput,
    ...unknownTask,
    ...guardedReplies,
  },
});

const restoreRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/todo/restore-task',
  summary: 'Bring a soft-deleted task back (`{ taskId }`); a live task is answered unchanged',
  middleware: [requires('update', 'Todo')] as const,
  request: { body: jsonBody(restoreTaskBodySchema) },
  responses: {
    200: json(taskReplySchema, 'Restored'),
    ...badInput,
    ...unknownTask,
    ...guardedReplies,
  },
});

const reorderRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/todo/reorder',
  summary: 'Save a dragged order (`{ taskIds }`), read back with sortBy=manual',
  description:
    'The listed tasks take the places they already hold, in the order given; tasks not listed keep theirs, so a client may send just the ids of the view it shows. An id that is not one of the caller’s tasks is a 404 and nothing moves.',
  middleware: [requires('update', 'Todo')] as const,
  request: { body: jsonBody(reorderTasksBodySchema) },
  responses: {
    200: json(reorderTasksReplySchema, 'Saved'),
    ...badInput,
    ...unknownTask,
    ...guardedReplies,
  },
});

export function todoRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      if (repo.isPaged(query))
        return c.json(await repo.listTasksPage(c.var.db, c.var.principal.id, query), 200);
      return jsonText<Task[]>(c, await repo.listTasksJson(c.var.db, c.var.principal.id, query));
    })
    .openapi(addRoute, async (c) => {
      const task = await repo.addTask(c.var.db, c.var.principal.id, c.req.valid('json').task);
      return c.json({ task }, 201);
    })
    .openapi(updateRoute, async (c) => {
      const task = await repo.updateTask(c.var.db, c.var.principal.id, c.req.valid('json').task);
      if (!task) throw notFound(todoMessages.taskNotFound);
      return c.json({ task }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { taskId } = c.req.valid('query');
      const task = await repo.setTaskDeleted(c.var.db, c.var.principal.id, taskId, true);
      if (!task) throw notFound(todoMessages.taskNotFound);
      return c.json({ task }, 200);
    })
    .openapi(restoreRoute, async (c) => {
      const { taskId } = c.req.valid('json');
      const task = await repo.setTaskDeleted(c.var.db, c.var.principal.id, taskId, false);
      if (!task) throw notFound(todoMessages.taskNotFound);
      return c.json({ task }, 200);
    })
    .openapi(reorderRoute, async (c) => {
      const { taskIds } = c.req.valid('json');
      if (!(await repo.reorderTasks(c.var.db, c.var.principal.id, taskIds)))
        throw notFound(todoMessages.taskNotFound);
      return c.json({ taskIds }, 200);
    });
}
