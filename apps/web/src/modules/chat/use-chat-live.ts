import { useQueryClient } from '@tanstack/react-query';
import { chatLiveEventSchema } from '@beacon/contract/chat';
import { type LiveEvent, presenceTopic, userTopic } from '@beacon/contract/live';
import { useEffect, useRef, useState } from 'react';
import { useLiveEvents } from '../../lib/live';
import { useSession } from '../../lib/session';
import { applyPresence } from './chat-cache';
import { chatKeys } from './chat.queries';

/** How long "… is typing" stays after the last typing signal (senders repeat it every 2 s). */
const typingShownMs = 3000;

/**
 * Keeps the screen in step with the live channel: new messages and reads reload what they change,
 * presence is written into the cache, and typing signals of the open contact are returned (the
 * contact's id while they type).
 */
export function useChatLive(openContactId: number | undefined): number | undefined {
  const queryClient = useQueryClient();
  const myId = useSession((state) => state.userData?.id);
  const [typingId, setTypingId] = useState<number>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onEvent = (raw: LiveEvent) => {
    // Other modules publish on the same topics: what is not a chat event is not ours.
    const parsed = chatLiveEventSchema.safeParse(raw);
    if (!parsed.success) return;
    const event = parsed.data;
    switch (event.type) {
      case 'chat.message':
        if (event.contactId === openContactId) {
          // Its reload marks the chat read, then reloads the list (chat.queries).
          void queryClient.invalidateQueries({ queryKey: chatKeys.chat(event.contactId) });
          // The message ends the typing.
          clearTimeout(timer.current);
          setTypingId(undefined);
        } else void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
        break;
      case 'chat.read':
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
        break;
      case 'chat.typing':
        if (event.contactId !== openContactId) break;
        setTypingId(event.contactId);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setTypingId(undefined), typingShownMs);
        break;
      case 'chat.presence':
        applyPresence(queryClient, event.userId, event.status);
        break;
    }
  };
  useLiveEvents(myId === undefined ? null : userTopic(myId), onEvent);
  useLiveEvents(presenceTopic, onEvent);
  // A signal of the contact open before the user switched chats says nothing about this one.
  return typingId === openContactId ? typingId : undefined;
}
