/**
 * Writes the web app's route tree (apps/web/src/routeTree.gen.ts) from its route files, as Vite
 * does when it runs: after adding or removing a route file, without starting Vite.
 *
 *   npm run route-tree
 */
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const web = fileURLToPath(new URL('../apps/web', import.meta.url));
const config = getConfig({ target: 'react', autoCodeSplitting: true }, web);
await new Generator({ config, root: web }).run();
