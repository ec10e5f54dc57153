/**
 * Writes the product illustrations the shop's seed data points at: flat drawings, 400 × 400,
 * each a see-through tinted disc with the product centred on it (no background of their own, so
 * they sit on a light or a dark page alike), no external references, fonts or scripts:
 *
 *   - apps/web/public/assets/images/products/1.svg … 27.svg (one per product id).
 *
 * Deterministic: the same input always gives the same bytes. Run
 * `tsx scripts/make-product-images.ts` after changing a drawing below, and commit the SVG files it
 * writes. Clip-path ids carry the product number, so the drawings can also be inlined together.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Open Color level 6 of each hue, drawn see-through (a disc and its floor shadow): the page shows
 * through, so the backdrop is a pale tint on a light page and a dim one on a dark page, with no
 * box of its own around the drawing.
 */
type Backdrop = string;

const tint = {
  blue: '#228be6',
  orange: '#fd7e14',
  violet: '#7950f2',
  green: '#40c057',
  red: '#fa5252',
  cyan: '#15aabf',
  yellow: '#fab005',
  grape: '#be4bdb',
  teal: '#12b886',
  indigo: '#4c6ef5',
  pink: '#e64980',
  lime: '#82c91e',
} satisfies Record<string, Backdrop>;

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

/** Rounds to one decimal so computed coordinates stay short and stable. */
const n = (value: number) => Math.round(value * 10) / 10;
const op = (opacity: number) => ` opacity="${opacity}"`;

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const group = (attrs: string, ...children: string[]) => `<g ${attrs}>${children.join('')}</g>`;
/** A clip path named `id` plus the group it clips. */
const clipped = (id: string, shape: string, ...children: string[]) =>
  `<clipPath id="${id}">${shape}</clipPath>${group(`clip-path="url(#${id})"`, ...children)}`;

const white = '#ffffff';
const ink = '#212529';
const graphite = '#343a40';
const slate = '#495057';
const steel = '#adb5bd';
const silver = '#ced4da';
const mist = '#dee2e6';
const cloud = '#f1f3f5';
const glass = '#1c2333';
const glow = '#51cf66';

/** A white diagonal sheen for glossy surfaces. */
const sheen = (d: string, opacity = 0.18) => path(d, white, op(opacity));

/** Small rounded app tiles in a grid (phones and tablets). */
function appGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  size: number,
  gap: number,
  colors: readonly string[],
): string {
  let out = '';
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const color = colors[(row * cols + col) % colors.length] ?? white;
      out += rect(x + col * (size + gap), y + row * (size + gap), size, size, color, size / 4);
    }
  }
  return out;
}

const appColors = ['#ff6b6b', '#fcc419', '#51cf66', '#845ef7', '#ff922b', '#f06595', '#339af0'];

/** A sunny hills-and-mountains picture filling the given box. */
function landscape(x: number, y: number, w: number, h: number): string {
  const at = (fx: number, fy: number) => `${n(x + w * fx)} ${n(y + h * fy)}`;
  return [
    rect(x, y, w, h, '#74c0fc'),
    circle(x + w * 0.76, y + h * 0.28, h * 0.13, '#ffe066'),
    path(
      `M${at(0, 0.72)}L${at(0.22, 0.34)}L${at(0.38, 0.56)}L${at(0.55, 0.26)}L${at(0.82, 0.66)}L${at(1, 0.52)}V${n(y + h)}H${n(x)}Z`,
      '#5c7cfa',
    ),
    path(`M${at(0.49, 0.36)}L${at(0.55, 0.26)}L${at(0.61, 0.35)}L${at(0.57, 0.33)}Z`, white),
    path(
      `M${at(0, 0.8)}Q${at(0.3, 0.62)} ${at(0.6, 0.78)}T${at(1, 0.74)}V${n(y + h)}H${n(x)}Z`,
      '#51cf66',
    ),
    path(`M${at(0, 0.92)}Q${at(0.4, 0.8)} ${at(1, 0.9)}V${n(y + h)}H${n(x)}Z`, '#2f9e44'),
  ].join('');
}

/** An abstract wave wallpaper in three colours. */
function waves(x: number, y: number, w: number, h: number, colors: [string, string, string]) {
  const at = (fx: number, fy: number) => `${n(x + w * fx)} ${n(y + h * fy)}`;
  return [
    rect(x, y, w, h, colors[0]),
    path(
      `M${at(0, 0.45)}C${at(0.3, 0.2)} ${at(0.6, 0.8)} ${at(1, 0.4)}V${n(y + h)}H${n(x)}Z`,
      colors[1],
    ),
    path(
      `M${at(0, 0.75)}C${at(0.35, 0.55)} ${at(0.65, 1)} ${at(1, 0.7)}V${n(y + h)}H${n(x)}Z`,
      colors[2],
    ),
  ].join('');
}

interface Product {
  backdrop: Backdrop;
  /** Floor shadow under the product: [cx, cy, rx, ry]. */
  floor?: [number, number, number, number];
  draw: () => string;
}

