import '@mantine/dropzone/styles.css';
import {
  ActionIcon,
  Button,
  CloseButton,
  FileButton,
  Group,
  Input,
  Progress,
  Text,
  Textarea,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconSend, IconUpload } from '@tabler/icons-react';
import { chatMessageMax } from '@beacon/contract/chat';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../lib/files/upload';
import { showServerErrors } from '../../lib/form-errors';
import { ApiError } from '../../lib/http';
import { sendLiveCommand } from '../../lib/live';
import { useSendMessage } from './chat.queries';
import classes from './chat.module.css';

/** The API's own words for a refused file (too large, past the quota), else null. */
function refusalOf(failure: unknown): string | null {
  if (!(failure instanceof ApiError)) return null;
  const first = Object.values(failure.fields ?? {}).flat()[0];
  return first ?? (typeof failure.body?.error === 'string' ? failure.body.error : null);
}

interface Upload {
  name: string;
  share: number;
  controller: AbortController;
}

/** The contact hears "typing" at most this often; their screen shows it for 3 s after each. */
const typingEveryMs = 2000;

/**
 * The message box and Send. Enter sends, Shift+Enter starts a new line; a blank message is not
 * sent. The text stays until the API has taken it, so a refusal (400) shows beside the text.
 * A file (picked with the paperclip, or dropped anywhere while the chat is open) is uploaded with
 * its progress and a cancel button, then sent with whatever text is typed.
 */
export function ChatComposer({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const lastTyping = useRef(0);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [fileError, setFileError] = useState<string>();
  const resetPicker = useRef<() => void>(null);
  const blank = text.trim() === '';

  const sendFile = async (file: File) => {
    resetPicker.current?.();
    if (upload || send.isPending) return;
    setError(undefined);
    setFileError(undefined);
    const controller = new AbortController();
    setUpload({ name: file.name, share: 0, controller });
    try {
      const stored = await uploadFile(file, {
        kind: 'chat',
        signal: controller.signal,
        onProgress: (share) => setUpload((now) => now && { ...now, share }),
      });
      await send.mutateAsync({ contactId, message: text, fileId: stored.id });
      setText('');
    } catch (failure) {
      // Cancelled by the user: nothing to say.
      if (!controller.signal.aborted) setFileError(refusalOf(failure) ?? t('chat.file.failed'));
    } finally {
      setUpload(null);
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || send.isPending || upload) return;
    setError(undefined);
    try {
      await send.mutateAsync({ contactId, message: text });
      setText('');
    } catch (failure) {
      const shown = showServerErrors(
        failure,
        { setErrors: (errors) => setError(errors.message) },
        {
          field: ['message'],
          // The API's rules are the length and the blank message; say them in the reader's language.
          message: (message) =>
            text.length > chatMessageMax
              ? t('chat.composer.tooLong', { max: chatMessageMax })
              : message,
        },
      );
      if (!shown)
        notifications.show({
          color: 'red',
          title: t('chat.composer.failed'),
          message: t('chat.tryAgain'),
        });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method composes a character: its Enter confirms the character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onChange = (value: string) => {
    setText(value);
    if (error) setError(undefined);
    const now = Date.now();
    if (value.trim() !== '' && now - lastTyping.current >= typingEveryMs) {
      lastTyping.current = now;
      sendLiveCommand('chat.typing', { contactId });
    }
  };

  return (
    <form className={classes.composer} onSubmit={(event) => void submit(event)} noValidate>
      {/* Always in the page, invisible until a file is dragged in: kept out of the keyboard's
          way and out of screen readers, who attach with the paperclip. */}
      <Dropzone.FullScreen
        active={!upload}
        activateOnKeyboard={false}
        multiple={false}
        onDrop={(files) => {
          const [file] = files;
          if (file) void sendFile(file);
        }}
      >
        <Group justify="center" gap="md" mih="50vh" style={{ pointerEvents: 'none' }} aria-hidden>
          <IconUpload size={40} stroke={1.5} aria-hidden />
          <Text size="lg">{t('chat.file.drop')}</Text>
        </Group>
      </Dropzone.FullScreen>
      {upload && (
        <div className={classes.upload}>
          <Text span size="xs" className={classes.line} dir="auto" maw="40%">
            {upload.name}
          </Text>
          <Progress
            style={{ flex: 1 }}
            value={Math.round(upload.share * 100)}
            size="sm"
            animated
            aria-label={t('chat.file.uploading', { name: upload.name })}
          />
          <CloseButton
            size="sm"
            aria-label={t('chat.file.cancel')}
            onClick={() => upload.controller.abort()}
          />
        </div>
      )}
      {fileError && (
        <Input.Error role="alert" px="sm" pt="xs">
          {fileError}
        </Input.Error>
      )}
      <Group gap="sm" align="flex-end" wrap="nowrap" p="sm">
        <FileButton
          resetRef={resetPicker}
          inputProps={{ name: 'chat-file' }}
          onChange={(file) => file && void sendFile(file)}
        >
          {(props) => (
            <ActionIcon
              {...props}
              variant="subtle"
              size="lg"
              disabled={upload !== null}
              aria-label={t('chat.composer.attach')}
            >
              <IconPaperclip size={20} aria-hidden />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          style={{ flex: 1 }}
          aria-label={t('chat.composer.label')}
          placeholder={t('chat.composer.label')}
          autosize
          minRows={1}
          maxRows={6}
          value={text}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="submit"
          disabled={blank || upload !== null}
          loading={send.isPending}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          {t('chat.composer.send')}
        </Button>
      </Group>
    </form>
  );
}
