import {
  IconCommand,
  IconDeviceWatch,
  IconHash,
  IconShoppingCart,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';

/** The API names Feather icons (kept for API compatibility); these are their Tabler counterparts. */
const icons: Record<string, Icon> = {
  Watch: IconDeviceWatch,
  ShoppingCart: IconShoppingCart,
  Command: IconCommand,
  Hash: IconHash,
  Video: IconVideo,
};

export function CategoryIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Glyph = icons[name] ?? IconHash;
  return <Glyph size={size} aria-hidden />;
}
