import { buildMenu } from './build-menu';
import { moduleManifests } from './module-manifests';

/** The first page of the menu a user sees: the home of a role the app did not ship with. */
export function firstPage(can: (action: string, subject: string) => boolean): string {
  const first = buildMenu(moduleManifests, can)[0]?.items[0];
  const to = first?.kind === 'group' ? first.children[0]?.to : first?.to;
  return to ?? '/misc/not-authorized';
}
