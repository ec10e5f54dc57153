import type { MantineSize } from '@mantine/core';
import type { ChatStatus } from '@beacon/contract/chat';
import type { CSSProperties } from 'react';
import { UserAvatar } from '../../components/user-avatar';
import { statusColors } from './chat-status';
import classes from './chat.module.css';

interface PresenceAvatarProps {
  name: string;
  src?: string | null;
  status: ChatStatus;
  size?: MantineSize | number;
}

/**
 * An avatar with a presence dot at its end corner. Decorative: where it stands, the name and the
 * status are written out (or read out) next to it.
 */
export function PresenceAvatar({ name, src, status, size = 'md' }: PresenceAvatarProps) {
  return (
    <span className={classes.presence} aria-hidden>
      <UserAvatar name={name} src={src} size={size} decorative />
      <span
        className={classes.dot}
        data-status={status}
        style={{ '--status-color': statusColors[status] } as CSSProperties}
      />
    </span>
  );
}
