import { Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Saves the codes as a text file, so they can be kept away from the phone. */
function download(codes: readonly string[]) {
  const blob = new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'beacon-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The recovery codes, shown once: copy, download, then "I saved them" to go on. */
export function RecoveryCodesList({
  codes,
  onSaved,
}: {
  codes: readonly string[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm">{t('twoFactor.codes.explain')}</Text>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ul"
        m={0}
        p={0}
        dir="ltr"
        aria-label={t('twoFactor.codes.label')}
        style={{ listStyle: 'none', fontFamily: 'var(--mantine-font-family-monospace)' }}
      >
        {codes.map((code) => (
          <Text key={code} component="li" ta="center" data-testid="recovery-code">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="xs" grow>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
            >
              {copied ? t('twoFactor.copied') : t('twoFactor.codes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          onClick={() => download(codes)}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('twoFactor.codes.download')}
        </Button>
      </Group>
      <Button onClick={onSaved}>{t('twoFactor.codes.saved')}</Button>
    </Stack>
  );
}
