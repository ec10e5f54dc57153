import { createFileRoute, redirect } from '@tanstack/react-router';
import { taskTags } from '@beacon/contract/todo-values';

const isTag = (value: string) => (taskTags as readonly string[]).includes(value);

/** The tasks of one tag; an unknown tag (an old or mistyped link) goes to My Tasks. */
export const Route = createFileRoute('/_app/apps/todo/tag/$tag')({
  beforeLoad: ({ params }) => {
    if (!isTag(params.tag)) throw redirect({ to: '/apps/todo', replace: true });
  },
});
