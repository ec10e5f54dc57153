import { createFileRoute } from '@tanstack/react-router';

/** My Tasks: every task that is not deleted. The page itself is the parent route's. */
export const Route = createFileRoute('/_app/apps/todo/')({});
