import type { MongoAbility } from '@casl/ability';
import { useAbility } from '@casl/react';
import { Suspense } from 'react';
import { type ModuleManifest, type NavbarItem, byOrder } from '../../lib/manifest';
import { AfterPage } from '../../components/after-page';
import { moduleManifests } from '../menu/module-manifests';
import classes from './navbar.module.css';

type Placement = NonNullable<NavbarItem['placement']>;

/** The navbar controls of the manifests that have one, at one end of the bar, in menu order. */
export function navbarItems(
  manifests: readonly ModuleManifest[],
  placement: Placement = 'end',
): (NavbarItem & { id: string })[] {
  return [...manifests]
    .sort(byOrder)
    .flatMap(({ id, navbar }) =>
      (Array.isArray(navbar) ? navbar : navbar ? [navbar] : []).map((item, index) => ({
        ...item,
        id: `${id}-${index}`,
      })),
    )
    .filter((item) => (item.placement ?? 'end') === placement);
}

const items: Record<Placement, (NavbarItem & { id: string })[]> = {
  start: navbarItems(moduleManifests, 'start'),
  end: navbarItems(moduleManifests, 'end'),
};

/**
 * The modules' own navbar controls (the cart, the quick search, the bookmarks) at one end of the
 * bar, for users whose ability allows each. Each is lazy, and asked for once the first page has
 * been drawn (`AfterPage`), so no first paint waits for it. Until it comes, an empty box of a bar
 * button's size holds its place: the controls beside it are drawn where they will stay.
 */
export function ModuleNavbarItems({ placement = 'end' }: { placement?: Placement }) {
  const ability = useAbility<MongoAbility>();
  return items[placement]
    .filter((item) => ability.can(item.can.action, item.can.subject))
    .map(({ id, component: Item }) => {
      const placeholder = (
        <span className={classes.placeholder} data-placement={placement} aria-hidden />
      );
      return (
        <AfterPage key={id} fallback={placeholder}>
          <Suspense fallback={placeholder}>
            <Item buttonClassName={classes.button} />
          </Suspense>
        </AfterPage>
      );
    });
}
