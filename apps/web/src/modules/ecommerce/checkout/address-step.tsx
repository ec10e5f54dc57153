import { ActionIcon, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Address } from '@beacon/contract/ecommerce';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { AddressForm } from './address-form';
import { AddressLines } from './address-lines';
import classes from './checkout.module.css';
import { addressesQuery, useDeleteAddress } from './checkout.queries';
import { StepTitle } from './step-title';

interface AddressStepProps {
  /** The address chosen before, if any: its card is marked. */
  selected: number | undefined;
  /** Delivers to this address: the checkout goes on to payment. */
  onDeliver: (addressId: number) => void;
}

/** Step 2: a new address ("Save and deliver here"), or one of the saved ones. */
export function AddressStep({ selected, onDeliver }: AddressStepProps) {
  const { t } = useTranslation();
  const addresses = useQuery(addressesQuery);
  const remove = useDeleteAddress();
  const [deleting, setDeleting] = useState<Address | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: t('checkout.address.deleted'),
          message: t('checkout.address.deletedMessage', { name: deleting.fullName }),
        });
        setDeleting(null);
      },
      onError: () => {
        notifications.show({
          color: 'red',
          title: t('checkout.address.deleteFailed'),
          message: t('checkout.address.tryAgain'),
        });
        setDeleting(null);
      },
    });
  };

  return (
    <Stack gap="md">
      <StepTitle>{t('checkout.address.title')}</StepTitle>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder component="section" aria-labelledby="new-address-title">
            <Stack gap="sm">
              <Title order={3} fz="h4" id="new-address-title">
                {t('checkout.address.newTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('checkout.address.newHint')}
              </Text>
              <AddressForm onSaved={(address) => onDeliver(address.id)} />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm" component="section" aria-labelledby="saved-addresses-title">
            <Title order={3} fz="h4" id="saved-addresses-title">
              {t('checkout.address.savedTitle')}
            </Title>
            {addresses.isError && (
              <QueryErrorAlert
                message={t('checkout.address.loadFailed')}
                onRetry={() => void addresses.refetch()}
                retrying={addresses.isFetching}
              />
            )}
            {addresses.isPending && <Skeleton height={140} radius="md" />}
            {addresses.data?.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('checkout.address.noneSaved')}
              </Text>
            )}
            {addresses.data && addresses.data.length > 0 && (
              <Stack
                component="ul"
                gap="sm"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-labelledby="saved-addresses-title"
              >
                {addresses.data.map((address) => {
                  const chosen = address.id === selected;
                  return (
                    <Card
                      key={address.id}
                      component="li"
                      withBorder
                      padding="md"
                      className={chosen ? classes.chosen : undefined}
                      aria-label={t('checkout.address.cardLabel', { name: address.fullName })}
                      aria-current={chosen ? 'true' : undefined}
                    >
                      <Stack gap="sm">
                        <AddressLines address={address} />
                        {chosen && (
                          <Text size="sm" fw={600}>
                            {t('checkout.address.chosen')}
                          </Text>
                        )}
                        <Group gap="xs" justify="space-between" wrap="nowrap">
                          <Button
                            size="sm"
                            variant={chosen ? 'filled' : 'default'}
                            onClick={() => onDeliver(address.id)}
                            aria-label={t('checkout.address.deliverHereTo', {
                              name: address.fullName,
                            })}
                          >
                            {t('checkout.address.deliverHere')}
                          </Button>
                          <ActionIcon
                            variant="default"
                            size="lg"
                            aria-label={t('checkout.address.deleteOf', { name: address.fullName })}
                            onClick={() => setDeleting(address)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Stack>
                    </Card>
                  );
                })}
              </Stack>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('checkout.address.deleteTitle')}
        message={t('checkout.address.deleteMessage', { name: deleting?.fullName ?? '' })}
        confirmLabel={t('checkout.address.delete')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
