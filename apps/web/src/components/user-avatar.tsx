import { Avatar, type MantineColor, type MantineSize } from '@mantine/core';
import { useFileSrc } from '../lib/files/file-src';

// Initials colours whose dark text keeps a 4.5:1 contrast on their light background (WCAG AA);
// green, teal, orange, yellow and lime do not.
const initialsColors: MantineColor[] = ['blue', 'cyan', 'grape', 'indigo', 'pink', 'violet'];

interface UserAvatarProps {
  name: string;
  /**
   * An image URL (a file store URL is read with the session's token); empty or unloadable shows
   * coloured initials instead.
   */
  src?: string | null;
  size?: MantineSize | number;
  /** Set when the name is written next to the avatar, so screen readers do not read it twice. */
  decorative?: boolean;
}

/** A person's picture, or their initials on a colour derived from the name (stable per name). */
export function UserAvatar({ name, src, size = 'md', decorative = false }: UserAvatarProps) {
  const shown = useFileSrc(src);
  return (
    <Avatar
      src={shown || null}
      name={name}
      color="initials"
      allowedInitialsColors={initialsColors}
      size={size}
      alt={decorative ? '' : name}
      aria-hidden={decorative || undefined}
    />
  );
}
