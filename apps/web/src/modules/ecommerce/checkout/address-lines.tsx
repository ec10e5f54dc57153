import { Badge, Group, Stack, Text } from '@mantine/core';
import type { OrderAddress } from '@beacon/contract/ecommerce';
import { useTranslation } from 'react-i18next';

/** An address as a label writes it: name and type, street, town, state and pincode, phone. */
export function AddressLines({ address }: { address: OrderAddress }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} style={{ overflowWrap: 'anywhere' }}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{address.fullName}</Text>
        <Badge variant="default" radius="sm">
          {t(`checkout.address.types.${address.type}`)}
        </Badge>
      </Group>
      <Text size="sm">{address.houseNumber}</Text>
      {address.landmark && <Text size="sm">{address.landmark}</Text>}
      <Text size="sm">
        {address.city}, {address.state} {address.pincode}
      </Text>
      <Text size="sm">{t('checkout.address.phone', { mobile: address.mobile })}</Text>
    </Stack>
  );
}
