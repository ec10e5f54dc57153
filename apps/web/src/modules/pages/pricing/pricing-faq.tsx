import { Accordion, Stack, Text, Title } from '@mantine/core';
import type { QuestionAnswer } from '@beacon/contract/pages';
import { useTranslation } from 'react-i18next';

/** "FAQ's": the three pricing questions, one open at a time. */
export function PricingFaq({ questions }: { questions: QuestionAnswer[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="pricing-faq" gap="md" maw={800} mx="auto" w="100%">
      <Stack gap={4} ta="center">
        <Title order={2} fz="h3" id="pricing-faq">
          {t('pages.pricing.faqTitle')}
        </Title>
        <Text c="dimmed">{t('pages.pricing.faqSubtitle')}</Text>
      </Stack>
      <Accordion variant="separated">
        {questions.map((item) => (
          <Accordion.Item key={item.question} value={item.question}>
            <Accordion.Control>
              <bdi>{item.question}</bdi>
            </Accordion.Control>
            <Accordion.Panel>
              <bdi>{item.ans}</bdi>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
