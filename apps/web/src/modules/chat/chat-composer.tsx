import { Button, Group, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { chatMessageMax } from '@beacon/contract/chat';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../lib/form-errors';
import { sendLiveCommand } from '../../lib/live';
import { useSendMessage } from './chat.queries';
import classes from './chat.module.css';

/** The contact hears "typing" at most this often; their screen shows it for 3 s after each. */
const typingEveryMs = 2000;

/**
 * The message box and Send. Enter sends, Shift+Enter starts a new line; a blank message is not
 * sent. The text stays until the API has taken it, so a refusal (400) shows beside the text.
 */
export function ChatComposer({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const lastTyping = useRef(0);
  const blank = text.trim() === '';

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || send.isPending) return;
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
      <Group gap="sm" align="flex-end" wrap="nowrap" p="sm">
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
          disabled={blank}
          loading={send.isPending}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          {t('chat.composer.send')}
        </Button>
      </Group>
    </form>
  );
}
