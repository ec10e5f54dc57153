import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../components/deferred-menu';
import { isRtlLanguage, languages } from '../../lib/i18n';
import { useLayout } from '../layout/layout-store';
import { NavbarButton } from './navbar-button';

/** Language dropdown; Arabic also turns the layout right to left. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const update = useLayout((state) => state.update);
  const current = languages.find((language) => language.code === i18n.resolvedLanguage);
  const choose = (code: string) => {
    void i18n.changeLanguage(code);
    update({ direction: isRtlLanguage(code) ? 'rtl' : 'ltr' });
  };
  return (
    <DeferredMenu
      menuProps={{ position: 'bottom-end', shadow: 'md', width: 180 }}
      target={
        <NavbarButton aria-label={t('app.navbar.language', { language: current?.label ?? '' })}>
          <IconLanguage size={20} stroke={1.7} aria-hidden />
          <span aria-hidden>{(current?.code ?? 'en').toUpperCase()}</span>
        </NavbarButton>
      }
    >
      {(Menu) =>
        languages.map((language) => {
          const selected = language.code === current?.code;
          return (
            <Menu.Item
              key={language.code}
              lang={language.code}
              aria-current={selected ? 'true' : undefined}
              rightSection={selected ? <IconCheck size={16} aria-hidden /> : null}
              onClick={() => choose(language.code)}
            >
              {language.label}
            </Menu.Item>
          );
        })
      }
    </DeferredMenu>
  );
}
