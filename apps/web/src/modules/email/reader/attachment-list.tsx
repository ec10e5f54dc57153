import { Anchor, Group, Image, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EmailAttachment } from '@beacon/contract/email';
import { isFileUrl } from '@beacon/contract/files-values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/files/download';
import { useFileSrc } from '../../../lib/files/file-src';
import { formatBytes } from '../../../lib/files/format-bytes';
import { PictureViewer } from './picture-viewer';

/** A picture's thumbnail, read with the session's token; a button that opens it full size. */
function Thumbnail({ file, onOpen }: { file: EmailAttachment; onOpen: () => void }) {
  const { t } = useTranslation();
  const src = useFileSrc(file.thumbnail);
  return (
    <UnstyledButton onClick={onOpen} aria-label={t('email.reader.open', { name: file.fileName })}>
      <Image
        src={src}
        alt=""
        w={56}
        h={56}
        radius="sm"
        fit="cover"
        bg="var(--mantine-color-default-hover)"
      />
    </UnstyledButton>
  );
}

function Attachment({ file }: { file: EmailAttachment }) {
  const { t, i18n } = useTranslation();
  const [viewing, setViewing] = useState(false);
  const stored = isFileUrl(file.url);
  const picture = isFileUrl(file.thumbnail);
  const size = file.bytes === undefined ? file.size : formatBytes(file.bytes, i18n.language);
  const label = t('email.reader.download', { name: file.fileName, size });
  const download = () =>
    downloadFile(file.url, file.fileName).catch(() =>
      notifications.show({ color: 'red', message: t('email.reader.downloadFailed') }),
    );
  const text = (
    <>
      <Text span inherit fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
        {file.fileName}
      </Text>{' '}
      <Text span inherit c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {/* Isolated, so "(12 KB)" keeps its brackets in a right-to-left line. */}
        <bdi>({size})</bdi>
      </Text>
    </>
  );
  return (
    <Paper withBorder p="xs" radius="md">
      <Group gap="sm" wrap="nowrap">
        {picture ? (
          <Thumbnail file={file} onOpen={() => setViewing(true)} />
        ) : (
          <Image src={file.thumbnail} alt="" w={28} h={34} fit="contain" />
        )}
        {stored ? (
          // The store's files are read with the session's token: a plain link would not carry it.
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="start"
            aria-label={label}
            onClick={() => void download()}
          >
            {text}
          </Anchor>
        ) : (
          <Anchor href={file.url} download={file.fileName} size="sm" aria-label={label}>
            {text}
          </Anchor>
        )}
      </Group>
      {picture && (
        <PictureViewer
          opened={viewing}
          onClose={() => setViewing(false)}
          url={file.url}
          name={file.fileName}
        />
      )}
    </Paper>
  );
}

/** A mail's files: pictures as thumbnails that open full size, each a download with its size. */
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
            <Attachment file={file} />
          </li>
        ))}
      </SimpleGrid>
    </div>
  );
}
