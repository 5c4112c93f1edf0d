import { onFirstUse } from '../common/on-first-use';
import { painterFor } from './demo-dishes';

const loadSharp = onFirstUse<typeof import('sharp').default>('sharp');

/**
 * Pictures drawn by code: an SVG per item (a tablecloth and the dish its name describes, see
 * demo-dishes.ts; no text, names are the page's job) rendered by sharp. Nothing is downloaded;
 * the same input always gives the same image.
 */
export type DishKind = 'box' | 'canape' | 'salad' | 'hot' | 'pastry' | 'dessert' | 'banquet' | 'lunch' | 'drink';

const WIDTH = 800;
const HEIGHT = 600;

/** Small deterministic PRNG (mulberry32) seeded from a string. */
export function seededRandom(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 2654435761) + 0x9e3779b9) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTES: Record<DishKind, { table: [string, string]; food: string[] }> = {
  box: { table: ['#f3e3c9', '#e2c69c'], food: ['#e9573f', '#f6bb42', '#8cc152', '#fcfcfc', '#d8334a', '#b5651d'] },
  canape: { table: ['#e8efe4', '#c9dcc0'], food: ['#f08a5d', '#fff3c7', '#6a994e', '#c1121f', '#f4d35e'] },
  salad: { table: ['#eef6e9', '#cfe5c2'], food: ['#6a994e', '#a7c957', '#f2e8cf', '#bc4749', '#f4a259', '#386641'] },
  hot: { table: ['#f5e6da', '#deb89a'], food: ['#8d4b25', '#b5651d', '#f4a259', '#6a994e', '#f2cc8f', '#c1440e'] },
  pastry: { table: ['#fbeedd', '#eccfa7'], food: ['#d4a373', '#e9c46a', '#bc6c25', '#faedcd', '#a0522d'] },
  dessert: { table: ['#fbe8ef', '#f2c6d6'], food: ['#ffafcc', '#cdb4db', '#fff1e6', '#e63946', '#6d3b2a', '#ffd6a5'] },
  banquet: { table: ['#ece7f4', '#cdc1e2'], food: ['#bb3e03', '#ee9b00', '#94d2bd', '#e9d8a6', '#9b2226', '#0a9396'] },
  lunch: { table: ['#e4eef6', '#bcd4e6'], food: ['#f4a261', '#2a9d8f', '#e9c46a', '#e76f51', '#fefae0', '#588157'] },
  drink: { table: ['#e3f2f1', '#b9e0dc'], food: ['#f77f00', '#fcbf49', '#d62828', '#90be6d', '#eae2b7'] },
};

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** A scatter of bite-sized pieces (canapés, berries, croutons) inside an ellipse. */
function pieces(
  random: () => number,
  colours: string[],
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  size: number,
): string {
  let svg = '';
  for (let index = 0; index < count; index += 1) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random());
    const x = cx + Math.cos(angle) * rx * distance;
    const y = cy + Math.sin(angle) * ry * distance;
    const s = size * (0.7 + random() * 0.6);
    const colour = pick(random, colours);
    const shape = random();
    if (shape < 0.4)
      svg += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(s / 2).toFixed(1)}" fill="${colour}" stroke="#00000022" stroke-width="2"/>`;
    else if (shape < 0.75)
      svg += `<rect x="${(x - s / 2).toFixed(1)}" y="${(y - s / 2).toFixed(1)}" width="${s.toFixed(1)}" height="${(s * 0.8).toFixed(1)}" rx="${(s / 6).toFixed(1)}" fill="${colour}" stroke="#00000022" stroke-width="2" transform="rotate(${Math.round(random() * 60 - 30)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
    else
      svg += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(s * 0.7).toFixed(1)}" ry="${(s * 0.35).toFixed(1)}" fill="${colour}" transform="rotate(${Math.round(random() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }
  return svg;
}

function leaves(random: () => number, cx: number, cy: number, r: number, count: number): string {
  let svg = '';
  for (let index = 0; index < count; index += 1) {
    const angle = random() * 360;
    const distance = r * Math.sqrt(random());
    const x = cx + Math.cos((angle * Math.PI) / 180) * distance;
    const y = cy + Math.sin((angle * Math.PI) / 180) * distance * 0.6;
    const colour = pick(random, ['#6a994e', '#a7c957', '#386641', '#8ab17d']);
    svg += `<path d="M ${x.toFixed(1)} ${y.toFixed(1)} q 18 -22 40 0 q -22 18 -40 0 z" fill="${colour}" transform="rotate(${Math.round(angle)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }
  return svg;
}

