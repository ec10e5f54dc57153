import { Accordion, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { FaqCategory } from '@beacon/contract/help';
import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { faqIcons } from './faq-icons';

/** One category: its header (icon, title, subtitle) and its questions, or "No results found". */
export function FaqPane({ category }: { category: FaqCategory }) {
  const { t } = useTranslation();
  const CategoryIcon = faqIcons[category.icon];
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={42} radius="md" variant="light" aria-hidden>
          <CategoryIcon size={24} />
        </ThemeIcon>
        <div>
          <Title order={2} fz="h4" dir="auto">
            {category.title}
          </Title>
          <Text size="sm" c="dimmed" dir="auto">
            {category.subtitle}
          </Text>
        </div>
      </Group>
      {category.qandA.length === 0 ? (
        <Group gap="xs" py="lg" role="status">
          <IconSearchOff size={20} aria-hidden />
          <Text fw={500}>{t('help.faq.noResults')}</Text>
        </Group>
      ) : (
        <Accordion variant="separated" radius="md" order={3}>
          {category.qandA.map((entry) => (
            <Accordion.Item key={entry.question} value={entry.question}>
              <Accordion.Control>
                <Text fw={500} component="span" dir="auto">
                  {entry.question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm" dir="auto">
                  {entry.ans}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
