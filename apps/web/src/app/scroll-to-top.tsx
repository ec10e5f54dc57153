import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLayout } from './layout/layout-store';

/** Appears once the page is scrolled 300 px down (REFERENCE §5.1), on the reading end's side. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  const rtl = useLayout((state) => state.direction === 'rtl');
  // Stay clear of a sticky footer.
  const bottom = useLayout((state) => (state.footerType === 'sticky' ? 68 : 20));
  return (
    <Affix position={rtl ? { bottom, left: 20 } : { bottom, right: 20 }}>
      <Transition transition="slide-up" mounted={scroll.y > 300}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="lg"
            radius="xl"
            aria-label={t('app.scrollTop')}
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={20} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
