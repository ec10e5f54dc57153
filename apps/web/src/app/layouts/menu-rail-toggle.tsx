import { ActionIcon } from '@mantine/core';
import { IconCircle, IconCircleDot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../layout/layout-store';

/** Pins the vertical menu open or folds it to the icon rail (persisted as `menuCollapsed`). */
export function MenuRailToggle() {
  const { t } = useTranslation();
  const collapsed = useLayout((state) => state.menuCollapsed);
  const update = useLayout((state) => state.update);
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      visibleFrom="sm"
      aria-label={t('app.menu.collapse')}
      aria-pressed={collapsed}
      onClick={() => update({ menuCollapsed: !collapsed })}
    >
      {collapsed ? <IconCircle size={20} aria-hidden /> : <IconCircleDot size={20} aria-hidden />}
    </ActionIcon>
  );
}
