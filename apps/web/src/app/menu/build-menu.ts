import { type MenuGroup, type MenuLink, type ModuleManifest, byOrder } from '../../lib/manifest';

export type MenuItem = MenuLink | MenuGroup;
export type SectionId = ModuleManifest['section'];

export interface MenuSection {
  id: SectionId;
  items: MenuItem[];
}

/**
 * Section order: dashboards first, then "Apps & Pages", "User Interface", "Forms & Tables",
 * then "Misc".
 */
export const sectionOrder: readonly SectionId[] = ['dashboards', 'apps', 'ui', 'tables', 'misc'];

/** Header key per section; dashboards sit at the top without one. */
export const sectionTitleKey: Record<SectionId, string | null> = {
  dashboards: null,
  apps: 'app.menu.sections.apps',
  ui: 'app.menu.sections.ui',
  tables: 'app.menu.sections.tables',
  misc: 'app.menu.sections.misc',
};

type Can = (action: string, subject: string) => boolean;

/** A link shows when the user can do what it needs; a group only when one of its links shows. */
function visible(item: MenuItem, can: Can): MenuItem[] {
  if (item.kind === 'link') return can(item.can.action, item.can.subject) ? [item] : [];
  const children = item.children.filter((child) => can(child.can.action, child.can.subject));
  return children.length > 0 ? [{ ...item, children }] : [];
}

/**
 * The menu the signed-in user sees: manifests ordered by section then `order`, entries filtered by
 * ability, and sections left out when nothing under them shows (so no lone headers).
 */
export function buildMenu(manifests: readonly ModuleManifest[], can: Can): MenuSection[] {
  const sorted = [...manifests].sort(
    (a, b) => sectionOrder.indexOf(a.section) - sectionOrder.indexOf(b.section) || byOrder(a, b),
  );
  return sectionOrder
    .map((id) => ({
      id,
      items: sorted
        .filter((manifest) => manifest.section === id)
        .flatMap((manifest) => manifest.menu)
        .flatMap((item) => visible(item, can)),
    }))
    .filter((section) => section.items.length > 0);
}
