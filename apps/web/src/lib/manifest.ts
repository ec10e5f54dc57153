import type { Icon } from '@tabler/icons-react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** What a menu entry needs the user to be able to do (CASL), as the API checks it too. */
export interface Can {
  action: string;
  subject: string;
}

export interface MenuLink {
  kind: 'link';
  /** i18n key of the title, e.g. `users.menu.list`. */
  titleKey: string;
  to: string;
  icon?: Icon;
  can: Can;
  /**
   * The `id` of a group this link joins, which another module's manifest may declare: the Pages
   * group holds the blog's link. With no such group the link shows on its own.
   */
  group?: string;
  /** The link's place in a group that several modules fill (lower first). */
  position?: number;
}

export interface MenuGroup {
  kind: 'group';
  /** Names the group for links other modules add to it (see `MenuLink.group`). */
  id?: string;
  titleKey: string;
  icon: Icon;
  children: MenuLink[];
}

/** What the shell hands a module's navbar item: its class for a bar button (colour, hover, size). */
export interface NavbarItemProps {
  buttonClassName?: string;
}

/**
 * A control a module adds to the navbar (the e-commerce cart, the quick search, the bookmarks).
 * Lazy, so its code stays out of the first paint; shown only to users who can do what it needs.
 */
export interface NavbarItem {
  component: LazyExoticComponent<ComponentType<NavbarItemProps>>;
  can: Can;
  /**
   * Where in the bar: `end` (the default) among the shell's own controls, or `start`, after the
   * menu toggle (and the brand), where the bookmarks sit.
   */
  placement?: 'start' | 'end';
}

/**
 * Each module describes its menu entries; the shell collects the manifests, orders them by section
 * and `order`, and shows only what the signed-in user's ability allows.
 */
export interface ModuleManifest {
  id: string;
  /**
   * The menu section: dashboards, "Monitoring", "Apps & Pages", "User Interface", "Forms & Tables",
   * or "Misc".
   */
  section: 'dashboards' | 'monitoring' | 'apps' | 'ui' | 'tables' | 'misc';
  /** Position within the section (Email 20 … User 27, Pages 28). */
  order: number;
  menu: (MenuLink | MenuGroup)[];
  /** Optional navbar controls, placed by the shell among its own. */
  navbar?: NavbarItem | NavbarItem[];
  /** The access subjects its screens need: rows of a role's matrix, named in its own locales. */
  subjects?: SubjectEntry[];
  /** What it writes to the audit log (its tables), named in its own locales. */
  auditResources?: AuditResourceEntry[];
}

/** An access subject as the API names it (`Todo`), and its row in a role's matrix. */
export interface SubjectEntry {
  subject: string;
  /** i18n key of the row's name, e.g. `todo.subjects.Todo`. */
  titleKey: string;
  /** The row's place among every module's: the matrix lists them by it. */
  order: number;
}

/** An audit resource as the API names it (a table: `tasks`). */
export interface AuditResourceEntry {
  resource: string;
  /** i18n key of its name, e.g. `todo.auditResources.tasks`. */
  titleKey: string;
}

/**
 * Manifests by `order`, then by id. Not `localeCompare`: ids are ASCII, and a page's first
 * `localeCompare` loads ICU's collator (slow, and slower on a phone), on the start's path for the
 * menu and the navbar.
 */
export const byOrder = (a: ModuleManifest, b: ModuleManifest): number =>
  a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
