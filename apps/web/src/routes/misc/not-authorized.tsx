import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/misc/not-authorized')({
  component: () => <h1>You are not authorized!</h1>,
});
