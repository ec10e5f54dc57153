import { UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NavbarItemProps } from '../../lib/manifest';
import { loadPalette } from './quick-search';
import { openQuickSearch } from './quick-search-keys';

/**
 * The navbar's search icon. The palette itself, and Ctrl+K / ⌘K, are the shell's
 * (`QuickSearch`): they work without this button, e.g. with the navbar hidden. Its code is asked
 * for as the pointer or the focus reaches the button, so a click seldom waits for it.
 */
export function SearchButton({ buttonClassName }: NavbarItemProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      type="button"
      className={buttonClassName}
      aria-label={t('search.open')}
      aria-keyshortcuts="Control+K Meta+K /"
      aria-haspopup="dialog"
      onClick={openQuickSearch}
      onPointerEnter={() => void loadPalette()}
      onFocus={() => void loadPalette()}
    >
      <IconSearch size={20} stroke={1.7} aria-hidden />
    </UnstyledButton>
  );
}
