import type { MongoAbility } from '@casl/ability';
import { useAbility } from '@casl/react';
import { Suspense } from 'react';
import type { ModuleManifest, NavbarItem } from '../../lib/manifest';
import { moduleManifests } from '../menu/module-manifests';
import classes from './navbar.module.css';

/** The navbar controls of the manifests that have one, in menu order. */
export function navbarItems(manifests: readonly ModuleManifest[]): (NavbarItem & { id: string })[] {
  return [...manifests]
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .flatMap(({ id, navbar }) => (navbar ? [{ id, ...navbar }] : []));
}

const items = navbarItems(moduleManifests);

/**
 * The modules' own navbar controls (the cart), for users whose ability allows each. Each is lazy:
 * nothing shows until its code has loaded, and the first paint does not wait for it.
 */
export function ModuleNavbarItems() {
  const ability = useAbility<MongoAbility>();
  return items
    .filter((item) => ability.can(item.can.action, item.can.subject))
    .map(({ id, component: Item }) => (
      <Suspense key={id} fallback={null}>
        <Item buttonClassName={classes.button} />
      </Suspense>
    ));
}
