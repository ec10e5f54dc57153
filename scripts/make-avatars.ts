/**
 * Writes the avatar illustrations the seed data points at (flat head-and-shoulders portraits,
 * 120 × 120, no external references, fonts or scripts):
 *
 *   - apps/web/public/assets/images/avatars/1.svg … 12.svg (the sample users; the demo client
 *     uses 1.svg);
 *   - apps/web/public/assets/images/portrait/avatar-admin.svg (the demo admin).
 *
 * Deterministic: the same input always gives the same bytes. Run `tsx scripts/make-avatars.ts`
 * after changing a portrait below, and commit the SVG files it writes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

type Hair =
  | 'short'
  | 'quiff'
  | 'long'
  | 'wavy'
  | 'bob'
  | 'bun'
  | 'curly'
  | 'bald'
  | 'spiky'
  | 'ponytail'
  | 'headscarf'
  | 'beanie';
type Top = 'crew' | 'collar' | 'hoodie' | 'blazer';
type Mouth = 'smile' | 'grin' | 'soft';

interface Portrait {
  background: string;
  skin: string;
  hair: Hair;
  hairColor: string;
  top: Top;
  topColor: string;
  mouth: Mouth;
  /** Headscarf / beanie fabric colour. */
  accent?: string;
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
  freckles?: boolean;
}

