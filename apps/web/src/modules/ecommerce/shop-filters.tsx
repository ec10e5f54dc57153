import {
  Button,
  Card,
  Checkbox,
  Group,
  Radio,
  RangeSlider,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  productBrands,
  productCategories,
  type ProductBrand,
  type ProductCategory,
} from '@beacon/contract/ecommerce-values';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format';
import { categoryKey } from './category-keys';
import { priceRangeOf, priceRanges, sliderMax, sliderStep } from './price-ranges';
import { ProductRating } from './product-rating';
import { useFormatPrice } from './use-format-price';
import { shopFilterKeys, useShopSearch } from './use-shop-search';

const ratings = [4, 3, 2, 1] as const;

const isCategory = (value: string): value is ProductCategory =>
  productCategories.some((category) => category === value);
const isBrand = (value: string): value is ProductBrand =>
  productBrands.some((brand) => brand === value);

/** A titled block of the sidebar; the title names its group of controls. */
function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Stack gap="xs" role="group" aria-labelledby={id}>
      <Title order={3} fz="md" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The price slider: it follows the URL, and writes to it when the user lets go. */
function PriceSlider() {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice({ whole: true });
  const { ltrInText } = useFormats();
  const [search, update] = useShopSearch();
  const fromUrl: [number, number] = [
    Math.min(search.priceMin ?? 0, sliderMax),
    Math.min(search.priceMax ?? sliderMax, sliderMax),
  ];
  const [value, setValue] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (seen[0] !== fromUrl[0] || seen[1] !== fromUrl[1]) {
    setSeen(fromUrl);
    setValue(fromUrl);
  }
  // Isolated left to right: in a right-to-left line Arabic's "US$" splits from its number.
  const label = (price: number) =>
    price >= sliderMax
      ? t('ecommerce.filters.noMax', { price: ltrInText(formatPrice(sliderMax)) })
      : ltrInText(formatPrice(price));
  return (
    <Stack gap={6}>
      <RangeSlider
        min={0}
        max={sliderMax}
        step={sliderStep}
        minRange={sliderStep}
        value={value}
        onChange={setValue}
        onChangeEnd={([min, max]) =>
          update({
            priceMin: min > 0 ? min : undefined,
            priceMax: max < sliderMax ? max : undefined,
          })
        }
        label={label}
        thumbFromLabel={t('ecommerce.filters.priceFrom')}
        thumbToLabel={t('ecommerce.filters.priceTo')}
        thumbProps={(index) => ({ 'aria-valuetext': label(value[index]) })}
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {label(value[0])}
        </Text>
        <Text size="xs" c="dimmed">
          {label(value[1])}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * The shop's filter sidebar. Every control reads the URL and writes it (starting again at page 1),
 * and the products list asks the API with those filters.
 */
export function ShopFilters({ inDrawer = false }: { inDrawer?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [search, update] = useShopSearch();
  const range = priceRangeOf(search.priceMin, search.priceMax);
  const filtered = shopFilterKeys.some((key) => search[key] !== undefined);

  const filters = (
    <Stack gap="lg">
      {!inDrawer && (
        <Title order={2} fz="h4">
          {t('ecommerce.filters.title')}
        </Title>
      )}

      <Radio.Group
        label={t('ecommerce.filters.priceRange')}
        labelProps={{ fw: 600 }}
        value={range}
        onChange={(choice) => {
          const picked = priceRanges.find((r) => r.id === choice);
          if (picked) update({ priceMin: picked.min, priceMax: picked.max });
        }}
      >
        <Stack gap={8} mt={6}>
          {priceRanges.map((r) => (
            <Radio
              key={r.id}
              value={r.id}
              // A range of amounts ("≤ $10", "10 $ – 100 $") reads left to right in every language.
              label={
                r.id === 'all' ? (
                  t('ecommerce.filters.ranges.all')
                ) : (
                  <bdi dir="ltr">{t(`ecommerce.filters.ranges.${r.id}`)}</bdi>
                )
              }
            />
          ))}
        </Stack>
      </Radio.Group>

      <Section title={t('ecommerce.filters.priceSlider')} id={`${id}-slider`}>
        <PriceSlider />
      </Section>

      <Checkbox.Group
        label={t('ecommerce.filters.categories')}
        labelProps={{ fw: 600 }}
        value={search.category ?? []}
        onChange={(values) => update({ category: values.filter(isCategory) })}
      >
        <Stack gap={8} mt={6}>
          {productCategories.map((category) => (
            <Checkbox
              key={category}
              value={category}
              label={t(`ecommerce.categories.${categoryKey[category]}`)}
            />
          ))}
        </Stack>
      </Checkbox.Group>

      <Checkbox.Group
        label={t('ecommerce.filters.brands')}
        labelProps={{ fw: 600 }}
        value={search.brand ?? []}
        onChange={(values) => update({ brand: values.filter(isBrand) })}
      >
        <Stack gap={8} mt={6}>
          {productBrands.map((brand) => (
            <Checkbox key={brand} value={brand} label={brand} />
          ))}
        </Stack>
      </Checkbox.Group>

      <Radio.Group
        label={t('ecommerce.filters.rating')}
        labelProps={{ fw: 600 }}
        value={String(search.rating ?? 'any')}
        onChange={(choice) => update({ rating: choice === 'any' ? undefined : Number(choice) })}
      >
        <Stack gap={8} mt={6}>
          <Radio value="any" label={t('ecommerce.filters.anyRating')} />
          {ratings.map((rating) => (
            <Radio
              key={rating}
              value={String(rating)}
              label={
                <Group gap={6} wrap="nowrap" component="span">
                  <ProductRating rating={rating} size={14} decorative />
                  <span>
                    {rating === 1
                      ? t('ecommerce.filters.andUpOne')
                      : t('ecommerce.filters.andUp', { rating })}
                  </span>
                </Group>
              }
            />
          ))}
        </Stack>
      </Radio.Group>

      <Button
        variant="light"
        disabled={!filtered}
        onClick={() =>
          update({
            priceMin: undefined,
            priceMax: undefined,
            category: undefined,
            brand: undefined,
            rating: undefined,
          })
        }
      >
        {t('ecommerce.filters.clear')}
      </Button>
    </Stack>
  );
  // In the drawer, the drawer's title names the filters.
  return inDrawer ? filters : <Card padding="md">{filters}</Card>;
}
