import { Badge, Card, Group, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { User } from '@beacon/contract/users';
import { useTranslation } from 'react-i18next';

// What each plan includes, in the order listed (texts in the locale files).
const features = ['seats', 'storage', 'support'] as const;

/** The user's current plan: its name, who it is for, and what it includes. */
export function UserPlanCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const plan = user.currentPlan;
  return (
    <Card>
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="h4">
          {t('users.view.currentPlan')}
        </Title>
        <Badge variant="light" size="lg">
          {t(`users.plans.${plan}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t(`users.planInfo.${plan}.summary`)}
      </Text>
      <List
        spacing="xs"
        size="sm"
        icon={
          <ThemeIcon color="green" variant="light" size={20} radius="xl" aria-hidden>
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {features.map((feature) => (
          <List.Item key={feature}>{t(`users.planInfo.${plan}.${feature}`)}</List.Item>
        ))}
      </List>
    </Card>
  );
}