const eyeColor = '#2b2b33';
const lipColor = '#8a3b36';

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const channel = (i: number) => {
    const value = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    const mixed = Math.round(value + (target - value) * Math.abs(amount));
    return mixed.toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const stroke = (d: string, color: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

/** Hair drawn behind the head (and in front of the shoulders). */
function hairBack(p: Portrait): string {
  const c = p.hairColor;
  switch (p.hair) {
    case 'long':
      return path(
        'M35 58C31 30 46 22 60 22S89 30 85 58C86 76 90 90 93 100H27C30 90 34 76 35 58Z',
        c,
      );
    case 'wavy':
      return path(
        'M34 58C30 28 46 21 60 21S90 28 86 58C92 66 86 74 92 82S88 96 94 102H26C32 96 26 90 28 82S28 66 34 58Z',
        c,
      );
    case 'bob':
      return path('M34 58C30 30 46 22 60 22S90 30 86 58L88 82C78 87 42 87 32 82Z', c);
    case 'bun':
      return circle(60, 24, 11, c);
    case 'curly': {
      const puffs = [
        [34, 58, 9],
        [32, 46, 10],
        [37, 34, 11],
        [47, 25, 11],
        [60, 21, 12],
        [73, 25, 11],
        [83, 34, 11],
        [88, 46, 10],
        [86, 58, 9],
      ] as const;
      return (
        path('M34 60C30 30 44 24 60 24S90 30 86 60Z', c) +
        puffs.map(([x, y, r]) => circle(x, y, r, c)).join('')
      );
    }
    case 'ponytail':
      return path('M76 38C98 40 102 68 92 90C90 74 86 60 78 54Z', c);
    case 'headscarf': {
      const fabric = p.accent ?? c;
      return (
        path(
          'M30 62C28 34 44 19 60 19S92 34 90 62C90 80 92 90 100 98C88 110 72 113 60 113S32 110 20 98C28 90 30 80 30 62Z',
          fabric,
        ) + stroke('M44 90Q60 101 76 90M40 99Q60 108 80 99', shade(fabric, -0.2), 2)
      );
    }
    default:
      return '';
  }
}

/** Hair, hats and scarves drawn over the head. */
function hairFront(p: Portrait): string {
  const c = p.hairColor;
  const cap = 'M38 58C34 34 46 27 60 27S86 34 82 58C80 46 72 40 60 40S40 46 38 58Z';
  switch (p.hair) {
    case 'short':
      return path(
        'M38 62C34 36 46 25 60 25S86 36 82 62C80 54 79 48 76 44C70 42 50 42 44 44C41 48 40 54 38 62Z',
        c,
      );
    case 'quiff':
      return path(
        'M38 56C34 30 48 18 64 20C80 22 88 34 82 56C81 48 79 43 75 40C66 44 54 43 47 38C43 42 39 48 38 56Z',
        c,
      );
    case 'long':
    case 'wavy':
      return path('M38 60C34 32 47 24 60 24S86 32 82 60C80 48 75 41 67 38C60 45 48 48 39 50Z', c);
    case 'bob':
      return path('M37 58C34 31 46 24 60 24S86 31 83 58V46C74 43 46 43 37 46Z', c);
    case 'bun':
    case 'ponytail':
      return path(cap, c);
    case 'curly':
      return [44, 52, 60, 68, 76].map((x, i) => circle(x, i % 2 ? 37 : 39, 7, c)).join('');
    case 'bald':
      return (
        path('M38 64C36 54 37 48 40 44L45 50L43 62Z', c) +
        path('M82 64C84 54 83 48 80 44L75 50L77 62Z', c) +
        stroke('M50 36Q56 33 62 34', '#ffffff', 2.5).replace('/>', ' opacity=".35"/>')
      );
    case 'spiky':
      return path(
        'M37 58C35 44 37 37 41 33L43 22L50 29L55 18L62 27L69 19L72 29L80 25L79 36C84 42 85 50 83 58C80 50 76 45 70 43C60 45 50 45 44 44C41 48 39 52 37 58Z',
        c,
      );
    case 'headscarf': {
      const fabric = p.accent ?? c;
      return path('M35 64C33 36 46 27 60 27S87 36 85 64C83 48 74 40 60 40S37 48 35 64Z', fabric);
    }
    case 'beanie': {
      const wool = p.accent ?? c;
      return (
        path('M38 56C36 50 37 46 40 44H80C83 46 84 50 82 56C80 50 40 50 38 56Z', c) +
        path('M37 46C36 28 47 19 60 19S84 28 83 46Z', wool) +
        `<rect x="34" y="41" width="52" height="11" rx="5.5" fill="${shade(wool, -0.2)}"/>` +
        circle(60, 17, 6, shade(wool, 0.5))
      );
    }
  }
}

function clothes(p: Portrait): string {
  const body = path('M14 120C14 99 33 88 60 88S106 99 106 120Z', p.topColor);
  const neck = path('M51 68H69V88Q60 97 51 88Z', shade(p.skin, -0.12));
  switch (p.top) {
    case 'crew':
      return body + neck;
    case 'collar':
      return (
        body +
        neck +
        path('M50 86L60 97L54 103L45 91Z', '#ffffff') +
        path('M70 86L60 97L66 103L75 91Z', '#ffffff')
      );
    case 'hoodie':
      return (
        body +
        path(
          'M42 92C44 84 52 80 60 80S76 84 78 92C72 102 48 102 42 92Z',
          shade(p.topColor, -0.18),
        ) +
        neck +
        stroke('M54 97V110M66 97V110', '#f1f3f5', 2)
      );
    case 'blazer':
      return (
        body +
        path('M47 88H73L60 120Z', '#ffffff') +
        path('M57 94H63L65 114L60 120L55 114Z', '#4263eb') +
        neck +
        path('M49 87L60 96L54 100Z', '#ffffff') +
        path('M71 87L60 96L66 100Z', '#ffffff') +
        path('M47 88L58 120H40L38 98Z', shade(p.topColor, -0.15)) +
        path('M73 88L62 120H80L82 98Z', shade(p.topColor, -0.15))
      );
  }
}

function face(p: Portrait): string {
  const brow = p.hair === 'bald' ? p.hairColor : shade(p.hairColor, -0.1);
  const parts = [
    stroke('M46 51Q51 48 56 50M64 50Q69 48 74 51', brow, 2.2),
    circle(51, 58, 2.7, eyeColor),
    circle(69, 58, 2.7, eyeColor),
    circle(52, 57, 0.8, '#ffffff'),
    circle(70, 57, 0.8, '#ffffff'),
    stroke('M60 60Q62.5 65 59 66', shade(p.skin, -0.25), 1.8),
  ];
  if (!p.beard) {
    parts.push(
      circle(46, 66, 4, '#ff6b6b').replace('/>', ' opacity=".22"/>'),
      circle(74, 66, 4, '#ff6b6b').replace('/>', ' opacity=".22"/>'),
    );
  }
  if (p.freckles) {
    const spots = [45, 48, 47, 73, 72, 75].map((x, i) =>
      circle(x, i % 3 === 1 ? 63 : 65, 0.8, shade(p.skin, -0.3)),
    );
    parts.push(...spots);
  }
  if (p.beard) {
    parts.push(
      path('M38 60C38 80 48 88 60 88S82 80 82 60C80 70 74 73 60 73S40 70 38 60Z', p.hairColor),
      path('M51 70Q60 65 69 70Q60 72 51 70Z', p.hairColor),
    );
  }
  switch (p.mouth) {
    case 'smile':
      parts.push(stroke('M53 71Q60 76 67 71', lipColor, 2.2));
      break;
    case 'grin':
      parts.push(
        path('M52 69H68Q67 78 60 78T52 69Z', lipColor),
        path('M54 69.6H66Q65.5 72 60 72T54 69.6Z', '#ffffff'),
      );
      break;
    case 'soft':
      parts.push(stroke('M55 72Q60 74.5 65 72', lipColor, 2));
      break;
  }
  if (p.glasses) {
    parts.push(
      `<g fill="#ffffff" fill-opacity=".18" stroke="#263238" stroke-width="2">` +
        `<circle cx="51" cy="58" r="7"/><circle cx="69" cy="58" r="7"/></g>`,
      stroke('M58 57Q60 55.5 62 57M44 57L39 55M76 57L81 55', '#263238', 2),
    );
  }
  return parts.join('');
}

function avatar(p: Portrait): string {
  const ears =
    p.hair === 'headscarf' || p.hair === 'beanie'
      ? ''
      : circle(38, 59, 5, shade(p.skin, -0.06)) + circle(82, 59, 5, shade(p.skin, -0.06));
  const earrings = p.earrings
    ? circle(38, 66, 2.2, '#fcc419') + circle(82, 66, 2.2, '#fcc419')
    : '';
  const body = [
    `<rect width="120" height="120" fill="${p.background}"/>`,
    // Hair falls behind the shoulders; a headscarf drapes over them.
    p.hair === 'headscarf' ? clothes(p) + hairBack(p) : hairBack(p) + clothes(p),
    ears,
    earrings,
    `<ellipse cx="60" cy="56" rx="22" ry="25" fill="${p.skin}"/>`,
    hairFront(p),
    face(p),
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">${body}</svg>\n`;
}

const skin = {
  porcelain: '#fde3d0',
  fair: '#f6cfb0',
  light: '#eebf94',
  golden: '#e0ac69',
  tan: '#c68642',
  brown: '#9a6337',
  deep: '#6b4226',
  ebony: '#4e3020',
};

const users: Portrait[] = [
  {
    background: '#dbe4ff',
    skin: skin.fair,
    hair: 'short',
    hairColor: '#3b2a20',
    top: 'crew',
    topColor: '#4c6ef5',
    mouth: 'smile',
  },
  {
    background: '#ffe3e3',
    skin: skin.porcelain,
    hair: 'long',
    hairColor: '#d9a84e',
    top: 'crew',
    topColor: '#12b886',
    mouth: 'grin',
    earrings: true,
  },
  {
    background: '#fff3bf',
    skin: skin.deep,
    hair: 'curly',
    hairColor: '#1d1a1a',
    top: 'crew',
    topColor: '#f76707',
    mouth: 'grin',
  },
  {
    background: '#d3f9d8',
    skin: skin.light,
    hair: 'bob',
    hairColor: '#15131a',
    top: 'crew',
    topColor: '#e03131',
    mouth: 'smile',
    glasses: true,
  },
  {
    background: '#e5dbff',
    skin: skin.tan,
    hair: 'bald',
    hairColor: '#adb5bd',
    top: 'collar',
    topColor: '#2f9e44',
    mouth: 'smile',
    beard: true,
    glasses: true,
  },
  {
    background: '#c5f6fa',
    skin: skin.golden,
    hair: 'bun',
    hairColor: '#7a3b1e',
    top: 'crew',
    topColor: '#ae3ec9',
    mouth: 'soft',
    earrings: true,
  },
  {
    background: '#ffe8cc',
    skin: skin.porcelain,
    hair: 'spiky',
    hairColor: '#c2502b',
    top: 'hoodie',
    topColor: '#364fc7',
    mouth: 'grin',
    freckles: true,
  },
  {
    background: '#e6fcf5',
    skin: skin.tan,
    hair: 'headscarf',
    hairColor: '#1d1a1a',
    accent: '#c2255c',
    top: 'crew',
    topColor: '#862e9c',
    mouth: 'smile',
  },
  {
    background: '#d0ebff',
    skin: skin.brown,
    hair: 'quiff',
    hairColor: '#1a1414',
    top: 'collar',
    topColor: '#495057',
    mouth: 'smile',
    beard: true,
  },
  {
    background: '#fff0f6',
    skin: skin.light,
    hair: 'ponytail',
    hairColor: '#4a2c1d',
    top: 'crew',
    topColor: '#f59f00',
    mouth: 'grin',
  },
  {
    background: '#c3fae8',
    skin: skin.golden,
    hair: 'beanie',
    hairColor: '#5c3b24',
    accent: '#e8590c',
    top: 'hoodie',
    topColor: '#5c677d',
    mouth: 'smile',
  },
  {
    background: '#f3d9fa',
    skin: skin.ebony,
    hair: 'wavy',
    hairColor: '#111014',
    top: 'crew',
    topColor: '#ff6b6b',
    mouth: 'soft',
    earrings: true,
  },
];

const admin: Portrait = {
  background: '#bac8ff',
  skin: skin.fair,
  hair: 'quiff',
  hairColor: '#4a3222',
  top: 'blazer',
  topColor: '#25306b',
  mouth: 'smile',
  glasses: true,
};

const images = fileURLToPath(new URL('../apps/web/public/assets/images/', import.meta.url));
const files: [string, string][] = [
  ...users.map((p, i): [string, string] => [`avatars/${i + 1}.svg`, avatar(p)]),
  ['portrait/avatar-admin.svg', avatar(admin)],
];
for (const [name, svg] of files) {
  const file = images + name;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  console.log(`${name}: ${svg.length} bytes`);
}