const products: Product[] = [
  // 1 Wireless Optical Mouse (top view).
  {
    backdrop: tint.blue,
    floor: [212, 332, 92, 16],
    draw: () => {
      const body =
        'M200 70C266 70 286 136 286 206C286 290 252 330 200 330S114 290 114 206C114 136 134 70 200 70Z';
      return [
        path(body, graphite),
        path('M200 70C266 70 286 136 286 206C286 290 252 330 200 330Z', '#2b3035'),
        path('M200 70V180L118 180C122 120 146 70 200 70Z', slate),
        path('M200 70V180L282 180C278 120 254 70 200 70Z', '#3d444b'),
        stroke('M200 72V180M116 180Q200 200 284 180', ink, 4),
        rect(189, 104, 22, 50, ink, 11),
        rect(193, 110, 14, 38, '#339af0', 7),
        stroke('M198 116V142', '#a5d8ff', 3),
        sheen('M136 200C136 140 150 100 176 86C160 110 150 150 152 206Z', 0.14),
        circle(200, 290, 5, '#74c0fc'),
      ].join('');
    },
  },
  // 2 Fitness Tracker Band.
  {
    backdrop: tint.orange,
    floor: [200, 352, 70, 10],
    draw: () => {
      const strap = '#20c997';
      return [
        rect(156, 40, 88, 310, strap, 40),
        rect(222, 40, 22, 310, shade(strap, -0.15), 11),
        ...[272, 298, 324].map((y) => circle(200, y, 6, shade(strap, -0.35))),
        rect(136, 104, 128, 188, graphite, 52),
        rect(136, 104, 128, 188, 'none', 52, ` stroke="${ink}" stroke-width="6"`),
        rect(152, 122, 96, 152, '#0b1320', 40),
        path(
          'M200 178C186 166 168 164 168 150C168 140 180 134 188 140Q196 144 200 152Q204 144 212 140C220 134 232 140 232 150C232 164 214 166 200 178Z',
          '#ff6b6b',
        ),
        stroke('M166 210H180L188 196L198 226L208 202L214 210H234', '#63e6be', 5),
        rect(168, 244, 64, 10, slate, 5),
        rect(168, 244, 42, 10, '#fcc419', 5),
        sheen('M150 150C150 126 164 112 186 108C168 124 162 140 160 172Z', 0.2),
      ].join('');
    },
  },
  // 3 Noise-Cancelling Headphones (front view).
  {
    backdrop: tint.violet,
    floor: [200, 334, 120, 14],
    draw: () => {
      const shell = '#ff6b6b';
      const dark = shade(shell, -0.25);
      const cup = (x: number, flip: number) =>
        [
          rect(x - 10 * flip - 8, 178, 16, 40, steel, 6),
          ellipse(x, 252, 46, 74, shell),
          ellipse(x + 8 * flip, 258, 36, 64, dark, op(0.35)),
          ellipse(x + 36 * flip, 252, 20, 64, graphite),
          ellipse(x + 40 * flip, 252, 10, 52, ink),
          circle(x - 14 * flip, 216, 5, white, op(0.6)),
          sheen(
            `M${x - 30 * flip} 220C${x - 30 * flip} 200 ${x - 18 * flip} 188 ${x - 6 * flip} 186C${x - 18 * flip} 200 ${x - 22 * flip} 220 ${x - 22 * flip} 250Z`,
            0.3,
          ),
        ].join('');
      return [
        stroke('M104 220C104 130 140 72 200 72S296 130 296 220', graphite, 24),
        stroke('M124 160C140 110 170 92 200 92S260 110 276 160', ink, 14),
        stroke('M120 150C130 118 150 94 180 86', '#868e96', 5, op(0.6)),
        cup(114, 1),
        cup(286, -1),
      ].join('');
    },
  },
  // 4 Tilt-Head Stand Mixer (side view, facing right).
  {
    backdrop: tint.green,
    floor: [205, 334, 130, 14],
    draw: () => {
      const body = '#fa5252';
      const dark = shade(body, -0.2);
      return [
        rect(86, 300, 238, 30, body, 15),
        rect(86, 318, 238, 12, dark, 6),
        path('M100 306V204C100 172 116 160 140 160H170V306Z', body),
        path('M150 306V162H170V306Z', dark, op(0.6)),
        path(
          'M92 176C92 132 124 106 176 106C240 106 300 116 318 138C334 158 330 198 300 206H122C104 206 92 194 92 176Z',
          body,
        ),
        path(
          'M92 178C96 196 106 206 122 206H300C316 202 326 190 328 172C290 186 130 188 92 178Z',
          dark,
        ),
        rect(170, 198, 120, 10, silver, 5),
        circle(320, 164, 12, silver),
        circle(320, 164, 6, steel),
        circle(128, 148, 10, dark),
        stroke('M128 148L110 140', dark, 6),
        rect(246, 206, 12, 34, steel),
        stroke('M188 258C164 258 164 290 194 292', steel, 8),
        path('M180 244H326C324 298 302 320 253 320S182 298 180 244Z', silver),
        path('M253 244H326C324 298 302 320 253 320Z', steel),
        rect(172, 234, 162, 16, cloud, 8),
        sheen('M110 150C114 126 130 116 156 116C134 126 124 138 120 158Z', 0.35),
        sheen('M194 258C196 288 212 304 236 310C212 308 196 292 192 262Z', 0.6),
      ].join('');
    },
  },
  // 5 Mirrorless Camera Kit (front view).
  {
    backdrop: tint.red,
    floor: [200, 312, 136, 14],
    draw: () =>
      [
        path('M128 132L144 96H212L228 132Z', graphite),
        rect(152, 104, 52, 12, slate, 4),
        rect(248, 118, 38, 16, slate, 6),
        rect(250, 114, 34, 10, silver, 5),
        rect(70, 128, 260, 172, mist, 24),
        rect(70, 166, 260, 134, graphite, 24),
        rect(70, 166, 260, 40, graphite),
        rect(70, 128, 260, 38, silver, 24),
        rect(70, 150, 260, 16, silver),
        rect(70, 166, 62, 134, ink, 24),
        rect(100, 166, 32, 40, ink),
        ...[190, 214, 238, 262].map((y) => stroke(`M84 ${y}H118`, graphite, 4)),
        circle(96, 146, 9, steel),
        circle(306, 146, 6, '#ff6b6b'),
        circle(216, 212, 80, silver),
        circle(216, 212, 72, ink),
        circle(216, 212, 62, slate),
        circle(216, 212, 54, ink),
        circle(216, 212, 40, '#1b2540'),
        circle(216, 212, 24, '#364fc7'),
        circle(216, 212, 12, '#0b1320'),
        stroke('M184 194A36 36 0 0 1 212 176', '#a5d8ff', 6, op(0.7)),
        circle(236, 232, 5, white, op(0.5)),
      ].join(''),
  },
  // 6 Full HD Dash Camera (back view, windscreen suction mount, road on screen).
  {
    backdrop: tint.cyan,
    floor: [200, 322, 110, 12],
    draw: () =>
      [
        ellipse(200, 78, 58, 18, slate),
        ellipse(200, 74, 46, 12, graphite),
        rect(188, 84, 24, 44, graphite, 6),
        circle(200, 132, 16, slate),
        circle(200, 132, 7, graphite),
        rect(96, 140, 208, 160, ink, 28),
        path('M96 168A28 28 0 0 1 124 140H276A28 28 0 0 1 304 168Z', graphite, op(0.6)),
        clipped(
          'p6-screen',
          rect(116, 158, 168, 110, white, 10),
          rect(116, 158, 168, 60, '#74c0fc'),
          rect(116, 218, 168, 50, '#69db7c'),
          path('M150 268L194 218H206L250 268Z', '#868e96'),
          path('M196 268L199 218H201L204 268Z', white),
          path('M194 262H206L205 252H195Z', '#868e96'),
          path('M196 240H204L203 230H197Z', '#868e96'),
          circle(150, 196, 10, white, op(0.8)),
          circle(164, 192, 13, white, op(0.8)),
          circle(178, 198, 9, white, op(0.8)),
          rect(236, 226, 28, 14, '#fa5252', 4),
          rect(240, 238, 6, 6, ink, 3),
          rect(254, 238, 6, 6, ink, 3),
        ),
        circle(130, 172, 6, '#fa5252'),
        ...[160, 186, 214, 240].map((x) => circle(x, 284, 6, slate)),
        sheen('M120 160H180L130 264H120Z', 0.12),
      ].join(''),
  },
  // 7 Portable Bluetooth Speaker.
  {
    backdrop: tint.yellow,
    floor: [200, 290, 140, 14],
    draw: () => {
      const body = '#4263eb';
      const dots: string[] = [];
      for (let row = 0; row < 5; row++) {
        for (let col = 0; col < 12; col++) {
          const x = 110 + col * 16 + (row % 2) * 8;
          if (x < 300) dots.push(circle(x, 170 + row * 20, 3.5, shade(body, -0.35)));
        }
      }
      return [
        stroke('M80 172C40 172 40 248 80 248', graphite, 10),
        rect(64, 140, 272, 140, body, 70),
        path('M64 230C64 260 96 280 134 280H266C304 280 336 260 336 230Z', shade(body, -0.15)),
        ...dots,
        rect(64, 140, 36, 140, ink, 18),
        rect(300, 140, 36, 140, ink, 18),
        ellipse(318, 210, 12, 52, graphite),
        circle(200, 210, 26, white),
        stroke('M191 200L209 218L200 226V194L209 202L191 220', body, 5),
        sheen('M110 152H290C276 160 150 160 110 168Z', 0.3),
      ].join('');
    },
  },
  // 8 Front-Load Washing Machine.
  {
    backdrop: tint.grape,
    floor: [200, 340, 120, 12],
    draw: () =>
      [
        rect(106, 326, 20, 12, graphite, 3),
        rect(274, 326, 20, 12, graphite, 3),
        rect(96, 56, 208, 276, '#f8f9fa', 18),
        path('M280 56H286C296 56 304 64 304 74V314C304 324 296 332 286 332H280Z', mist),
        stroke('M96 118H304', mist, 4),
        rect(114, 74, 54, 28, mist, 6),
        rect(120, 80, 42, 10, silver, 4),
        rect(182, 78, 54, 22, glass, 5),
        stroke('M190 89H202M208 89H228', glow, 4),
        circle(264, 88, 16, mist),
        circle(264, 88, 11, white),
        stroke('M264 88L270 80', slate, 3),
        circle(200, 222, 86, silver),
        circle(200, 222, 76, '#868e96'),
        circle(200, 222, 66, '#4dabf7'),
        path('M134 226Q168 208 200 226T266 226A66 66 0 0 1 134 226Z', '#1c7ed6'),
        circle(178, 252, 14, '#ff8787'),
        circle(214, 258, 16, '#ffd43b'),
        circle(236, 238, 10, '#69db7c'),
        stroke('M164 180A50 50 0 0 1 220 166', white, 8, op(0.6)),
        rect(284, 204, 10, 36, steel, 5),
      ].join(''),
  },
  // 9 Slim Phone Case: its back (a phone's cameras showing through the cut-out) and the empty shell.
  {
    backdrop: tint.teal,
    floor: [200, 348, 130, 12],
    draw: () => {
      const tone = '#f06595';
      // The cut-outs show the shell's shaded inside: the backdrop behind is see-through.
      const hole = shade(tone, -0.35);
      return [
        group(
          'transform="translate(-48 -4) rotate(-10 200 200)"',
          rect(128, 60, 144, 276, shade(tone, -0.2), 34),
          rect(128, 60, 140, 272, tone, 32),
          rect(268, 118, 8, 44, shade(tone, -0.25), 4),
          rect(268, 176, 8, 28, shade(tone, -0.25), 4),
          rect(146, 78, 72, 72, shade(tone, -0.3), 22),
          rect(150, 82, 64, 64, ink, 18),
          circle(168, 100, 11, graphite),
          circle(168, 100, 6, '#364fc7'),
          circle(168, 128, 11, graphite),
          circle(168, 128, 6, '#364fc7'),
          circle(196, 100, 5, '#fff3bf'),
          circle(198, 126, 3, slate),
          sheen('M128 210L268 120V168L128 258Z', 0.16),
          circle(200, 244, 20, shade(tone, 0.25)),
          circle(200, 244, 12, tone),
        ),
        group(
          'transform="translate(52 10) rotate(6 200 200)"',
          rect(128, 60, 144, 276, shade(tone, -0.2), 34),
          rect(132, 60, 140, 272, tone, 32),
          rect(144, 72, 116, 248, shade(tone, -0.18), 24),
          rect(148, 78, 110, 240, shade(tone, 0.4), 21),
          rect(188, 88, 60, 60, shade(tone, -0.18), 18),
          rect(190, 92, 56, 56, hole, 16),
          rect(127, 118, 10, 44, hole, 4),
          rect(127, 176, 10, 28, hole, 4),
          rect(176, 326, 48, 8, hole, 4),
          sheen('M148 240L258 170V210L148 280Z', 0.3),
        ),
      ].join('');
    },
  },
  // 10 13-inch Ultrabook Laptop.
  {
    backdrop: tint.indigo,
    floor: [200, 288, 160, 12],
    draw: () =>
      [
        rect(82, 96, 236, 160, steel, 12),
        rect(86, 100, 228, 156, ink, 10),
        waves(96, 110, 208, 136, ['#5c7cfa', '#845ef7', '#f783ac']),
        circle(200, 105, 2.5, slate),
        path('M48 254H352L344 272Q342 278 334 278H66Q58 278 56 272Z', silver),
        rect(48, 254, 304, 10, mist, 4),
        rect(174, 254, 52, 5, steel, 2.5),
        sheen('M96 110H170L96 190Z', 0.12),
      ].join(''),
  },
  // 11 Wireless Game Controller.
  {
    backdrop: tint.pink,
    floor: [200, 318, 150, 14],
    draw: () => {
      const shell = graphite;
      return [
        path('M110 130C120 112 160 108 170 118L162 132Z', ink),
        path('M290 130C280 112 240 108 230 118L238 132Z', ink),
        path(
          'M122 124C150 112 250 112 278 124C318 136 338 190 350 248C358 300 326 322 300 298C284 282 268 258 250 254H150C132 258 116 282 100 298C74 322 42 300 50 248C62 190 82 136 122 124Z',
          shell,
        ),
        path(
          'M350 248C358 300 326 322 300 298C284 282 268 258 250 254H150C132 258 116 282 100 298C74 322 42 300 50 248C80 262 320 262 350 248Z',
          shade(shell, -0.25),
        ),
        circle(146, 176, 27, ink),
        circle(146, 176, 19, slate),
        circle(146, 176, 10, graphite),
        circle(234, 232, 24, ink),
        circle(234, 232, 17, slate),
        circle(234, 232, 9, graphite),
        rect(158, 210, 14, 44, ink, 3),
        rect(143, 225, 44, 14, ink, 3),
        circle(262, 150, 10, '#fcc419'),
        circle(240, 172, 10, '#339af0'),
        circle(284, 172, 10, '#ff6b6b'),
        circle(262, 194, 10, '#51cf66'),
        circle(200, 148, 12, ink),
        circle(200, 148, 8, '#f783ac'),
        rect(176, 178, 12, 8, slate, 4),
        rect(212, 178, 12, 8, slate, 4),
        sheen('M120 140C140 128 170 124 190 124C160 132 136 146 110 180Z', 0.16),
      ].join('');
    },
  },
  // 12 Car Stereo Dash Kit: double-DIN head unit in its dash trim.
  {
    backdrop: tint.lime,
    floor: [200, 318, 150, 12],
    draw: () =>
      [
        path('M56 110H344L330 300H70Z', slate),
        path('M64 118H336L324 292H76Z', graphite),
        ...[0, 1].map((side) => {
          const x = side ? 304 : 72;
          return [
            rect(x, 150, 24, 74, ink, 6),
            ...[164, 180, 196, 212].map((y) => stroke(`M${x + 4} ${y}H${x + 20}`, slate, 3)),
          ].join('');
        }),
        rect(104, 132, 192, 148, ink, 10),
        rect(130, 144, 140, 96, glass, 6),
        rect(142, 156, 44, 44, '#f783ac', 6),
        circle(164, 178, 14, '#cc5de8'),
        circle(164, 178, 4, '#f783ac'),
        rect(196, 160, 60, 8, white, 4, op(0.85)),
        rect(196, 176, 40, 6, '#868e96', 3),
        rect(142, 214, 116, 6, slate, 3),
        rect(142, 214, 70, 6, '#94d82d', 3),
        path('M195 224L207 231L195 238Z', white),
        rect(172, 226, 3, 10, white),
        path('M186 226L176 231L186 236Z', white),
        path('M214 226L224 231L214 236Z', white),
        rect(225, 226, 3, 10, white),
        ...[152, 176, 200].map((y) => rect(112, y, 12, 14, slate, 3)),
        ...[152, 176, 200].map((y) => rect(276, y, 12, 14, slate, 3)),
        circle(118, 254, 13, slate),
        circle(118, 254, 7, graphite),
        circle(282, 254, 13, slate),
        circle(282, 254, 7, graphite),
        ...[152, 180, 208, 236].map((x) => rect(x, 252, 20, 12, slate, 4)),
        sheen('M130 144H190L130 210Z', 0.1),
      ].join(''),
  },
  // 13 Electric Toothbrush on its charging base.
  {
    backdrop: tint.yellow,
    floor: [200, 344, 80, 10],
    draw: () => {
      const accent = '#12b886';
      return [
        ellipse(200, 328, 62, 16, mist),
        rect(138, 306, 124, 24, cloud, 12),
        rect(138, 318, 124, 12, mist, 6),
        path('M166 310V176C166 156 180 146 200 146S234 156 234 176V310Z', white),
        path('M210 310V148C226 152 234 162 234 176V310Z', mist),
        path('M186 150L190 100H210L214 150Z', white),
        path('M200 150V100H210L214 150Z', mist),
        rect(184, 44, 32, 70, white, 16),
        rect(200, 44, 16, 70, mist, 8),
        rect(160, 52, 26, 52, '#4dabf7', 6),
        ...[62, 74, 86].map((y) => stroke(`M164 ${y}H184`, white, 4)),
        rect(166, 276, 68, 18, accent),
        circle(200, 206, 15, accent),
        stroke('M200 199V207M194 202A8 8 0 1 0 206 202', white, 3),
        ...[236, 248, 260].map((y) => circle(200, y, 3, shade(accent, 0.3))),
      ].join('');
    },
  },
  // 14 LED Desk Lamp.
  {
    backdrop: tint.teal,
    floor: [176, 324, 104, 12],
    draw: () =>
      [
        path('M236 150L336 190L356 324H150Z', '#fff3bf', op(0.75)),
        rect(100, 300, 130, 24, graphite, 12),
        rect(100, 312, 130, 12, ink, 6),
        stroke('M164 300L124 190', slate, 14),
        stroke('M124 190L250 124', slate, 12),
        circle(124, 190, 13, graphite),
        circle(124, 190, 5, steel),
        circle(164, 300, 11, graphite),
        circle(250, 124, 10, graphite),
        group(
          'transform="rotate(22 290 150)"',
          rect(226, 134, 130, 28, graphite, 14),
          rect(238, 156, 106, 8, '#ffe066', 4),
          rect(238, 138, 106, 6, slate, 3),
        ),
        circle(124, 316, 4, '#63e6be'),
      ].join(''),
  },
  // 15 All-in-One Inkjet Printer.
  {
    backdrop: tint.orange,
    floor: [200, 304, 150, 14],
    draw: () =>
      [
        rect(130, 70, 140, 80, white),
        rect(130, 70, 140, 80, 'none', 0, ` stroke="${mist}" stroke-width="3"`),
        ...[88, 100, 112].map((y) => stroke(`M146 ${y}H${y === 112 ? 210 : 254}`, mist, 4)),
        rect(68, 150, 264, 126, cloud, 16),
        rect(68, 236, 264, 40, mist, 16),
        rect(68, 236, 264, 16, mist),
        rect(74, 128, 252, 32, mist, 10),
        rect(74, 146, 252, 14, silver, 6),
        rect(244, 172, 66, 40, glass, 6),
        rect(252, 180, 30, 6, '#4dabf7', 3),
        rect(252, 192, 44, 6, slate, 3),
        circle(96, 182, 8, '#15aabf'),
        circle(118, 182, 8, '#e64980'),
        circle(140, 182, 8, '#fab005'),
        circle(162, 182, 8, graphite),
        rect(112, 228, 176, 10, graphite, 5),
        path('M116 234H284L302 292H98Z', silver),
        path('M136 232H264L276 286H124Z', white),
        path('M146 246H254L260 276H140Z', '#ffd8a8'),
        path('M150 276L176 254L196 268L214 250L256 276Z', '#ff922b'),
        circle(236, 256, 5, '#fab005'),
      ].join(''),
  },
  // 16 55-inch 4K Smart TV.
  {
    backdrop: tint.cyan,
    floor: [200, 284, 128, 10],
    draw: () =>
      [
        path('M104 256L92 282H112L122 256Z', graphite),
        path('M296 256L308 282H288L278 256Z', graphite),
        rect(68, 104, 264, 156, ink, 6),
        landscape(76, 112, 248, 140),
        rect(68, 254, 264, 6, graphite, 3),
        circle(200, 257, 1.5, '#ff6b6b'),
        sheen('M76 112H176L76 200Z', 0.12),
      ].join(''),
  },
  // 17 Soundbar with Wireless Subwoofer.
  {
    backdrop: tint.red,
    floor: [200, 310, 160, 14],
    draw: () => {
      const grille: string[] = [];
      for (let x = 66; x <= 284; x += 12) grille.push(circle(x, 272, 2.5, graphite));
      for (let x = 72; x <= 278; x += 12) grille.push(circle(x, 284, 2.5, graphite));
      return [
        rect(232, 104, 116, 200, graphite, 16),
        rect(320, 104, 28, 200, ink, 14),
        circle(284, 190, 48, ink),
        circle(284, 190, 40, slate),
        circle(284, 190, 28, graphite),
        circle(284, 190, 12, ink),
        rect(242, 114, 70, 8, slate, 4),
        rect(46, 250, 262, 54, ink, 24),
        rect(66, 256, 222, 4, white, 2, op(0.15)),
        ...grille,
        circle(292, 278, 4, glow),
      ].join('');
    },
  },
  // 18 4K Action Camera.
  {
    backdrop: tint.blue,
    floor: [200, 322, 100, 12],
    draw: () =>
      [
        rect(174, 270, 10, 40, slate, 3),
        rect(195, 270, 10, 40, slate, 3),
        rect(216, 270, 10, 40, slate, 3),
        circle(200, 300, 5, steel),
        rect(248, 100, 34, 16, '#fa5252', 6),
        rect(100, 110, 200, 164, ink, 26),
        path('M100 140V136A26 26 0 0 1 126 110H274A26 26 0 0 1 300 136V140Z', graphite, op(0.7)),
        rect(118, 130, 104, 104, graphite, 20),
        circle(170, 182, 42, slate),
        circle(170, 182, 34, '#0b1320'),
        circle(170, 182, 24, '#1b2540'),
        circle(170, 182, 12, '#364fc7'),
        circle(160, 172, 6, white, op(0.6)),
        rect(236, 138, 48, 48, '#4dabf7', 8),
        path('M236 174L252 158L266 170L284 154V186H236Z', '#1c7ed6'),
        circle(272, 150, 5, '#ffe066'),
        circle(260, 212, 5, '#fa5252'),
        ...[226, 238, 250].map((y) => stroke(`M124 ${y + 24}H216`, graphite, 3)),
        sheen('M118 130H180L118 200Z', 0.1),
      ].join(''),
  },
  // 19 Countertop Microwave Oven.
  {
    backdrop: tint.pink,
    floor: [200, 306, 156, 12],
    draw: () =>
      [
        rect(76, 288, 18, 12, graphite, 3),
        rect(306, 288, 18, 12, graphite, 3),
        rect(56, 100, 288, 192, silver, 18),
        rect(56, 100, 288, 192, 'none', 18, ` stroke="${steel}" stroke-width="4"`),
        rect(70, 114, 204, 164, slate, 10),
        rect(86, 130, 158, 132, ink, 8),
        rect(92, 136, 146, 120, '#3b2f1e', 6),
        circle(165, 196, 60, '#ffd43b', op(0.18)),
        ellipse(165, 236, 58, 10, '#868e96'),
        path('M135 208H195C195 226 183 234 165 234S135 226 135 208Z', '#4dabf7'),
        ellipse(165, 208, 30, 6, '#fcc419'),
        path('M92 136H160L92 220Z', white, op(0.08)),
        rect(252, 134, 10, 124, steel, 5),
        rect(284, 118, 48, 22, glass, 5),
        stroke('M292 129H306M312 129H324', glow, 4),
        ...[0, 1, 2, 3].flatMap((row) =>
          [0, 1, 2].map((col) => rect(288 + col * 14, 152 + row * 16, 10, 10, mist, 3)),
        ),
        rect(288, 220, 38, 14, '#51cf66', 5),
        rect(288, 242, 38, 14, '#fa5252', 5),
      ].join(''),
  },
  // 20 85-inch 8K Ultra HD TV: wider, slimmer bezel, pedestal stand, night-sky picture.
  {
    backdrop: tint.grape,
    floor: [200, 320, 130, 10],
    draw: () => {
      const gold = '#d4a373';
      const stars = [
        [70, 110, 2],
        [110, 96, 1.5],
        [150, 120, 2],
        [196, 100, 1.5],
        [236, 118, 2],
        [300, 98, 2],
        [336, 126, 1.5],
        [90, 150, 1.5],
        [280, 140, 1.5],
      ] as const;
      return [
        path('M184 270H216L222 306H178Z', gold),
        rect(120, 302, 160, 12, gold, 6),
        rect(120, 308, 160, 6, shade(gold, -0.2), 3),
        rect(24, 80, 352, 202, ink, 5),
        clipped(
          'p20-sky',
          rect(28, 84, 344, 194, white),
          rect(28, 84, 344, 194, '#1b1f4b'),
          stroke('M20 170C90 110 150 200 220 140S330 120 380 150', '#38d9a9', 26, op(0.55)),
          stroke('M20 190C100 140 160 220 230 166S330 150 380 176', '#b197fc', 18, op(0.45)),
          ...stars.map(([x, y, r]) => circle(x, y, r, white)),
          circle(318, 112, 14, '#fff3bf'),
          circle(324, 107, 12, '#1b1f4b'),
          path('M28 278L100 210L150 246L214 186L290 250L336 222L372 246V278Z', '#2b2f6b'),
          path('M28 278L80 250L150 268L236 236L318 266L372 256V278Z', '#12163a'),
        ),
        rect(24, 276, 352, 6, graphite, 3),
        path('M40 52L44 62L54 66L44 70L40 80L36 70L26 66L36 62Z', gold),
        path('M362 36L365 43L372 46L365 49L362 56L359 49L352 46L359 43Z', gold),
      ].join('');
    },
  },
  // 21 True Wireless Earbuds with their charging case.
  {
    backdrop: tint.teal,
    floor: [200, 324, 120, 12],
    draw: () => {
      const bud = (x: number, flip: number) =>
        group(
          `transform="rotate(${10 * flip} ${x} 124)"`,
          rect(x - 12, 124, 24, 100, white, 12),
          rect(flip > 0 ? x - 12 : x, 124, 12, 100, mist, 6),
          rect(x - 8, 214, 16, 10, silver, 5),
          ellipse(x, 122, 40, 34, white),
          path(`M${x - 40} 122A40 34 0 0 0 ${x + 40} 122Q${x} 150 ${x - 40} 122Z`, mist),
          ellipse(x + 30 * flip, 116, 16, 19, '#868e96'),
          ellipse(x + 33 * flip, 116, 9, 12, slate),
          circle(x - 12 * flip, 106, 5, slate),
        );
      return [
        rect(132, 196, 136, 120, white, 44),
        path('M132 256V272C132 296 152 316 176 316H224C248 316 268 296 268 272V256Z', mist),
        stroke('M134 236H266', silver, 3),
        rect(188, 230, 24, 6, silver, 3),
        circle(200, 284, 5, glow),
        bud(110, 1),
        bud(290, -1),
      ].join('');
    },
  },
  // 22 10-inch Tablet (landscape).
  {
    backdrop: tint.violet,
    floor: [200, 316, 150, 12],
    draw: () =>
      [
        rect(54, 88, 292, 210, graphite, 24),
        rect(58, 92, 284, 202, ink, 20),
        clipped(
          'p22-tab',
          rect(72, 104, 256, 178, white, 8),
          waves(72, 104, 256, 178, ['#22b8cf', '#3bc9db', '#1098ad']),
          rect(90, 120, 90, 40, white, 10, op(0.9)),
          rect(100, 130, 40, 8, graphite, 4),
          rect(100, 144, 60, 6, steel, 3),
          appGrid(196, 120, 4, 3, 24, 10, appColors),
          rect(120, 238, 160, 34, white, 12, op(0.45)),
          appGrid(132, 243, 5, 1, 24, 8, appColors.slice(2)),
        ),
        circle(200, 98, 3, slate),
      ].join(''),
  },
  // 23 Handheld Game Console (screen with detachable side controllers).
  {
    backdrop: tint.yellow,
    floor: [200, 290, 160, 12],
    draw: () => {
      const left = '#22b8cf';
      const right = '#ff6b6b';
      return [
        path('M116 130H84C62 130 46 146 46 168V232C46 254 62 270 84 270H116Z', left),
        path('M284 130H316C338 130 354 146 354 168V232C354 254 338 270 316 270H284Z', right),
        path('M46 220V232C46 254 62 270 84 270H116V220Z', shade(left, -0.15)),
        path('M354 220V232C354 254 338 270 316 270H284V220Z', shade(right, -0.15)),
        rect(112, 130, 176, 140, ink, 6),
        clipped(
          'p23-game',
          rect(124, 142, 152, 116, white),
          rect(124, 142, 152, 116, '#74c0fc'),
          circle(160, 168, 9, white, op(0.9)),
          circle(172, 164, 11, white, op(0.9)),
          rect(124, 236, 152, 22, '#2f9e44'),
          rect(124, 232, 152, 8, '#51cf66'),
          rect(210, 180, 48, 14, '#e8590c'),
          rect(224, 180, 14, 14, '#fcc419'),
          rect(150, 204, 16, 20, '#fa5252', 3),
          rect(150, 224, 16, 8, '#364fc7'),
          circle(158, 202, 6, '#ffd8a8'),
          rect(232, 216, 18, 16, '#40c057', 3),
        ),
        circle(82, 168, 16, ink),
        circle(82, 168, 10, graphite),
        ...[
          [82, 214],
          [66, 230],
          [98, 230],
          [82, 246],
        ].map(([x, y]) => circle(x ?? 0, y ?? 0, 7, ink)),
        ...[
          [318, 154],
          [302, 170],
          [334, 170],
          [318, 186],
        ].map(([x, y]) => circle(x ?? 0, y ?? 0, 7, ink)),
        circle(318, 230, 16, ink),
        circle(318, 230, 10, graphite),
      ].join('');
    },
  },
  // 24 Wireless Charging Dock: a phone on its stand, plus a watch and earbuds charging beside it.
  {
    backdrop: tint.indigo,
    floor: [200, 330, 150, 12],
    draw: () => {
      const waveColor = '#4c6ef5';
      return [
        stroke('M84 164A44 44 0 0 0 84 224M62 146A70 70 0 0 0 62 242', waveColor, 8),
        rect(94, 150, 120, 150, slate, 22),
        rect(104, 62, 100, 220, ink, 20),
        rect(110, 68, 88, 208, '#0b1320', 15),
        rect(142, 74, 24, 7, ink, 3.5),
        rect(134, 130, 40, 76, 'none', 8, ` stroke="${glow}" stroke-width="5"`),
        rect(146, 121, 16, 9, glow, 3),
        rect(140, 166, 28, 34, glow, 3),
        path('M160 138L140 172H153L148 196L170 160H157Z', white),
        rect(272, 196, 16, 90, slate, 6),
        rect(258, 102, 44, 132, '#f06595', 14),
        rect(246, 128, 68, 80, graphite, 22),
        rect(253, 135, 54, 66, '#0b1320', 16),
        circle(280, 168, 17, 'none', ` stroke="${glow}" stroke-width="5"`),
        path('M284 156L273 171H280L276 181L288 166H281Z', glow),
        rect(56, 280, 288, 46, graphite, 18),
        rect(56, 304, 288, 22, ink, 11),
        rect(120, 288, 68, 6, '#74c0fc', 3),
        rect(220, 240, 70, 52, white, 22),
        path('M220 268V270C220 282 230 292 242 292H268C280 292 290 282 290 270V268Z', mist),
        stroke('M222 256H288', silver, 2.5),
        circle(255, 276, 3.5, glow),
      ].join('');
    },
  },
  // 25 Smartwatch with GPS (map and route on the screen).
  {
    backdrop: tint.orange,
    floor: [200, 360, 70, 10],
    draw: () => {
      const strap = '#4c6ef5';
      return [
        rect(152, 36, 96, 328, strap, 26),
        rect(226, 36, 22, 328, shade(strap, -0.2), 11),
        ...[296, 318, 340].map((y) => circle(200, y, 5, shade(strap, -0.4))),
        rect(284, 168, 16, 40, slate, 6),
        rect(286, 228, 10, 26, slate, 5),
        rect(112, 104, 176, 192, graphite, 50),
        rect(120, 112, 160, 176, ink, 44),
        clipped(
          'p25-map',
          rect(130, 122, 140, 156, white, 36),
          rect(130, 122, 140, 156, '#e9fac8'),
          path('M130 230Q180 210 200 278H130Z', '#a5d8ff'),
          stroke('M130 170H270M186 122V278M130 250L270 150', white, 8),
          stroke('M156 254L186 230V190L236 170', '#fa5252', 6, ' stroke-dasharray="2 11"'),
          path(
            'M236 178C224 166 222 160 222 154A14 14 0 0 1 250 154C250 160 248 166 236 178Z',
            '#fa5252',
          ),
          circle(236, 154, 5, white),
          circle(156, 254, 7, '#4c6ef5'),
          circle(156, 254, 3, white),
        ),
        sheen('M130 170C130 140 146 124 176 122C150 134 140 150 138 190Z', 0.25),
      ].join('');
    },
  },
  // 26 Smartphone 64 GB: the dual-camera back, and the front with its home screen.
  {
    backdrop: tint.cyan,
    floor: [200, 360, 110, 10],
    draw: () => {
      const body = '#5f3dc4';
      const lens = (x: number, y: number) =>
        circle(x, y, 15, ink) +
        circle(x, y, 9, '#364fc7') +
        circle(x - 3, y - 3, 3, white, op(0.6));
      return [
        group(
          'transform="translate(-36 4) rotate(-8 200 200)"',
          rect(124, 46, 152, 312, body, 30),
          rect(140, 62, 60, 96, shade(body, -0.25), 22),
          lens(170, 88),
          lens(170, 130),
          circle(230, 84, 6, '#fff3bf'),
          sheen('M124 250L276 150V200L124 300Z', 0.12),
        ),
        group(
          'transform="translate(40 0)"',
          rect(124, 42, 152, 312, body, 30),
          rect(272, 110, 6, 40, body, 3),
          rect(128, 46, 144, 304, ink, 27),
          clipped(
            'p26-home',
            rect(136, 54, 128, 288, white, 21),
            waves(136, 54, 128, 288, ['#d0ebff', '#a5d8ff', '#74c0fc']),
            rect(150, 84, 100, 44, white, 12, op(0.9)),
            rect(160, 94, 50, 10, graphite, 5),
            rect(160, 110, 34, 6, steel, 3),
            appGrid(150, 142, 4, 4, 20, 7, appColors),
            rect(146, 300, 108, 32, white, 12, op(0.4)),
            appGrid(153, 306, 4, 1, 20, 6, appColors.slice(3)),
          ),
          circle(200, 66, 5, ink),
        ),
      ].join('');
    },
  },
  // 27 French-Door Refrigerator.
  {
    backdrop: tint.green,
    floor: [200, 356, 120, 10],
    draw: () =>
      [
        rect(116, 342, 18, 12, graphite, 3),
        rect(266, 342, 18, 12, graphite, 3),
        rect(96, 36, 208, 310, mist, 14),
        rect(282, 36, 22, 310, silver, 11),
        rect(96, 36, 208, 310, 'none', 14, ` stroke="${steel}" stroke-width="3"`),
        stroke('M200 40V236M98 240H302', steel, 4),
        rect(122, 80, 44, 72, slate, 8),
        rect(128, 86, 32, 12, glass, 3),
        stroke('M134 92H146', glow, 3),
        rect(132, 110, 24, 30, ink, 4),
        rect(182, 76, 8, 130, steel, 4),
        rect(210, 76, 8, 130, steel, 4),
        rect(130, 258, 140, 10, steel, 5),
        sheen('M110 40H150L110 200Z', 0.35),
        sheen('M214 40H240L214 150Z', 0.3),
      ].join(''),
  },
];

function productSvg(p: Product): string {
  const shadow = p.floor ? ellipse(...p.floor, p.backdrop, op(0.3)) : '';
  const body = [circle(200, 200, 166, p.backdrop, op(0.16)), shadow, p.draw()].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">${body}</svg>\n`;
}

const dir = fileURLToPath(new URL('../apps/web/public/assets/images/products/', import.meta.url));
mkdirSync(dir, { recursive: true });
products.forEach((product, i) => {
  const svg = productSvg(product);
  writeFileSync(`${dir}${i + 1}.svg`, svg);
  console.log(`products/${i + 1}.svg: ${svg.length} bytes`);
});
