import { writeFileSync } from 'node:fs';
import { buildSeedImage } from './seed-image';

/** `tsx src/mock/seed-image-cli.ts <out.tar.gz>`: writes the mock mode's seeded database image. */
const out = process.argv[2];
if (!out) {
  console.error('usage: seed-image-cli <out.tar.gz>');
  process.exit(2);
}
const image = await buildSeedImage();
writeFileSync(out, Buffer.from(await image.arrayBuffer()));
console.log(`demo database image: ${out} (${Math.round(image.size / 1024)} KB)`);
