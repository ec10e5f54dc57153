import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sectionTitleKey } from './build-menu';
import { MenuGroupItem } from './menu-group-item';
import { MenuLinkItem } from './menu-link-item';
import classes from './menu.module.css';
import { useMenu } from './use-menu';

interface Props {
  /** False for the collapsed rail (icons only). */
  expanded: boolean;
  /**
   * The menu is the collapsed rail, shown wide only while the pointer or focus is in it. Its groups
   * then open only when clicked, so widening moves no entry up or down under the pointer.
   */
  rail?: boolean;
  /** Called after a link is followed, e.g. to close the mobile drawer. */
  onNavigate?: () => void;
}

/** The vertical menu: sections in their order (build-menu.ts), only what the user may open. */
export function VerticalMenu({ expanded, rail = false, onNavigate }: Props) {
  const { t } = useTranslation();
  const sections = useMenu();
  return (
    <nav aria-label={t('app.menu.label')} className={classes.nav}>
      {sections.map((section) => {
        const titleKey = sectionTitleKey[section.id];
        return (
          <div
            key={section.id}
            role={titleKey ? 'group' : undefined}
            aria-label={titleKey ? t(titleKey) : undefined}
          >
            {titleKey &&
              (expanded ? (
                <div className={classes.sectionTitle} aria-hidden>
                  {t(titleKey)}
                </div>
              ) : (
                <div className={classes.sectionDots} aria-hidden>
                  <IconDots size={18} />
                </div>
              ))}
            {section.items.map((item) =>
              item.kind === 'link' ? (
                <MenuLinkItem
                  key={item.to}
                  link={item}
                  expanded={expanded}
                  onNavigate={onNavigate}
                />
              ) : (
                <MenuGroupItem
                  key={item.titleKey}
                  group={item}
                  expanded={expanded}
                  rail={rail}
                  onNavigate={onNavigate}
                />
              ),
            )}
          </div>
        );
      })}
    </nav>
  );
}
