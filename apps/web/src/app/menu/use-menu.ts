import type { MongoAbility } from '@casl/ability';
import { useAbility } from '@casl/react';
import { type MenuSection, buildMenu } from './build-menu';
import { moduleManifests } from './module-manifests';

/** The menu for the current ability; `useAbility` re-renders when the user (and so rules) change. */
export function useMenu(): MenuSection[] {
  const ability = useAbility<MongoAbility>();
  return buildMenu(moduleManifests, (action, subject) => ability.can(action, subject));
}
