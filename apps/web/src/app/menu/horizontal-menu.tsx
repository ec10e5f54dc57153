import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { type MenuItem, sectionTitleKey } from './build-menu';
import { HorizontalDropdown } from './horizontal-dropdown';
import { isActivePath } from './is-active';
import classes from './menu.module.css';
import { useMenu } from './use-menu';

/**
 * The horizontal layout's menu bar: a section with a header ("Apps & Pages", "Misc") becomes one
 * dropdown; the dashboards section shows its entries directly.
 */
export function HorizontalMenu() {
  const { t } = useTranslation();
  const sections = useMenu();
  return (
    <nav aria-label={t('app.menu.label')} className={classes.horizontal}>
      {sections.flatMap((section) => {
        const titleKey = sectionTitleKey[section.id];
        if (titleKey)
          return [
            <HorizontalDropdown key={section.id} title={t(titleKey)} items={section.items} />,
          ];
        return section.items.map((item) => <TopEntry key={keyOf(item)} item={item} />);
      })}
    </nav>
  );
}

const keyOf = (item: MenuItem) => (item.kind === 'link' ? item.to : item.titleKey);

function TopEntry({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (item.kind === 'group')
    return <HorizontalDropdown title={t(item.titleKey)} icon={item.icon} items={item.children} />;
  const Icon = item.icon;
  const active = isActivePath(pathname, item.to);
  return (
    <Link
      to={item.to}
      className={classes.topItem}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      {Icon && <Icon size={18} stroke={1.7} aria-hidden />}
      {t(item.titleKey)}
    </Link>
  );
}
