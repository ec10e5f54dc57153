import { Card, Code, List, Stack, Text, Title } from '@mantine/core';
import type { AbilityRule } from '@beacon/contract/auth';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';

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

/** The signed-in user's abilities, each in words with its CASL rule, as the server checks them. */
export function AbilitiesCard() {
  const { t } = useTranslation();
  const rules = useSession((state) => state.userData?.ability) ?? [];
  const title = t('auth.accessControl.abilities.title');
  const words = (rule: AbilityRule) =>
    rule.action === 'manage' && rule.subject === 'all'
      ? t('auth.accessControl.abilities.manageAll')
      : t('auth.accessControl.abilities.rule', {
          action: t(`auth.accessControl.actions.${rule.action}`, { defaultValue: rule.action }),
          subject: t(`auth.accessControl.subjects.${rule.subject}`, { defaultValue: rule.subject }),
        });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text>{t('auth.accessControl.abilities.body')}</Text>
        {rules.length === 0 ? (
          <Text c="dimmed">{t('auth.accessControl.abilities.none')}</Text>
        ) : (
          <List spacing={6} icon={<IconShieldCheck size={18} aria-hidden />} center>
            {rules.map((rule) => (
              <List.Item key={`${rule.action} ${rule.subject}`}>
                {words(rule)}{' '}
                <Code dir="ltr" aria-hidden>
                  {rule.action} {rule.subject}
                </Code>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
