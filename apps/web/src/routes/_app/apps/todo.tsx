import { createFileRoute } from '@tanstack/react-router';
import { taskSortOptions, tasksListDefaults } from '@beacon/contract/todo-values';
import { integer, oneOf, searchWithDefaults, text } from '../../../lib/search-params';
import { requireAbility } from '../../../lib/guard';
import { TodoPage } from '../../../modules/todo/todo-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  {
    q: text({ max: 100 }),
    sortBy: oneOf(taskSortOptions),
    // Where the page starts (`last`, or a cursor a reply gave), and the number it shows when
    // known; neither is in the address of the first page.
    cursor: text({ min: 1, max: 1000 }),
    page: integer({ min: 1 }),
  },
  // No sort chosen shows the user's dragged order, which is newest first until they drag
  // (docs/decisions: the to-do screen); the API's own default stays `latest`.
  { ...tasksListDefaults, sortBy: 'manual' },
);

/**
 * The to-do screen for all of its URLs (`/apps/todo`, `/apps/todo/$filter`, `/apps/todo/tag/$tag`):
 * one page, so the sidebar, search box and an open task stay put while the filter changes.
 */
export const Route = createFileRoute('/_app/apps/todo')({
  ...search,
  beforeLoad: () => requireAbility('read', 'Todo'),
  component: TodoPage,
});
