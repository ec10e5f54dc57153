import { CheckIcon, ColorSwatch, Group, Input } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavbarColor, navbarColors } from '../layout/layout-options';
import { useLayout } from '../layout/layout-store';
import { navbarColorStyles } from '../navbar/navbar-colors';

/** Navbar colour swatches: toggle buttons, so each says whether it is chosen. */
export function NavbarColorPicker() {
  const { t } = useTranslation();
  const id = useId();
  const current = useLayout((state) => state.navbarColor);
  const update = useLayout((state) => state.update);
  const swatchOf = (color: NavbarColor) =>
    color === 'white' ? 'var(--mantine-color-white)' : navbarColorStyles[color].bg;
  return (
    <div>
      <Input.Label id={id} component="span" display="block">
        {t('app.customizer.navbarColor')}
      </Input.Label>
      <Group role="group" aria-labelledby={id} gap={8} mt={8}>
        {navbarColors.map((color) => {
          const selected = color === current;
          return (
            <ColorSwatch
              key={color}
              component="button"
              type="button"
              color={swatchOf(color)}
              size={30}
              radius="sm"
              withShadow
              aria-label={t(`app.customizer.colors.${color}`)}
              aria-pressed={selected}
              onClick={() => update({ navbarColor: color })}
              style={{
                cursor: 'pointer',
                color: navbarColorStyles[color].on === 'light' ? 'white' : 'black',
                // White on a light drawer and dark on a dark one would vanish without an edge.
                border: '1px solid var(--mantine-color-default-border)',
              }}
            >
              {selected && <CheckIcon size={12} />}
            </ColorSwatch>
          );
        })}
      </Group>
    </div>
  );
}
