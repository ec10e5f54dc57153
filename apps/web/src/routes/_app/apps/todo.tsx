import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { taskSortOptions } from '@beacon/contract/todo-values';
import { oneOf, orDefault, searchOf, text } from '../../../lib/search-params';
import { requireAbility } from '../../../lib/guard';
import { TodoPage } from '../../../modules/todo/todo-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const validateSearch = searchOf({
  q: orDefault(text({ max: 100 }), ''),
  // No sort chosen shows the user's dragged order, which is newest first until they drag
  // (docs/decisions: the to-do screen).
  sortBy: orDefault(oneOf(taskSortOptions), 'manual'),
});

/**
 * The to-do screen for all of its URLs (`/apps/todo`, `/apps/todo/$filter`, `/apps/todo/tag/$tag`):
 * one page, so the sidebar, search box and an open task stay put while the filter changes.
 */
export const Route = createFileRoute('/_app/apps/todo')({
  validateSearch,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: { middlewares: [stripSearchParams({ q: '', sortBy: 'manual' })] },
  beforeLoad: () => requireAbility('read', 'Todo'),
  component: TodoPage,
});
