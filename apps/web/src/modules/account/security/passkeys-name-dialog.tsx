import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** The longest name the API keeps. */
const nameMax = 60;

interface PasskeyNameDialogProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  initialName: string;
  /** Why the last try failed, in words, shown above the buttons. */
  problem: string | null;
  busy: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Asks for a passkey's name: before the browser makes one, or to rename it. */
export function PasskeyNameDialog(props: PasskeyNameDialogProps) {
  const { opened, title, submitLabel, initialName, problem, busy, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { name: initialName },
    validate: {
      name: (value) => {
        const name = value.trim();
        if (!name) return t('passkeys.name.required');
        return name.length > nameMax ? t('passkeys.name.tooLong', { max: nameMax }) : null;
      },
    },
  });

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={form.onSubmit(({ name }) => onSubmit(name.trim()))} noValidate>
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('name')}
            label={t('passkeys.name.label')}
            description={t('passkeys.name.hint')}
            maxLength={nameMax}
            data-autofocus
          />
          {problem && (
            <Alert color="red" variant="light" role="alert" p="xs">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
