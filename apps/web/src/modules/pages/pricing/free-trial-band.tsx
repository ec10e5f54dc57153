import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import classes from './pricing.module.css';

/** "Still not convinced?": the 14-day trial offer between the plans and the questions. */
export function FreeTrialBand() {
  const { t } = useTranslation();
  return (
    <Card
      component="section"
      aria-labelledby="pricing-trial"
      radius="md"
      padding="xl"
      className={classes.trial}
    >
      <Stack align="center" ta="center" gap="sm">
        <Title order={2} fz="h3" id="pricing-trial">
          {t('pages.pricing.trialTitle')}
        </Title>
        <Text>{t('pages.pricing.trialText')}</Text>
        <Button
          mt="xs"
          onClick={() =>
            notifications.show({
              title: t('pages.pricing.trialButton'),
              message: t('pages.pricing.noPayments'),
            })
          }
        >
          {t('pages.pricing.trialButton')}
        </Button>
      </Stack>
    </Card>
  );
}
