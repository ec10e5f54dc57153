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
export const sectionOrder: readonly SectionId[] = [
  'dashboards',
  'monitoring',
  'apps',
  'ui',
  'tables',
  'misc',
];

/** Header key per section; dashboards sit at the top without one. */
export const sectionTitleKey: Record<SectionId, string | null> = {
  dashboards: null,
  monitoring: 'app.menu.sections.monitoring',
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

const byPosition = (links: MenuLink[]): MenuLink[] =>
  [...links].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

/**
 * Each link that names a group (`MenuLink.group`) moved into that group, wherever the group's own
 * module placed it, so a module owns its entry in a group another module declares. A link whose
 * group no manifest declares stays where its module put it.
 */
function joinGroups(manifests: readonly ModuleManifest[]): ModuleManifest[] {
  const declared = new Set(
    manifests.flatMap((manifest) =>
      manifest.menu.flatMap((item) => (item.kind === 'group' && item.id ? [item.id] : [])),
    ),
  );
  const joins = (item: MenuItem): item is MenuLink =>
    item.kind === 'link' && item.group !== undefined && declared.has(item.group);
  const joining = manifests.flatMap((manifest) => manifest.menu.filter(joins));
  return manifests.map((manifest) => ({
    ...manifest,
    menu: manifest.menu
      .filter((item) => !joins(item))
      .map((item) => {
        const added = joining.filter((link) => item.kind === 'group' && link.group === item.id);
        return item.kind === 'group' && added.length > 0
          ? { ...item, children: byPosition([...item.children, ...added]) }
          : item;
      }),
  }));
}

/**
 * The menu the signed-in user sees: manifests ordered by section then `order`, entries filtered by
 * ability, and sections left out when nothing under them shows (so no lone headers).
 */
export function buildMenu(manifests: readonly ModuleManifest[], can: Can): MenuSection[] {
  const sorted = joinGroups(
    [...manifests].sort(
      (a, b) => sectionOrder.indexOf(a.section) - sectionOrder.indexOf(b.section) || byOrder(a, b),
    ),
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
