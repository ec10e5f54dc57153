import type { Task } from '@beacon/contract/todo';
import { daysBetween } from './widget-dates';

/**
 * The tasks a timeline of "now" shows: those due nearest to today, before or after it (on a tie
 * the coming one first), then undated ones, newest first. Returned in due-date order.
 */
export function timelineTasks(tasks: readonly Task[], today: string, count = 4): Task[] {
  const distance = (task: Task) => {
    if (task.dueDate === null) return Number.POSITIVE_INFINITY;
    const days = daysBetween(today, task.dueDate);
    return days >= 0 ? days * 2 : -days * 2 + 1;
  };
  const chosen = [...tasks]
    .sort((a, b) => distance(a) - distance(b) || b.id - a.id)
    .slice(0, count);
  return chosen.sort((a, b) => {
    if (a.dueDate === b.dueDate) return b.id - a.id;
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  });
}
