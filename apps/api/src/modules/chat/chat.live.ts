import { presenceTopic, userTopic } from '@beacon/contract/live';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { LiveHub } from '../../lib/live/hub';
import { trackPresence } from './chat.presence';
import type { ChatDirectory } from './chat.repo';

const typingSchema = z.object({ contactId: z.number().int().positive() });

/** The chat's part of the live channel: presence, who may hear it, and the typing indicator. */
export function chatLive(db: Db, live: LiveHub, directory: ChatDirectory) {
  trackPresence(db, live);
  live.topic(presenceTopic, (principal) => principal.ability.can('read', 'Chat'));
  live.command('chat.typing', async (principal, data) => {
    const { contactId } = typingSchema.parse(data);
    if (!principal.ability.can('create', 'Chat') || contactId === principal.id) return;
    if ((await directory(db, [contactId])).length === 0) return;
    await live.publish(userTopic(contactId), { type: 'chat.typing', contactId: principal.id });
  });
}
