import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from './layout/layout-store';

const SHOW_AFTER = 300;

/**
 * Whether the window is scrolled more than `threshold` px down. Unlike Mantine's
 * `useWindowScroll`, it does not read the position in the mount effect: that read, right after the
 * shell's first commit, would force a synchronous layout of the whole page inside the same long
 * task. The first read waits for the next frame, where the layout is due
 * anyway; a scroll the browser restores later fires a scroll event. A boolean state also spares a
 * re-render on every scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    const frame = requestAnimationFrame(update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [threshold]);
  return past;
}

/**
 * Appears once the page is scrolled 300 px down, on the reading end's side. Its Affix, a portal
 * that mounts in an update of its own, comes with the first scroll: mounted with the first screen,
 * it made that screen's commit render a second time at once, a long task on a phone.
 */
export function ScrollToTop() {
  const moved = useScrolledPast(0);
  // Kept once mounted, so that going back to the top plays the button's exit to its end.
  const [wanted, setWanted] = useState(false);
  if (moved && !wanted) setWanted(true);
  return wanted ? <ScrollToTopButton /> : null;
}

function ScrollToTopButton() {
  const { t } = useTranslation();
  const scrolled = useScrolledPast(SHOW_AFTER);
  const rtl = useLayout((state) => state.direction === 'rtl');
  // Stay clear of a sticky footer.
  const bottom = useLayout((state) => (state.footerType === 'sticky' ? 68 : 20));
  return (
    <Affix position={rtl ? { bottom, left: 20 } : { bottom, right: 20 }}>
      <Transition transition="slide-up" mounted={scrolled}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="lg"
            radius="xl"
            aria-label={t('app.scrollTop')}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <IconArrowUp size={20} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
