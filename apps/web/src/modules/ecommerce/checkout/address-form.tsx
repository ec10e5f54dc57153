import { Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { addressTypes, type Address } from '@beacon/contract/ecommerce';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid, showServerErrors } from '../../../lib/form-errors';
import {
  type AddressFormValues,
  addressServerErrors,
  emptyAddress,
  toNewAddress,
  validateAddress,
} from './address-form-values';
import { useAddAddress } from './checkout.queries';

interface AddressFormProps {
  /** Called with the saved address ("Save and deliver here"). */
  onSaved: (address: Address) => void;
}

/**
 * The new-address form. Invalid input is marked on its fields and nothing is sent; the server's
 * 400 field messages land on the same fields.
 */
export function AddressForm({ onSaved }: AddressFormProps) {
  const { t } = useTranslation();
  const add = useAddAddress();
  const form = useForm<AddressFormValues>({
    initialValues: emptyAddress,
    validate: (values) => validateAddress(values, t),
  });

  const submit = form.onSubmit((values) => {
    const address = toNewAddress(values);
    if (!address) return;
    add.mutate(address, {
      onSuccess: ({ address: saved }) => {
        form.reset();
        onSaved(saved);
      },
      onError: (error) => {
        const options = { ...addressServerErrors(values, t), focus: true };
        if (!showServerErrors(error, form, options))
          notifications.show({
            color: 'red',
            title: t('checkout.address.saveFailed'),
            message: t('checkout.address.saveFailedMessage'),
          });
      },
    });
  }, focusFirstInvalid(form));

  const text = (field: Exclude<keyof AddressFormValues, 'type'>, required = true) => (
    <TextInput
      type={field === 'mobile' ? 'tel' : 'text'}
      label={t(`checkout.address.fields.${field}`)}
      placeholder={t(`checkout.address.placeholders.${field}`)}
      withAsterisk={required}
      autoComplete={autoComplete[field]}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('fullName')}
          {text('mobile')}
          {text('houseNumber')}
          {text('landmark', false)}
          {text('city')}
          {text('pincode')}
          {text('state')}
        </SimpleGrid>
        <Radio.Group
          label={t('checkout.address.fields.type')}
          withAsterisk
          {...form.getInputProps('type')}
        >
          <Group gap="lg" mt={6}>
            {addressTypes.map((type) => (
              <Radio key={type} value={type} label={t(`checkout.address.types.${type}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Group mt="xs">
          <Button type="submit" loading={add.isPending}>
            {t('checkout.address.saveAndDeliver')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The browser's address autofill names for each field. */
const autoComplete: Record<Exclude<keyof AddressFormValues, 'type'>, string> = {
  fullName: 'name',
  mobile: 'tel',
  houseNumber: 'address-line1',
  landmark: 'address-line2',
  city: 'address-level2',
  pincode: 'postal-code',
  state: 'address-level1',
};
