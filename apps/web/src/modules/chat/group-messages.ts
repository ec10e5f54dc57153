import type { ChatMessage } from '@beacon/contract/chat';

export interface MessageGroup {
  /** Stable while messages are only appended: the index of the group's first message. */
  key: number;
  senderId: number;
  messages: ChatMessage[];
}

/** Consecutive messages of one sender form a group, shown with one avatar and one time. */
export function groupMessages(messages: readonly ChatMessage[]): MessageGroup[] {
  const groups: MessageGroup[] = [];
  messages.forEach((message, index) => {
    const last = groups.at(-1);
    if (last && last.senderId === message.senderId) last.messages.push(message);
    else groups.push({ key: index, senderId: message.senderId, messages: [message] });
  });
  return groups;
}
