import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLayout } from './layout/layout-store';

/**
 * The loading screen: the logo, white on the light skin and black otherwise, over an
 * animated loader. It also shows while the translations load, so it must not suspend on them.
 */
export function FallbackLoader() {
  const { t } = useTranslation(undefined, { useSuspense: false });
  const light = useLayout((state) => state.skin === 'light');
  return (
    <Center
      h="100dvh"
      role="status"
      // Before the first translation file arrives only the default value can be read out.
      aria-label={t('app.loader.label', { defaultValue: 'Loading' })}
    >
      <Stack align="center" gap="lg">
        <img src={light ? '/logo-white.svg' : '/logo-dark.svg'} alt="" width={64} height={64} />
        <Loader type="dots" size="md" />
      </Stack>
    </Center>
  );
}
