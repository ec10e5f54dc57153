import { ActionIcon, Image, Modal, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFile } from '@tabler/icons-react';
import type { ChatFile } from '@beacon/contract/chat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/files/download';
import { useFileSrc } from '../../lib/files/file-src';
import classes from './chat.module.css';

/** "2.4 MB", "18 kB" in the reader's language. */
function useFileSize(bytes: number): string {
  const { i18n } = useTranslation();
  const [unit, value] =
    bytes >= 1_000_000 ? ['megabyte', bytes / 1_000_000] : ['kilobyte', bytes / 1000];
  return new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit,
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(Math.max(value, 0.1));
}

/** The whole picture, read only once the dialog opens. */
function FullPicture({ file }: { file: ChatFile }) {
  const src = useFileSrc(file.url);
  if (!src) return <Skeleton w={320} maw="100%" h={240} />;
  return <Image src={src} alt={file.name} className={classes.fullPicture} />;
}

/** A picture in the log: its thumbnail, a button that opens it full size. */
function ChatPicture({ file }: { file: ChatFile }) {
  const { t } = useTranslation();
  const thumbnail = useFileSrc(file.thumbnailUrl);
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <UnstyledButton
        className={classes.picture}
        onClick={dialog.open}
        aria-label={t('chat.file.open', { name: file.name })}
      >
        {thumbnail ? (
          // The button names it; the picture itself adds nothing for a screen reader.
          <img src={thumbnail} alt="" className={classes.thumbnail} />
        ) : (
          <Skeleton w={160} h={120} />
        )}
      </UnstyledButton>
      <Modal
        opened={opened}
        onClose={dialog.close}
        title={<bdi>{file.name}</bdi>}
        size="auto"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <FullPicture file={file} />
      </Modal>
    </>
  );
}

/** Any other file: its name, its size and a download button. */
function ChatFileChip({ file }: { file: ChatFile }) {
  const { t } = useTranslation();
  const size = useFileSize(file.size);
  const [saving, setSaving] = useState(false);
  const download = async () => {
    setSaving(true);
    try {
      await downloadFile(file.url, file.name);
    } catch {
      notifications.show({
        color: 'red',
        title: t('chat.file.downloadFailed'),
        message: t('chat.tryAgain'),
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className={classes.attachment}>
      <IconFile size={20} aria-hidden style={{ flex: 'none' }} />
      <div className={classes.entryText}>
        <Text span size="sm" className={classes.line} dir="auto">
          {file.name}
        </Text>
        <Text span size="xs">
          <bdi>{size}</bdi>
        </Text>
      </div>
      <ActionIcon
        variant="subtle"
        loading={saving}
        onClick={() => void download()}
        aria-label={t('chat.file.download', { name: file.name })}
      >
        <IconDownload size={18} aria-hidden />
      </ActionIcon>
    </div>
  );
}

/** The file a message carries, as the log shows it. */
export function ChatFileView({ file }: { file: ChatFile }) {
  return file.isImage && file.thumbnailUrl ? (
    <ChatPicture file={file} />
  ) : (
    <ChatFileChip file={file} />
  );
}
