// The to-do module's fixed values without zod, for code that must stay small: the web app's route
// search schemas are in its first-paint bundle (todo.ts re-exports all of this).

/** Tags in the order the sidebar lists them. */
export const taskTags = ['team', 'low', 'medium', 'high', 'update'] as const;
export type TaskTag = (typeof taskTags)[number];

/** The sidebar filters besides "My Tasks" (which is no filter). */
export const taskFilters = ['important', 'completed', 'deleted'] as const;
export type TaskFilter = (typeof taskFilters)[number];

/**
 * The kept API's sorts, plus `manual`: the order the user saved by dragging (POST
 * /apps/todo/reorder). `latest` stays the default; a client that wants the
 * dragged order asks for `manual`.
 */
export const taskSortOptions = [
  'latest',
  'title-asc',
  'title-desc',
  'assignee',
  'due-date',
  'manual',
] as const;
export type TaskSortOption = (typeof taskSortOptions)[number];
/** The task list's search when a client leaves a param out: every task, newest first. */
export const tasksListDefaults = { q: '', sortBy: 'latest' } as const;
/** A page's size when a paged query leaves `perPage` out, and the most one page may hold. */
export const tasksPerPageDefault = 25;
export const tasksPerPageMax = 100;

export const taskTitleMax = 200;
/** Sanitised HTML of the rich-text description. */
export const taskDescriptionMax = 20_000;
/** The most ids one reorder call may move. */
export const taskReorderMax = 10_000;

export const todoMessages = {
  taskNotFound: 'Task not found',
  titleRequired: 'Please enter a valid task title',
} as const;
