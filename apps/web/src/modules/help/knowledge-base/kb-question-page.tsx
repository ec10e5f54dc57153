import {
  Button,
  Card,
  Grid,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
  useDirection,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import classes from '../help.module.css';
import { isMissing, kbQuestionQuery, knowledgeBaseQuery } from '../help.queries';
import { KbBreadcrumbs } from './kb-breadcrumbs';
import { BackToKnowledgeBase, KbNotFound } from './kb-not-found';
import { KbRelatedQuestions } from './kb-related-questions';
import { formatLastUpdated, isoLastUpdated } from './last-updated';

const route = getRouteApi('/_app/pages/knowledge-base/$category/$question');

/** `/pages/knowledge-base/$category/$question`: the question the URL names, and its neighbours. */
export function KbQuestionPage() {
  const { t, i18n } = useTranslation();
  const { category: slug, question: questionSlug } = route.useParams();
  const page = useQuery(kbQuestionQuery(i18n.language, slug, questionSlug));
  const summary = useQuery(knowledgeBaseQuery(i18n.language)).data?.find(
    (c) => c.category === slug,
  );
  const category = summary ? { slug, title: summary.title } : undefined;
  const Back = useDirection().dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  const titleId = useId();
  const html = useMemo(() => (page.data ? sanitizeHtml(page.data.content) : ''), [page.data]);

  if (isMissing(page.error)) {
    return (
      <Stack gap="lg">
        <KbBreadcrumbs category={category} question={questionSlug} />
        <KbNotFound
          title={t('help.kb.questionNotFound.title')}
          message={t('help.kb.questionNotFound.message', { question: questionSlug })}
          back={
            category ? (
              <Button
                renderRoot={(props) => (
                  <Link
                    to="/pages/knowledge-base/$category"
                    params={{ category: slug }}
                    {...props}
                  />
                )}
                variant="default"
                size="xs"
                leftSection={<Back size={14} aria-hidden />}
              >
                {t('help.kb.backTo', { title: category.title })}
              </Button>
            ) : (
              <BackToKnowledgeBase />
            )
          }
        />
      </Stack>
    );
  }

  const data = page.data;
  return (
    <Stack gap="lg">
      <KbBreadcrumbs
        category={category ?? { slug, title: slug }}
        question={data?.title ?? questionSlug}
      />
      {page.isError && (
        <QueryErrorAlert
          message={t('help.kb.question.loadFailed')}
          onRetry={() => void page.refetch()}
          retrying={page.isFetching}
        />
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {page.isPending && <Skeleton height={360} radius="md" />}
          {data && (
            <Card component="article" aria-labelledby={titleId}>
              <Title order={1} fz="h2" id={titleId} dir="auto">
                {data.title}
              </Title>
              <Text size="sm" c="dimmed" mt={4} mb="md">
                <Trans
                  i18nKey="help.kb.question.lastUpdated"
                  values={{ date: formatLastUpdated(data.lastUpdated, i18n.language) }}
                  components={{ time: <time dateTime={isoLastUpdated(data.lastUpdated)} /> }}
                />
              </Text>
              <Typography className={classes.content}>
                {/* Sanitised by DOMPurify here, and by the API before it was sent. */}
                <div dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
              </Typography>
            </Card>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {page.isPending && <Skeleton height={220} radius="md" />}
          {data && <KbRelatedQuestions category={slug} questions={data.relatedQuestions} />}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
