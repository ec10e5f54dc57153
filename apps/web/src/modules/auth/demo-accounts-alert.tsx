import { Alert, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { demoAccounts } from './demo-accounts';
import { HelpTip } from './help-tip';

/** The blue box listing the demo pairs, with a help tooltip. */
export function DemoAccountsAlert() {
  const { t } = useTranslation();
  return (
    // A standing hint, not an event: role "note" keeps screen readers from announcing it on load.
    // Visible overflow: the help tip opens above the alert, which Mantine would clip.
    <Alert
      color="blue"
      variant="light"
      role="note"
      p="sm"
      styles={{ root: { overflow: 'visible' }, message: { overflow: 'visible' } }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2}>
          {demoAccounts.map((account) => (
            <Text key={account.email} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600} inherit>
                {t(account.labelKey)}
              </Text>{' '}
              <span dir="ltr">
                {account.email} | {account.password}
              </span>
            </Text>
          ))}
        </Stack>
        <HelpTip label={t('auth.demo.help')} tip={t('auth.demo.tooltip')} />
      </Group>
    </Alert>
  );
}
