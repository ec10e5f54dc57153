import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiTypesCommand, apiTypesFile, renderApiTypes } from './api-types';

describe("the web's types of the API", () => {
  it(
    'match the routes as they are now',
    async () => {
      const committed = readFileSync(apiTypesFile, 'utf8');
      const stale = `${relative(process.cwd(), apiTypesFile)} is stale: run \`${apiTypesCommand}\``;
      expect(committed, stale).toBe(await renderApiTypes());
    },
    // The whole API is imported and its document built; the machine is shared.
    60_000,
  );
});
