import { createFileRoute, redirect } from '@tanstack/react-router';
import { taskFilters } from '@beacon/contract/todo-values';

const isFilter = (value: string) => (taskFilters as readonly string[]).includes(value);

/** Important, Completed or Deleted; any other word (an old or mistyped link) goes to My Tasks. */
export const Route = createFileRoute('/_app/apps/todo/$filter')({
  beforeLoad: ({ params }) => {
    if (!isFilter(params.filter)) throw redirect({ to: '/apps/todo', replace: true });
  },
});
