import {
  Button,
  Card,
  Center,
  Checkbox,
  Grid,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ProductImage } from '@beacon/contract/ecommerce';
import {
  type ProductBrand,
  type ProductCategory,
  type ProductStatus,
  productBrands,
  productCategories,
  productColorOptions,
  productNameMax,
  productPriceMax,
  productSlugMax,
  productSlugPattern,
  productStatuses,
  productStockMax,
} from '@beacon/contract/ecommerce-values';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureReason, focusFirstInvalid, showServerErrors } from '../../../lib/form-errors';
import { categoryKey } from '../category-keys';
import { DeleteProductDialog } from './delete-product-dialog';
import { useSaveProduct } from './manage.queries';
import {
  type ProductField,
  type ProductFormValues,
  isChecked,
  productBody,
  productFields,
  slugOf,
} from './product-form-values';
import { useProductPictures } from './use-product-pictures';

// The editor is the heaviest component of the app: its own chunk, loaded with the form.
const RichTextField = lazy(() => import('../../../components/rich-text-editor'));
// The drop area and the drag library load with the form's second paint, not its route's first.
const PicturesField = lazy(() =>
  import('./pictures-field').then((module) => ({ default: module.PicturesField })),
);

interface ProductFormProps {
  /** The product to change; without it the form adds one. */
  id?: number;
  initialValues: ProductFormValues;
  images: readonly ProductImage[];
}

const listPage = '/apps/ecommerce/products';

/**
 * The manager's add and edit form: the shop's fields, the stock and status, and the pictures,
 * uploaded as they are dropped. The API's refusals show beside their fields.
 */
