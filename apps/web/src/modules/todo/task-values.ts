import type { MantineColor } from '@mantine/core';
import type { Assignee } from '@beacon/contract/todo';
import type { TaskSortOption, TaskTag } from '@beacon/contract/todo-values';

/** Tag colours: team primary, low success, medium warning… */
export const tagColor: Record<TaskTag, MantineColor> = {
  team: 'indigo',
  low: 'green',
  medium: 'orange',
  high: 'red',
  update: 'cyan',
};

/** The kebab menu's sorts, in menu order; "Reset Sort" goes back to `manual`. */
export const menuSorts = [
  'title-asc',
  'title-desc',
  'assignee',
  'due-date',
] as const satisfies readonly TaskSortOption[];

/** i18n key suffix of each sort (keys cannot hold a dash comfortably in every tool). */
export const sortKey: Record<TaskSortOption, string> = {
  latest: 'latest',
  'title-asc': 'titleAsc',
  'title-desc': 'titleDesc',
  assignee: 'assignee',
  'due-date': 'dueDate',
  manual: 'manual',
};

const avatar = (n: number) => (n === 0 ? '' : `/assets/images/avatars/${n}.svg`);

/** The people a task can be assigned to: the sample data's assignees (apps/api todo.seed.ts). */
export const assignees: Assignee[] = (
  [
    ['Jacob Ramirez', 1],
    ['Amara Okafor', 0],
    ['Lucas Moreau', 2],
    ['Priya Natarajan', 3],
    ['Tomás Herrera', 0],
    ['Hannah Becker', 4],
    ['Kenji Watanabe', 5],
    ['Sofia Rossi', 0],
    ['Daniel Kowalski', 6],
    ['Leila Haddad', 0],
    ['Oliver Bennett', 7],
    ['Chloé Dubois', 8],
    ['Mateo Silva', 0],
    ['Ingrid Larsen', 9],
    ['Samuel Adeyemi', 0],
    ['Yuki Tanaka', 10],
    ['Noah Fischer', 0],
    ['Elena Petrova', 0],
  ] as const
)
  .map(([fullName, n]) => ({ fullName, avatar: avatar(n) }))
  .sort((a, b) => a.fullName.localeCompare(b.fullName));
