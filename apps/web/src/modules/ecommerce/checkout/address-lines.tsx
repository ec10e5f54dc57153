import { Badge, Group, Stack, Text } from '@mantine/core';
import type { OrderAddress } from '@beacon/contract/ecommerce';
import { useTranslation } from 'react-i18next';
import { splitAtValue, valueSlot } from '../../../lib/format';

/** An address as a label writes it: name and type, street, town, state and pincode, phone. */
export function AddressLines({ address }: { address: OrderAddress }) {
  const { t } = useTranslation();
  // Each line keeps the direction its writer gave it ("113 Stevenson Street" stays so in Arabic);
  // a phone number reads left to right in every language.
  const [phoneLabel, afterPhone] = splitAtValue(t('checkout.address.phone', { mobile: valueSlot }));
  return (
    <Stack gap={2} style={{ overflowWrap: 'anywhere' }}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>
          <bdi>{address.fullName}</bdi>
        </Text>
        <Badge variant="default" radius="sm">
          {t(`checkout.address.types.${address.type}`)}
        </Badge>
      </Group>
      <Text size="sm">
        <bdi>{address.houseNumber}</bdi>
      </Text>
      {address.landmark && (
        <Text size="sm">
          <bdi>{address.landmark}</bdi>
        </Text>
      )}
      <Text size="sm">
        <bdi>{`${address.city}, ${address.state} ${address.pincode}`}</bdi>
      </Text>
      <Text size="sm">
        {phoneLabel}
        <bdi dir="ltr">{address.mobile}</bdi>
        {afterPhone}
      </Text>
    </Stack>
  );
}
