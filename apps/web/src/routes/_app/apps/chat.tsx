import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../lib/guard';
import { integer, searchOf } from '../../../lib/search-params';
import { ChatPage } from '../../../modules/chat/chat-page';
import { chatQuery, chatsQuery } from '../../../modules/chat/chat.queries';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const validateSearch = searchOf({
  /** The contact whose chat is open; a shared link opens the same conversation. */
  contact: integer({ min: 1 }),
});

/** The chat screen: the sidebar of chats and contacts, and the open conversation. */
export const Route = createFileRoute('/_app/apps/chat')({
  validateSearch,
  beforeLoad: () => requireAbility('read', 'Chat'),
  loaderDeps: ({ search }) => search,
  // The chats (and the open one) are asked for while the page's code loads: the first screen then
  // draws once, with them. Not awaited: the page's queries (the same keys) take the answers. Not
  // the open chat for a hovered link: reading a chat marks its messages seen.
  loader: ({ context, deps, preload }) => {
    void context.queryClient.prefetchQuery(chatsQuery());
    if (deps.contact !== undefined && !preload)
      void context.queryClient.prefetchQuery(chatQuery(deps.contact));
  },
  component: ChatPage,
});
