import { Card, Stack, Text, Title } from '@mantine/core';
import type { KbQuestionLink } from '@beacon/contract/help';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/anchor-link';
import classes from '../help.module.css';

/** "Related Questions": links to the other pages of the same category. */
export function KbRelatedQuestions({
  category,
  questions,
}: {
  category: string;
  questions: KbQuestionLink[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card component="aside" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId} mb="sm">
        {t('help.kb.question.related')}
      </Title>
      {questions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('help.kb.question.noRelated')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" className={classes.plainList}>
          {questions.map((question) => (
            <li key={question.id}>
              <AnchorLink
                to="/pages/knowledge-base/$category/$question"
                params={{ category, question: question.slug }}
                size="sm"
                dir="auto"
              >
                {question.question}
              </AnchorLink>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