function plate(cx: number, cy: number, rx: number, ry: number): string {
  return (
    `<ellipse cx="${cx}" cy="${cy + 14}" rx="${rx + 6}" ry="${ry + 6}" fill="#00000022"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#ffffff" stroke="#d9d4cc" stroke-width="4"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.78}" ry="${ry * 0.78}" fill="#f7f5f2" stroke="#e8e3da" stroke-width="3"/>`
  );
}

function food(kind: DishKind, random: () => number, colours: string[]): string {
  const cx = WIDTH / 2;
  const cy = 250;
  switch (kind) {
    case 'box':
    case 'lunch': {
      const kraft = kind === 'box' ? '#c8a165' : '#f5f5f5';
      const border = kind === 'box' ? '#9c7a45' : '#b0bec5';
      let svg = `<rect x="170" y="${cy - 150}" width="460" height="310" rx="18" fill="#00000022" transform="translate(8 12)"/>`;
      svg += `<rect x="170" y="${cy - 150}" width="460" height="310" rx="18" fill="${kraft}" stroke="${border}" stroke-width="6"/>`;
      const cells = kind === 'box' ? [3, 2] : [2, 2];
      const cellW = 440 / cells[0];
      const cellH = 290 / cells[1];
      for (let column = 0; column < cells[0]; column += 1) {
        for (let row = 0; row < cells[1]; row += 1) {
          const x = 180 + column * cellW;
          const y = cy - 140 + row * cellH;
          svg += `<rect x="${x + 4}" y="${y + 4}" width="${cellW - 8}" height="${cellH - 8}" rx="10" fill="#fffaf0" stroke="${border}" stroke-width="2"/>`;
          svg += pieces(random, colours, x + cellW / 2, y + cellH / 2, cellW / 2 - 26, cellH / 2 - 26, 5 + Math.floor(random() * 4), 30);
        }
      }
      return svg;
    }
    case 'canape': {
      let svg = plate(cx, cy, 290, 180);
      for (let index = 0; index < 9; index += 1) {
        const x = cx - 180 + (index % 3) * 180 + (random() * 20 - 10);
        const y = cy - 90 + Math.floor(index / 3) * 90;
        svg += `<rect x="${x - 34}" y="${y - 16}" width="68" height="30" rx="6" fill="#e9c46a" stroke="#bc8a3c" stroke-width="2"/>`;
        svg += `<rect x="${x - 28}" y="${y - 30}" width="56" height="18" rx="6" fill="${pick(random, colours)}"/>`;
        svg += `<circle cx="${x}" cy="${y - 36}" r="10" fill="${pick(random, colours)}"/>`;
        svg += `<line x1="${x}" y1="${y - 70}" x2="${x}" y2="${y}" stroke="#8d6e63" stroke-width="4"/>`;
      }
      return svg;
    }
    case 'salad': {
      let svg = `<ellipse cx="${cx}" cy="${cy + 24}" rx="250" ry="150" fill="#00000022"/>`;
      svg += `<path d="M ${cx - 250} ${cy - 30} Q ${cx} ${cy + 260} ${cx + 250} ${cy - 30} Z" fill="#ffffff" stroke="#d9d4cc" stroke-width="5"/>`;
      svg += `<ellipse cx="${cx}" cy="${cy - 30}" rx="250" ry="80" fill="#f7f5f2" stroke="#d9d4cc" stroke-width="5"/>`;
      svg += leaves(random, cx, cy - 34, 200, 26);
      svg += pieces(random, colours, cx, cy - 34, 190, 55, 22, 28);
      return svg;
    }
    case 'hot': {
      let svg = plate(cx, cy, 290, 180);
      for (let index = 0; index < 4; index += 1) {
        const x = cx - 70 + index * 38;
        svg += `<ellipse cx="${x}" cy="${cy - 10}" rx="70" ry="42" fill="${pick(random, ['#8d4b25', '#a0522d', '#7b3f1d'])}" stroke="#5d2e12" stroke-width="3" transform="rotate(-18 ${x} ${cy - 10})"/>`;
      }
      svg += pieces(random, ['#f4a259', '#f2cc8f', '#e9c46a'], cx - 130, cy + 40, 70, 40, 10, 34);
      svg += leaves(random, cx + 150, cy + 30, 60, 8);
      svg += pieces(random, ['#c1440e', '#6a994e'], cx + 140, cy - 60, 50, 30, 6, 26);
      return svg;
    }
    case 'pastry': {
      let svg = plate(cx, cy, 290, 180);
      for (let index = 0; index < 7; index += 1) {
        const angle = (index / 7) * Math.PI * 2;
        const x = cx + Math.cos(angle) * 150;
        const y = cy + Math.sin(angle) * 85;
        svg += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="62" ry="40" fill="${pick(random, colours)}" stroke="#8c5a2b" stroke-width="3"/>`;
        svg += `<path d="M ${(x - 36).toFixed(1)} ${(y - 6).toFixed(1)} q 36 -26 72 0" stroke="#faedcd" stroke-width="5" fill="none"/>`;
      }
      svg += `<circle cx="${cx}" cy="${cy}" r="52" fill="#e9c46a" stroke="#8c5a2b" stroke-width="3"/>`;
      return svg;
    }
    case 'dessert': {
      let svg = plate(cx, cy, 290, 180);
      for (let index = 0; index < 6; index += 1) {
        const x = cx - 200 + (index % 3) * 200;
        const y = cy - 50 + Math.floor(index / 3) * 110;
        const cream = pick(random, colours);
        svg += `<path d="M ${x - 40} ${y} L ${x - 30} ${y + 50} L ${x + 30} ${y + 50} L ${x + 40} ${y} Z" fill="${pick(random, ['#6d3b2a', '#d4a373', '#e76f51'])}"/>`;
        svg += `<ellipse cx="${x}" cy="${y - 4}" rx="46" ry="30" fill="${cream}" stroke="#00000022" stroke-width="2"/>`;
        svg += `<circle cx="${x}" cy="${y - 34}" r="11" fill="#d62828"/>`;
      }
      return svg;
    }
    case 'banquet': {
      let svg = `<ellipse cx="${cx}" cy="${cy + 16}" rx="330" ry="190" fill="#00000022"/>`;
      svg += `<ellipse cx="${cx}" cy="${cy}" rx="320" ry="180" fill="#e9ecef" stroke="#adb5bd" stroke-width="6"/>`;
      svg += `<ellipse cx="${cx}" cy="${cy}" rx="290" ry="155" fill="#f8f9fa"/>`;
      svg += `<ellipse cx="${cx}" cy="${cy - 6}" rx="150" ry="80" fill="${pick(random, ['#bb3e03', '#ca6702', '#9b2226'])}" stroke="#6b1d0f" stroke-width="4"/>`;
      svg += `<path d="M ${cx - 110} ${cy - 30} q 110 -40 220 0" stroke="#ffffff66" stroke-width="8" fill="none"/>`;
      svg += leaves(random, cx, cy + 90, 240, 14);
      svg += pieces(random, colours, cx, cy, 260, 130, 26, 30);
      return svg;
    }
    case 'drink': {
      let svg = '';
      for (let index = 0; index < 3; index += 1) {
        const x = cx - 170 + index * 170;
        const colour = pick(random, colours);
        svg += `<path d="M ${x - 55} ${cy - 140} L ${x - 42} ${cy + 130} Q ${x} ${cy + 150} ${x + 42} ${cy + 130} L ${x + 55} ${cy - 140} Z" fill="#ffffffaa" stroke="#9fb8b4" stroke-width="4"/>`;
        svg += `<path d="M ${x - 50} ${cy - 80} L ${x - 42} ${cy + 128} Q ${x} ${cy + 146} ${x + 42} ${cy + 128} L ${x + 50} ${cy - 80} Z" fill="${colour}" opacity="0.85"/>`;
        svg += `<circle cx="${x + 30}" cy="${cy - 120}" r="26" fill="#fcbf49" stroke="#f77f00" stroke-width="4"/>`;
        svg += leaves(random, x - 12, cy - 100, 16, 2);
      }
      return svg;
    }
  }
}

function tablecloth(kind: DishKind, random: () => number): string {
  const [light, dark] = PALETTES[kind].table;
  let svg = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`;
  svg += `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`;
  const step = 80 + Math.floor(random() * 3) * 20;
  for (let x = 0; x < WIDTH; x += step)
    svg += `<rect x="${x}" y="0" width="${step / 4}" height="${HEIGHT}" fill="#ffffff" opacity="0.14"/>`;
  for (let y = 0; y < HEIGHT; y += step)
    svg += `<rect x="0" y="${y}" width="${WIDTH}" height="${step / 4}" fill="#ffffff" opacity="0.14"/>`;
  return svg;
}

/** JPEG is quick to encode and decode; MediaService re-encodes it as WebP anyway. */
async function render(svg: string): Promise<Buffer> {
  return loadSharp()(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** The picture of a dish or category called `name`: drawn by the painter its name calls for, else by its kind. */
export function dishSvg(kind: DishKind, name: string, seed: string = name): string {
  const random = seededRandom(`${kind}:${seed}`);
  const painter = painterFor(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    tablecloth(kind, random) +
    (painter ? painter(random) : food(kind, random, PALETTES[kind].food)) +
    '</svg>'
  );
}

/** A product or category picture: a tablecloth and the dish, without any text. */
export function renderDishImage(kind: DishKind, name: string, seed: string = name): Promise<Buffer> {
  return render(dishSvg(kind, name, seed));
}
