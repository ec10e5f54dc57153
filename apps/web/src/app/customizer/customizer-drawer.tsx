import { Divider, Drawer, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import {
  contentWidths,
  footerTypes,
  layoutTypes,
  navbarTypes,
  routerTransitions,
  skins,
} from '../layout/layout-options';
import { useLayout } from '../layout/layout-store';
import { NavbarColorPicker } from './navbar-color-picker';
import { OptionRadios } from './option-radios';

/**
 * The theme customizer. Every control writes the layout store, so the page
 * behind the drawer changes while the user looks at it.
 */
export function CustomizerDrawer() {
  const { t } = useTranslation();
  const state = useLayout(
    useShallow((s) => ({
      open: s.customizerOpen,
      skin: s.skin,
      direction: s.direction,
      layoutType: s.layoutType,
      contentWidth: s.contentWidth,
      routerTransition: s.routerTransition,
      menuCollapsed: s.menuCollapsed,
      menuHidden: s.menuHidden,
      navbarType: s.navbarType,
      footerType: s.footerType,
    })),
  );
  // Loaded on demand (shell-overlays.tsx): it mounts closed and then opens, so Mantine records the
  // focused button to return to and plays the transition even when the code came after the click.
  const mounted = useMounted();
  const update = useLayout((s) => s.update);
  const setOpen = useLayout((s) => s.setCustomizerOpen);
  const vertical = state.layoutType === 'vertical';
  const label =
    (group: string) =>
    <T extends string>(value: T) => ({ value, label: t(`app.customizer.${group}.${value}`) });

  return (
    <Drawer
      opened={state.open && mounted}
      onClose={() => setOpen(false)}
      // Mantine lays drawers out with flexbox, so "right" is already the end side in RTL.
      position="right"
      size="min(22.5rem, 100%)"
      title={
        <div>
          <Title order={2} size="h4">
            {t('app.customizer.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('app.customizer.subtitle')}
          </Text>
        </div>
      }
      closeButtonProps={{ 'aria-label': t('app.customizer.close') }}
      overlayProps={{ backgroundOpacity: 0.2 }}
    >
      <Stack gap="lg" pb="xl">
        <Divider label={t('app.customizer.theming')} labelPosition="left" />
        <OptionRadios
          label={t('app.customizer.skin')}
          value={state.skin}
          options={skins.filter((s) => vertical || s !== 'semi-dark').map(label('skins'))}
          onChange={(skin) => update({ skin })}
        />
        <OptionRadios
          label={t('app.customizer.contentWidth')}
          value={state.contentWidth}
          options={contentWidths.map(label('widths'))}
          onChange={(contentWidth) => update({ contentWidth })}
        />
        <Switch
          label={t('app.customizer.rtl')}
          checked={state.direction === 'rtl'}
          onChange={(event) => update({ direction: event.currentTarget.checked ? 'rtl' : 'ltr' })}
        />
        <Select
          label={t('app.customizer.routerTransition')}
          value={state.routerTransition}
          data={routerTransitions.map(label('transitions'))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
          onChange={(value) => {
            const next = routerTransitions.find((r) => r === value);
            if (next) update({ routerTransition: next });
          }}
        />

        <Divider label={t('app.customizer.menu')} labelPosition="left" />
        <OptionRadios
          label={t('app.customizer.menuLayout')}
          value={state.layoutType}
          options={layoutTypes.map(label('layouts'))}
          onChange={(layoutType) => update({ layoutType })}
        />
        {vertical && (
          <>
            <Switch
              label={t('app.customizer.menuCollapsed')}
              checked={state.menuCollapsed}
              onChange={(event) => update({ menuCollapsed: event.currentTarget.checked })}
            />
            <Switch
              label={t('app.customizer.menuHidden')}
              checked={state.menuHidden}
              onChange={(event) => update({ menuHidden: event.currentTarget.checked })}
            />
          </>
        )}

        <Divider label={t('app.customizer.navbar')} labelPosition="left" />
        <NavbarColorPicker />
        <OptionRadios
          label={t(vertical ? 'app.customizer.navbarType' : 'app.customizer.menuType')}
          value={state.navbarType}
          options={navbarTypes.filter((n) => vertical || n !== 'hidden').map(label('navbarTypes'))}
          onChange={(navbarType) => update({ navbarType })}
        />

        <Divider label={t('app.customizer.footer')} labelPosition="left" />
        <OptionRadios
          label={t('app.customizer.footerType')}
          value={state.footerType}
          options={footerTypes.map(label('footerTypes'))}
          onChange={(footerType) => update({ footerType })}
        />
      </Stack>
    </Drawer>
  );
}
