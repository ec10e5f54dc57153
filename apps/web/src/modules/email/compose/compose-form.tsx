import '@mantine/dropzone/styles.css';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Input,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconSend, IconTrash, IconUpload } from '@tabler/icons-react';
import { messageAttachmentsMaxBytes } from '@beacon/contract/files-values';
import { Suspense, lazy, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../../lib/form-errors';
import { descriptionHtml } from '../../../lib/sanitize-html';
import { useSaveDraft, useSendEmail } from '../email.queries';
import { AddressInput } from './address-input';
import { AttachmentChips } from './attachment-chips';
import { useComposeStore } from './compose-store';
import { type ComposeErrors, type ComposeValues, checkValues, errorText } from './compose-values';
import { useAttachments } from './use-attachments';

const RichTextField = lazy(() => import('../../../components/rich-text-editor'));

type AddressField = 'to' | 'cc' | 'bcc';

/** Where the API's field messages go: under their field (`to.2` is To's), or above the buttons. */
const apiField = (key: string) =>
  (['to', 'cc', 'bcc', 'subject'] as const).find((name) => key.startsWith(name)) ?? 'form';

interface ComposeFormProps {
  initial: ComposeValues;
  onDirty: (dirty: boolean) => void;
  onDiscard: () => void;
  onDone: () => void;
}

/** To / Cc / Bcc chips, the subject and the message, with Send, Save draft and Discard. */
export function ComposeForm({ initial, onDirty, onDiscard, onDone }: ComposeFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ComposeErrors>({});
  const [revealed, setRevealed] = useState({
    cc: initial.cc.length > 0,
    bcc: initial.bcc.length > 0,
  });
  // A field the API found fault with shows, even if its button was never pressed.
  // The button goes once its field shows: the focus moves into that field, not to the page.
  const [opened, setOpened] = useState<AddressField | null>(null);
  const shown = { cc: revealed.cc || Boolean(errors.cc), bcc: revealed.bcc || Boolean(errors.bcc) };
  const files = useAttachments(initial.attachments, () => onDirty(true));
  const overLimit = files.totalBytes > messageAttachmentsMaxBytes;
  const minimised = useComposeStore((store) => store.minimised);
  const resetPicker = useRef<() => void>(null);
  const send = useSendEmail();
  const save = useSaveDraft();
  const busy = send.isPending || save.isPending;
  // A reply (or a draft) already has its recipients: the caret goes to the message.
  const writeFirst = initial.to.length > 0;

  const change = (patch: Partial<ComposeValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    onDirty(true);
    const cleared = Object.keys(patch).filter((key) => key in errors);
    if (cleared.length > 0)
      setErrors((current) => {
        const next = { ...current };
        for (const key of cleared) delete next[key as keyof ComposeErrors];
        return next;
      });
  };
  const body = () => ({
    to: values.to,
    cc: values.cc,
    bcc: values.bcc,
    subject: values.subject,
    message: descriptionHtml(values.message),
    attachmentIds: files.ids,
  });
  // The files must be in the store, and within one mail's limit, before the mail is.
  const filesProblem = () => {
    if (files.uploading) return t('email.compose.attach.wait');
    if (overLimit) return t('email.compose.attach.errors.mailTooLarge');
    return undefined;
  };
  const formRef = useRef<HTMLDivElement>(null);
  // The keyboard (and the scrolled window's view) goes to the first field to fix.
  const showErrors = (found: ComposeErrors) => {
    flushSync(() => setErrors(found));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
  const failed = (error: unknown, title: string) => {
    showServerErrors(error, { setErrors: showErrors }, { field: apiField });
    notifications.show({ color: 'red', title, message: t('email.compose.toast.tryAgain') });
  };

  const onSend = async () => {
    const found = checkValues(values, true);
    const problem = filesProblem();
    if (problem) found.form = problem;
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await send.mutateAsync({ ...body(), draftId: values.draftId });
      notifications.show({ color: 'green', message: t('email.compose.toast.sent') });
      onDone();
    } catch (error) {
      failed(error, t('email.compose.toast.sendFailed'));
    }
  };
  const onSave = async () => {
    const found = checkValues(values, false);
    const problem = filesProblem();
    if (problem) found.form = problem;
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    const draft = body();
    if (
      !values.draftId &&
      draft.to.length + draft.cc.length + draft.bcc.length === 0 &&
      draft.attachmentIds.length === 0 &&
      !draft.subject &&
      !draft.message
    ) {
      notifications.show({ message: t('email.compose.toast.nothingToSave') });
      return;
    }
    try {
      const saved = await save.mutateAsync({ ...draft, id: values.draftId });
      setValues((current) => ({ ...current, draftId: saved.email.id }));
      onDirty(false);
      notifications.show({ color: 'green', message: t('email.compose.toast.draftSaved') });
    } catch (error) {
      failed(error, t('email.compose.toast.saveFailed'));
    }
  };

  const addresses = (field: AddressField, autoFocus = false) => (
    <AddressInput
      label={t(`email.compose.${field}`)}
      value={values[field]}
      onChange={(list) => change({ [field]: list })}
      error={errors[field] && errorText(errors[field], t)}
      autoFocus={autoFocus}
    />
  );

  return (
    <Stack gap="sm" ref={formRef}>
      <div>
        {addresses('to', !writeFirst)}
        {(!shown.cc || !shown.bcc) && (
          <Group gap={4} mt={4} justify="flex-end">
            {(['cc', 'bcc'] as const)
              .filter((field) => !shown[field])
              .map((field) => (
                <Button
                  key={field}
                  variant="subtle"
                  size="compact-xs"
                  onClick={() => {
                    setRevealed((current) => ({ ...current, [field]: true }));
                    setOpened(field);
                  }}
                >
                  {t(`email.compose.${field}`)}
                </Button>
              ))}
          </Group>
        )}
      </div>
      {shown.cc && addresses('cc', opened === 'cc')}
      {shown.bcc && addresses('bcc', opened === 'bcc')}
      <TextInput
        label={t('email.compose.subject')}
        // An English subject keeps its own direction in the Arabic UI.
        dir="auto"
        value={values.subject}
        onChange={(event) => change({ subject: event.currentTarget.value })}
        error={errors.subject && errorText(errors.subject, t)}
      />
      <Suspense fallback={<Skeleton height={180} aria-label={t('common.loading')} />}>
        <RichTextField
          label={t('email.compose.message')}
          initialValue={initial.message}
          onChange={(message) => change({ message })}
          minHeight={160}
          autoFocus={writeFirst}
        />
      </Suspense>
      <AttachmentChips items={files.items} onRemove={files.remove} />
      {overLimit && (
        <Input.Error role="alert">{t('email.compose.attach.errors.mailTooLarge')}</Input.Error>
      )}
      {errors.form && <Alert color="red">{errorText(errors.form, t)}</Alert>}
      <Dropzone.FullScreen
        active={!minimised}
        activateOnKeyboard={false}
        onDrop={(dropped) => files.add(dropped)}
      >
        <Group justify="center" gap="md" mih="50vh" style={{ pointerEvents: 'none' }}>
          <IconUpload size={40} stroke={1.5} aria-hidden />
          <Text size="lg">{t('email.compose.attach.drop')}</Text>
        </Group>
      </Dropzone.FullScreen>
      <Group justify="space-between">
        <Group gap="sm">
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => void onSend()}
            loading={send.isPending}
            disabled={busy && !send.isPending}
          >
            {t('email.compose.send')}
          </Button>
          <Button
            variant="default"
            onClick={() => void onSave()}
            loading={save.isPending}
            disabled={busy && !save.isPending}
          >
            {t('email.compose.saveDraft')}
          </Button>
          <FileButton
            multiple
            resetRef={resetPicker}
            onChange={(picked) => {
              files.add(picked);
              resetPicker.current?.();
            }}
          >
            {(props) => (
              <Tooltip
                label={t('email.compose.attach.button')}
                events={{ hover: true, focus: true, touch: false }}
              >
                <ActionIcon
                  {...props}
                  variant="default"
                  size="lg"
                  aria-label={t('email.compose.attach.button')}
                  disabled={busy}
                >
                  <IconPaperclip size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
        </Group>
        <Tooltip
          label={t('email.compose.discard')}
          events={{ hover: true, focus: true, touch: false }}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('email.compose.discard')}
            onClick={onDiscard}
            disabled={busy}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Stack>
  );
}
