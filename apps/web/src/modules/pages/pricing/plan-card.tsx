import { Badge, Button, Card, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import type { PricingPlan } from '@beacon/contract/pages';
import { Trans, useTranslation } from 'react-i18next';
import { usePageFormat } from '../use-page-format';
import type { BillingPeriod } from './billing-period';
import classes from './pricing.module.css';

/** Where a plan stands against the account's: its own, dearer or cheaper. */
export type PlanStanding = 'current' | 'higher' | 'lower';

interface PlanCardProps {
  plan: PricingPlan;
  period: BillingPeriod;
  standing: PlanStanding;
}

/** One plan: picture, name, price for the period, benefits, and its button. */
export function PlanCard({ plan, period, standing }: PlanCardProps) {
  const { t } = useTranslation();
  const format = usePageFormat();
  const annual = period === 'annually';
  const change = standing === 'lower' ? 'downgrade' : 'upgrade';
  const perMonth = annual ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
  const headingId = `plan-${plan.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card
      withBorder
      padding="xl"
      radius="md"
      className={classes.plan}
      data-popular={plan.popular || undefined}
      aria-labelledby={headingId}
      component="section"
    >
      {plan.popular && (
        <Badge className={classes.popular} variant="light">
          {t('pages.pricing.popular')}
        </Badge>
      )}
      <Stack align="center" gap="sm" ta="center" h="100%">
        {plan.img && <Image src={plan.img} alt="" w={120} h={120} mt="md" />}
        <Title order={2} fz="h3" id={headingId}>
          {plan.title}
        </Title>
        <Text c="dimmed">
          <bdi>{plan.subtitle}</bdi>
        </Text>
        <div>
          <Text component="p" fw={500} c="dimmed">
            <Trans
              i18nKey="pages.pricing.perMonth"
              values={{ price: format.price(perMonth) }}
              components={{
                price: (
                  <Text
                    component="span"
                    fw={700}
                    fz={44}
                    lh={1.2}
                    c="var(--mantine-color-anchor)"
                  />
                ),
              }}
            />
          </Text>
          {annual && plan.yearlyPlan.totalAnnual > 0 && (
            <Text size="sm" c="dimmed">
              {t('pages.pricing.perYear', { total: format.number(plan.yearlyPlan.totalAnnual) })}
            </Text>
          )}
        </div>
        <List
          spacing="xs"
          ta="start"
          w="100%"
          my="md"
          icon={<IconCircleCheck size={18} aria-hidden color="var(--mantine-color-green-filled)" />}
          center
        >
          {plan.planBenefits.map((benefit) => (
            <List.Item key={benefit}>
              <bdi>{benefit}</bdi>
            </List.Item>
          ))}
        </List>
        <Group w="100%" mt="auto">
          {standing === 'current' ? (
            <Button fullWidth disabled className={classes.current}>
              {t('pages.pricing.currentPlan')}
            </Button>
          ) : (
            <Button
              fullWidth
              variant={plan.popular ? 'filled' : 'outline'}
              aria-label={t(`pages.pricing.${change}To`, { plan: plan.title })}
              // A template has no payment provider: the button says so instead of doing nothing.
              onClick={() =>
                notifications.show({
                  title: t(`pages.pricing.${change}To`, { plan: plan.title }),
                  message: t('pages.pricing.noPayments'),
                })
              }
            >
              {t(`pages.pricing.${change}`)}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
