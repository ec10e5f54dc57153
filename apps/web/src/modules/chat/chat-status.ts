import type { ChatStatus } from '@beacon/contract/chat';

/** The presence dot's colour per status; the status is also written out for screen readers. */
export const statusColors: Record<ChatStatus, string> = {
  online: 'var(--mantine-color-green-6)',
  busy: 'var(--mantine-color-red-6)',
  away: 'var(--mantine-color-yellow-6)',
  offline: 'var(--mantine-color-gray-5)',
};

/** The statuses in the profile's order: Online, Do Not Disturb, Away, Offline. */
export const statusOrder: readonly ChatStatus[] = ['online', 'busy', 'away', 'offline'];
