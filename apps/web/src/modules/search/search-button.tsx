import { UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavbarItemProps } from '../../lib/manifest';

// The palette (Mantine Spotlight and its styles) loads on first use, or when the pointer or
// focus reaches the button: the navbar itself stays light.
const loadPalette = () => import('./search-palette');
const SearchPalette = lazy(() =>
  loadPalette().then((module) => ({ default: module.SearchPalette })),
);

/**
 * The navbar's search icon (REFERENCE §5.4), and Ctrl+K / ⌘K anywhere in the app, even from a
 * text field, as in most apps with a command palette.
 */
export function SearchButton({ buttonClassName }: NavbarItemProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // Mounted once opened, then kept: the query and its answers stay cached for the next time.
  const [used, setUsed] = useState(false);
  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  // The physical key, so it works with any keyboard layout (an Arabic one types ن there).
  useHotkeys([['mod+K', open, { usePhysicalKeys: true }]], []);
  return (
    <>
      <UnstyledButton
        type="button"
        className={buttonClassName}
        aria-label={t('search.open')}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
      >
        <IconSearch size={20} stroke={1.7} aria-hidden />
      </UnstyledButton>
      {used && (
        <Suspense fallback={null}>
          <SearchPalette opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
