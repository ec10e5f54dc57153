import {
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useDirection,
} from '@mantine/core';
import type { KbGroup } from '@beacon/contract/help';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/anchor-link';
import classes from '../help.module.css';
import { kbIconColors, kbIcons } from './kb-icons';
import { KbNoResults } from './kb-no-results';

/** A category's question groups as cards of question links. */
export function KbGroups({ category, groups }: { category: string; groups: KbGroup[] }) {
  const { t } = useTranslation();
  const Chevron = useDirection().dir === 'rtl' ? IconChevronLeft : IconChevronRight;
  if (groups.length === 0) return <KbNoResults />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }}>
      {groups.map((group) => {
        const GroupIcon = kbIcons[group.icon];
        return (
          <Card key={group.id} component="section" aria-labelledby={`kb-group-${group.id}`}>
            <Group gap="sm" wrap="nowrap" mb="md">
              <ThemeIcon
                size={38}
                radius="md"
                variant="light"
                color={kbIconColors[group.iconColor]}
                aria-hidden
              >
                <GroupIcon size={22} />
              </ThemeIcon>
              <div>
                <Title order={2} fz="h5" id={`kb-group-${group.id}`} dir="auto">
                  {group.title}
                </Title>
                <Text size="xs" c="dimmed">
                  {t('help.kb.category.questions', { count: group.questions.length })}
                </Text>
              </div>
            </Group>
            <Stack component="ul" gap="xs" className={classes.plainList}>
              {group.questions.map((question) => (
                <li key={question.id}>
                  <Group gap={4} wrap="nowrap" align="flex-start">
                    <Chevron size={16} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
                    <AnchorLink
                      to="/pages/knowledge-base/$category/$question"
                      params={{ category, question: question.slug }}
                      size="sm"
                      dir="auto"
                    >
                      {question.question}
                    </AnchorLink>
                  </Group>
                </li>
              ))}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
