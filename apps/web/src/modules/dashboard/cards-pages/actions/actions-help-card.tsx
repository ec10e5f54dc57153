import { Card, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronUp, IconRefresh, IconX, type Icon } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const actions: { key: 'collapse' | 'refresh' | 'remove'; icon: Icon }[] = [
  { key: 'collapse', icon: IconChevronUp },
  { key: 'refresh', icon: IconRefresh },
  { key: 'remove', icon: IconX },
];

/** What each of the three buttons in a card's header does. */
export function ActionsHelpCard() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} h="100%">
      <Title order={2} fz="h4" id={titleId} mb="md">
        {t('dashboard.actionsCards.help.title')}
      </Title>
      <List spacing="sm" center>
        {actions.map(({ key, icon: Glyph }) => (
          <List.Item
            key={key}
            icon={
              <ThemeIcon variant="default" size={28} radius="xl" aria-hidden>
                <Glyph size={16} />
              </ThemeIcon>
            }
          >
            <Text size="sm">
              <Text span fw={600} inherit>
                {t(`dashboard.actions.${key}`)}
              </Text>
              {' — '}
              {t(`dashboard.actionsCards.help.${key}`)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
