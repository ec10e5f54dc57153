import { createFileRoute } from '@tanstack/react-router';

/** The inbox. The page itself is the parent route's. */
export const Route = createFileRoute('/_app/apps/email/')({});
