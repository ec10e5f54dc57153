import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { requireAbility } from '../../../lib/guard';
import { orNone } from '../../../lib/search-params';
import { ChatPage } from '../../../modules/chat/chat-page';

// zod/mini: route files are in the first-paint bundle.
const searchSchema = z.object({
  /** The contact whose chat is open; a shared link opens the same conversation. */
  contact: orNone(z.coerce.number().check(z.int(), z.positive())),
});

/** The chat screen: the sidebar of chats and contacts, and the open conversation. */
export const Route = createFileRoute('/_app/apps/chat')({
  validateSearch: searchSchema,
  beforeLoad: () => requireAbility('read', 'Chat'),
  component: ChatPage,
});
