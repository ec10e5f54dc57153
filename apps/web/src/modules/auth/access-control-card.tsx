import { Card, Stack, Text, Title } from '@mantine/core';

interface AccessControlCardProps {
  title: string;
  body: string;
  detail: string;
}

/** One card of the Access Control page. */
export function AccessControlCard({ title, body, detail }: AccessControlCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text>{body}</Text>
        <Text c="dimmed" fz="sm">
          {detail}
        </Text>
      </Stack>
    </Card>
  );
}
