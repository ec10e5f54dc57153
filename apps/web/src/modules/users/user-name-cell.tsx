import { Group, Text } from '@mantine/core';
import type { User } from '@beacon/contract/users';
import { AnchorLink } from '../../components/anchor-link';
import { UserAvatar } from '../../components/user-avatar';

/** Avatar (or initials), the name linking to the user's page, and the username under it. */
export function UserNameCell({ user }: { user: User }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar name={user.fullName} src={user.avatar} decorative />
      <div style={{ minWidth: 0 }}>
        <AnchorLink
          to="/apps/user/view/$id"
          params={{ id: String(user.id) }}
          fw={600}
          size="sm"
          dir="auto"
        >
          {user.fullName}
        </AnchorLink>
        <Text size="xs" c="dimmed">
          {/* Left to right even in Arabic, or the "@" lands at the end. */}
          <span dir="ltr">@{user.username}</span>
        </Text>
      </div>
    </Group>
  );
}
