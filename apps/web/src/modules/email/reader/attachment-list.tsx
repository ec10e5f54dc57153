import { Anchor, Group, Image, Paper, SimpleGrid, Text } from '@mantine/core';
import type { EmailAttachment } from '@beacon/contract/email';
import { useTranslation } from 'react-i18next';

/** A mail's files, each a download link with its icon, name and size. */
export function AttachmentList({ attachments }: { attachments: EmailAttachment[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" fw={600} mb="xs">
        {t('email.reader.attachments', { count: attachments.length })}
      </Text>
      <SimpleGrid
        component="ul"
        aria-label={t('email.reader.attachmentsList')}
        cols={{ base: 1, sm: 2 }}
        spacing="xs"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {attachments.map((file) => (
          <li key={file.url}>
            <Paper withBorder p="xs" radius="md">
              <Group gap="sm" wrap="nowrap">
                <Image src={file.thumbnail} alt="" w={28} h={34} fit="contain" />
                <Anchor
                  href={file.url}
                  download={file.fileName}
                  size="sm"
                  aria-label={t('email.reader.download', { name: file.fileName, size: file.size })}
                >
                  <Text span inherit fw={500} dir="auto">
                    {file.fileName}
                  </Text>{' '}
                  <Text span inherit c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {/* Isolated, so "(12 KB)" keeps its brackets in a right-to-left line. */}
                    <bdi>({file.size})</bdi>
                  </Text>
                </Anchor>
              </Group>
            </Paper>
          </li>
        ))}
      </SimpleGrid>
    </div>
  );
}