export function ProductForm({ id, initialValues, images }: ProductFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveProduct();
  const pictures = useProductPictures(images);
  const [deleting, setDeleting] = useState(false);
  // A new product's slug follows its name until someone types one of their own.
  const [slugEdited, setSlugEdited] = useState(id !== undefined);
  const form = useForm<ProductFormValues>({
    initialValues,
    validate: {
      name: (value) =>
        !value.trim()
          ? t('ecommerceManage.errors.nameRequired')
          : value.trim().length > productNameMax
            ? t('ecommerceManage.errors.nameTooLong', { max: productNameMax })
            : null,
      slug: (value) =>
        value.trim() === '' || productSlugPattern.test(value.trim())
          ? null
          : t('ecommerceManage.errors.slugFormat'),
      brand: (value) => (value ? null : t('ecommerceManage.errors.brandRequired')),
      category: (value) => (value ? null : t('ecommerceManage.errors.categoryRequired')),
      price: (value) => {
        const price = Number(value);
        return value === '' || !(price > 0 && price <= productPriceMax)
          ? t('ecommerceManage.errors.price', { max: productPriceMax })
          : null;
      },
      stock: (value) => {
        const stock = Number(value);
        return value === '' || !Number.isInteger(stock) || stock < 0 || stock > productStockMax
          ? t('ecommerceManage.errors.stock', { max: productStockMax })
          : null;
      },
    },
  });

  const submit = form.onSubmit((values) => {
    if (!isChecked(values)) return;
    save.mutate(
      { id, body: productBody(values, pictures.imageIds, slugEdited) },
      {
        onSuccess: ({ product }) => {
          notifications.show({
            color: 'green',
            title: t('ecommerceManage.form.saved'),
            message: t('ecommerceManage.form.savedMessage', { name: product.name }),
          });
          void navigate({ to: listPage });
        },
        onError: (error) => {
          const field = (key: string): ProductField | undefined =>
            productFields.find((name) => name === key);
          if (showServerErrors(error, form, { field, focus: true })) return;
          notifications.show({
            color: 'red',
            title: t('ecommerceManage.form.saveFailed'),
            message: failureReason(error, {
              forbidden: t('ecommerceManage.form.forbidden'),
              fallback: t('ecommerceManage.form.saveFailedMessage'),
            }),
          });
        },
      },
    );
  }, focusFirstInvalid(form));

  const option = <V extends string>(value: V, label: string) => ({ value, label });
  const imageError = form.errors.imageIds;

  return (
    <Card padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label={t('ecommerceManage.form.name')}
                withAsterisk
                maxLength={productNameMax}
                {...form.getInputProps('name')}
                onChange={(event) => {
                  const name = event.currentTarget.value;
                  form.setFieldValue('name', name);
                  if (!slugEdited) form.setFieldValue('slug', slugOf(name));
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label={t('ecommerceManage.form.slug')}
                description={t('ecommerceManage.form.slugHint')}
                maxLength={productSlugMax}
                dir="ltr"
                {...form.getInputProps('slug')}
                onChange={(event) => {
                  setSlugEdited(true);
                  form.setFieldValue('slug', event.currentTarget.value);
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <Select
                label={t('ecommerceManage.form.brand')}
                withAsterisk
                searchable
                data={productBrands.map((brand) => option(brand, brand))}
                {...form.getInputProps('brand')}
                onChange={(value) =>
                  form.setFieldValue(
                    'brand',
                    productBrands.find((brand): brand is ProductBrand => brand === value) ?? null,
                  )
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <Select
                label={t('ecommerceManage.form.category')}
                withAsterisk
                searchable
                data={productCategories.map((category) =>
                  option(category, t(`ecommerce.categories.${categoryKey[category]}`)),
                )}
                {...form.getInputProps('category')}
                onChange={(value) =>
                  form.setFieldValue(
                    'category',
                    productCategories.find((one): one is ProductCategory => one === value) ?? null,
                  )
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <NumberInput
                label={t('ecommerceManage.form.price')}
                withAsterisk
                min={0}
                max={productPriceMax}
                decimalScale={2}
                step={1}
                leftSection="$"
                {...form.getInputProps('price')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <NumberInput
                label={t('ecommerceManage.form.stock')}
                withAsterisk
                min={0}
                max={productStockMax}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('stock')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Select
                label={t('ecommerceManage.form.status')}
                description={t('ecommerceManage.form.statusHint')}
                allowDeselect={false}
                data={productStatuses.map((status) =>
                  option(status, t(`ecommerceManage.status.${status}`)),
                )}
                {...form.getInputProps('status')}
                onChange={(value) => {
                  const status = productStatuses.find((one): one is ProductStatus => one === value);
                  if (status) form.setFieldValue('status', status);
                }}
              />
            </Grid.Col>
          </Grid>
          <Checkbox.Group
            label={t('ecommerceManage.form.colors')}
            {...form.getInputProps('colorOptions')}
          >
            <Group gap="md" mt={6}>
              {productColorOptions.map((color) => (
                <Checkbox key={color} value={color} label={t(`ecommerce.colors.${color}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Switch
            label={t('ecommerceManage.form.freeShipping')}
            {...form.getInputProps('hasFreeShipping', { type: 'checkbox' })}
          />
          <Suspense
            fallback={
              <Center py="md">
                <Loader size="sm" aria-label={t('common.loading')} />
              </Center>
            }
          >
            <Stack gap={4}>
              <RichTextField
                label={t('ecommerceManage.form.description')}
                initialValue={initialValues.description}
                onChange={(html) => form.setFieldValue('description', html)}
                minHeight={160}
              />
              {form.errors.description && (
                <Text c="var(--mantine-color-error)" size="sm" role="alert">
                  {form.errors.description}
                </Text>
              )}
            </Stack>
          </Suspense>
          <Suspense fallback={null}>
            <PicturesField
              pictures={pictures}
              error={typeof imageError === 'string' ? imageError : undefined}
            />
          </Suspense>
          <Group gap="sm" justify="space-between">
            <Group gap="sm">
              <Button type="submit" loading={save.isPending} disabled={pictures.uploading}>
                {t('ecommerceManage.form.save')}
              </Button>
              <Button
                variant="default"
                disabled={save.isPending}
                onClick={() => void navigate({ to: listPage })}
              >
                {t('ecommerceManage.form.cancel')}
              </Button>
            </Group>
            {id !== undefined && (
              <Button
                variant="subtle"
                color="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDeleting(true)}
              >
                {t('ecommerceManage.delete.button')}
              </Button>
            )}
          </Group>
          {pictures.uploading && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('ecommerceManage.pictures.waitUploads')}
            </Text>
          )}
        </Stack>
      </form>
      {id !== undefined && (
        <DeleteProductDialog
          product={deleting ? { id, name: form.values.name || initialValues.name } : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate({ to: listPage })}
        />
      )}
    </Card>
  );
}
