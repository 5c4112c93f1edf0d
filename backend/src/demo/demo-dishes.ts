/**
 * Food drawn as SVG for the demo pictures: one painter per kind of dish, chosen by words of the
 * dish's name, so that «Драники» look like potato pancakes and «Торт «Наполеон»» like a layered
 * cake. Every painter takes its sizes, counts and colours from a seeded random source, so two
 * dishes of one category never look alike, and the same name always gives the same picture.
 */
export type Random = () => number;
export type Painter = (random: Random) => string;

export const CX = 400;
export const CY = 300;

const f = (value: number) => value.toFixed(1);
const between = (random: Random, min: number, max: number) => min + random() * (max - min);
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

// ---------------------------------------------------------------- primitives

/** A round, slightly irregular shape (a pancake, a dumpling, a dollop). */
export function blob(
  random: Random,
  x: number,
  y: number,
  rx: number,
  ry: number,
  fill: string,
  stroke = '#00000026',
  wobble = 0.08,
): string {
  const points = 12;
  let d = '';
  for (let index = 0; index <= points; index += 1) {
    const angle = (index % points) * ((Math.PI * 2) / points);
    const scale = 1 + (random() * 2 - 1) * wobble;
    const px = x + Math.cos(angle) * rx * scale;
    const py = y + Math.sin(angle) * ry * scale;
    d += index === 0 ? `M ${f(px)} ${f(py)}` : ` L ${f(px)} ${f(py)}`;
  }
  return `<path d="${d} Z" fill="${fill}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/>`;
}

export function shadow(x: number, y: number, rx: number, ry: number): string {
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="#0000002a"/>`;
}

export function plate(x: number, y: number, rx: number, ry: number, rim = '#ffffff'): string {
  return (
    shadow(x + 6, y + 14, rx + 6, ry + 6) +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${rim}" stroke="#d9d4cc" stroke-width="4"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx * 0.76)}" ry="${f(ry * 0.76)}" fill="#f6f3ee" stroke="#e8e3da" stroke-width="3"/>`
  );
}

/** A deep bowl seen from above at an angle; returns the bowl and where its contents go. */
export function bowl(x: number, y: number, rx: number, ry: number, colour = '#ffffff'): string {
  return (
    shadow(x + 6, y + ry + 30, rx, ry * 0.6) +
    `<path d="M ${f(x - rx)} ${f(y)} Q ${f(x)} ${f(y + ry * 3.2)} ${f(x + rx)} ${f(y)} Z" fill="${colour}" stroke="#cfc8bd" stroke-width="4"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${colour}" stroke="#cfc8bd" stroke-width="4"/>`
  );
}

export function leaves(
  random: Random,
  x: number,
  y: number,
  rx: number,
  ry: number,
  count: number,
  colours = ['#6a994e', '#a7c957', '#386641', '#8ab17d'],
): string {
  let svg = '';
  for (let index = 0; index < count; index += 1) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random());
    const px = x + Math.cos(angle) * rx * distance;
    const py = y + Math.sin(angle) * ry * distance;
    const size = between(random, 12, 22);
    svg += `<path d="M ${f(px)} ${f(py)} q ${f(size)} ${f(-size)} ${f(size * 2)} 0 q ${f(-size)} ${f(size)} ${f(-size * 2)} 0 z" fill="${pick(random, colours)}" transform="rotate(${Math.round(random() * 360)} ${f(px)} ${f(py)})"/>`;
  }
  return svg;
}

/** Dill or parsley sprinkled as short strokes. */
export function herbs(random: Random, x: number, y: number, rx: number, ry: number, count: number): string {
  let svg = '';
  for (let index = 0; index < count; index += 1) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random());
    const px = x + Math.cos(angle) * rx * distance;
    const py = y + Math.sin(angle) * ry * distance;
    const turn = random() * Math.PI;
    svg += `<line x1="${f(px)}" y1="${f(py)}" x2="${f(px + Math.cos(turn) * 9)}" y2="${f(py + Math.sin(turn) * 9)}" stroke="${pick(random, ['#4f772d', '#6a994e', '#90a955'])}" stroke-width="3" stroke-linecap="round"/>`;
  }
  return svg;
}

/** Small bits scattered inside an ellipse: cubes, peas, berries, crumbs. */
export function scatter(
  random: Random,
  x: number,
  y: number,
  rx: number,
  ry: number,
  count: number,
  size: number,
  colours: string[],
  shape: 'cube' | 'round' | 'mixed' = 'mixed',
): string {
  let svg = '';
  for (let index = 0; index < count; index += 1) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random());
    const px = x + Math.cos(angle) * rx * distance;
    const py = y + Math.sin(angle) * ry * distance;
    const s = size * between(random, 0.7, 1.3);
    const colour = pick(random, colours);
    const round = shape === 'round' || (shape === 'mixed' && random() < 0.5);
    svg += round
      ? `<circle cx="${f(px)}" cy="${f(py)}" r="${f(s / 2)}" fill="${colour}" stroke="#00000022" stroke-width="2"/>`
      : `<rect x="${f(px - s / 2)}" y="${f(py - s / 2)}" width="${f(s)}" height="${f(s)}" rx="${f(s / 5)}" fill="${colour}" stroke="#00000022" stroke-width="2" transform="rotate(${Math.round(random() * 90)} ${f(px)} ${f(py)})"/>`;
  }
  return svg;
}

/** A drinking glass or a verrine with layers from the bottom up. */
export function glass(
  x: number,
  y: number,
  width: number,
  height: number,
  layers: Array<{ colour: string; share: number }>,
  top?: string,
): string {
  let svg = shadow(x + 4, y + height / 2 + 8, width * 0.6, 12);
  let bottom = y + height / 2 - 6;
  const inner = width / 2 - 6;
  for (const layer of layers) {
    const h = (height - 20) * layer.share;
    svg += `<rect x="${f(x - inner)}" y="${f(bottom - h)}" width="${f(inner * 2)}" height="${f(h)}" fill="${layer.colour}"/>`;
    bottom -= h;
  }
  if (top) svg += top;
  svg += `<rect x="${f(x - width / 2)}" y="${f(y - height / 2)}" width="${f(width)}" height="${f(height)}" rx="10" fill="#ffffff33" stroke="#b8cdd0" stroke-width="4"/>`;
  svg += `<rect x="${f(x - width / 2 + 8)}" y="${f(y - height / 2 + 10)}" width="8" height="${f(height - 30)}" rx="4" fill="#ffffff88"/>`;
  return svg;
}

/** A skewer with chunks along it. */
export function skewer(
  random: Random,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  colours: string[],
  chunks: number,
  size: number,
): string {
  let svg = `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#a47148" stroke-width="6" stroke-linecap="round"/>`;
  for (let index = 0; index < chunks; index += 1) {
    const t = (index + 1) / (chunks + 1);
    const px = x1 + (x2 - x1) * t;
    const py = y1 + (y2 - y1) * t;
    svg += blob(
      random,
      px,
      py,
      size * between(random, 0.85, 1.1),
      size * between(random, 0.75, 0.95),
      colours[index % colours.length],
      '#00000033',
      0.12,
    );
  }
  return svg;
}

/** Grill marks across a piece of meat. */
function grillMarks(x: number, y: number, rx: number, count: number): string {
  let svg = '';
  for (let index = 0; index < count; index += 1) {
    const px = x - rx * 0.6 + (index * rx * 1.2) / Math.max(1, count - 1);
    svg += `<line x1="${f(px - 14)}" y1="${f(y - 20)}" x2="${f(px + 14)}" y2="${f(y + 20)}" stroke="#3b1f0e" stroke-width="5" stroke-linecap="round" opacity="0.7"/>`;
  }
  return svg;
}

function sourCream(random: Random, x: number, y: number, r: number): string {
  return blob(random, x, y, r, r * 0.7, '#fbf8f1', '#e0d8c8', 0.14) + herbs(random, x, y, r * 0.6, r * 0.4, 5);
}

/** A cake (side view of a whole round cake), its layers from the bottom. */
function wholeCake(
  random: Random,
  x: number,
  y: number,
  rx: number,
  height: number,
  layers: string[],
  top: string,
  decoration: string[],
): string {
  const ry = rx * 0.32;
  let svg = shadow(x + 6, y + height + 10, rx + 20, ry + 8);
  svg += `<ellipse cx="${f(x)}" cy="${f(y + height + 4)}" rx="${f(rx + 24)}" ry="${f(ry + 10)}" fill="#ffffff" stroke="#d9d4cc" stroke-width="3"/>`;
  const layerHeight = height / layers.length;
  layers.forEach((colour, index) => {
    const top = y + height - (index + 1) * layerHeight;
    svg += `<path d="M ${f(x - rx)} ${f(top)} L ${f(x - rx)} ${f(top + layerHeight)} A ${f(rx)} ${f(ry)} 0 0 0 ${f(x + rx)} ${f(top + layerHeight)} L ${f(x + rx)} ${f(top)} Z" fill="${colour}"/>`;
  });
  svg += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${top}" stroke="#00000018" stroke-width="2"/>`;
  for (let index = 0; index < 9; index += 1) {
    const angle = (index / 9) * Math.PI * 2 + random() * 0.3;
    svg += `<circle cx="${f(x + Math.cos(angle) * rx * 0.75)}" cy="${f(y + Math.sin(angle) * ry * 0.75)}" r="${f(between(random, 8, 13))}" fill="${pick(random, decoration)}"/>`;
  }
  return svg;
}

/** A wedge cut from a layered cake, seen from the side. */
function cakeSlice(random: Random, x: number, y: number, width: number, height: number, layers: string[], top: string): string {
  let svg = shadow(x + width / 2 + 6, y + height + 8, width * 0.6, 14);
  const layerHeight = height / layers.length;
  layers.forEach((colour, index) => {
    const t = y + height - (index + 1) * layerHeight;
    svg += `<rect x="${f(x)}" y="${f(t)}" width="${f(width)}" height="${f(layerHeight + 1)}" fill="${colour}"/>`;
  });
  svg += `<path d="M ${f(x)} ${f(y)} L ${f(x + width)} ${f(y)} L ${f(x + width + 40)} ${f(y - 26)} L ${f(x + 40)} ${f(y - 26)} Z" fill="${top}"/>`;
  svg += `<rect x="${f(x)}" y="${f(y)}" width="${f(width)}" height="${f(height)}" fill="none" stroke="#00000022" stroke-width="2"/>`;
  svg += scatter(random, x + width / 2 + 20, y - 13, width / 2, 8, 8, 7, [top === '#e9c46a' ? '#c7923e' : '#f1e3c8'], 'round');
  return svg;
}

// ---------------------------------------------------------------- dishes

const cubePalette = { olivier: ['#f2e3a0', '#f7f1d8', '#8fb352', '#e7a0a0', '#e76f51', '#f4d58d'] };

function pancakes(random: Random): string {
  let svg = plate(CX, CY, 300, 190);
  const count = 4 + Math.floor(random() * 3);
  for (let index = 0; index < count; index += 1) {
    const x = CX - 130 + (index % 3) * 120 + between(random, -15, 15);
    const y = CY - 50 + Math.floor(index / 3) * 100 + between(random, -10, 10);
    svg += blob(random, x, y, 70, 48, pick(random, ['#c98a3c', '#b8772b', '#d69c4f']), '#8a5418', 0.1);
    svg += scatter(random, x, y, 48, 30, 10, 8, ['#9c5f1c', '#e0b066'], 'round');
  }
  return svg + sourCream(random, CX + 150, CY + 60, 46);
}

function dumplings(random: Random): string {
  let svg = plate(CX, CY, 300, 190);
  const count = 5 + Math.floor(random() * 4);
  for (let index = 0; index < count; index += 1) {
    const angle = (index / count) * Math.PI * 2 + random() * 0.3;
    const x = CX + Math.cos(angle) * 150;
    const y = CY + Math.sin(angle) * 80;
    svg += blob(random, x, y, 52, 38, pick(random, ['#e3b56b', '#d9a55a', '#efc98a']), '#a86f26', 0.12);
    svg += `<path d="M ${f(x - 30)} ${f(y - 6)} q 30 -16 60 0" stroke="#f6dfb0" stroke-width="5" fill="none"/>`;
  }
  return svg + sourCream(random, CX, CY, 50);
}

function casserole(random: Random): string {
  let svg = shadow(CX + 8, CY + 120, 300, 40);
  svg += `<rect x="${CX - 280}" y="${CY - 150}" width="560" height="290" rx="30" fill="#f4f1ec" stroke="#cfc8bd" stroke-width="5"/>`;
  const pieces = 2 + Math.floor(random() * 2);
  for (let index = 0; index < pieces; index += 1) {
    const x = CX - 230 + index * (460 / pieces);
    svg += `<rect x="${f(x)}" y="${CY - 110}" width="${f(460 / pieces - 20)}" height="210" rx="14" fill="${pick(random, ['#c27a2c', '#b56d24'])}" stroke="#7d4714" stroke-width="4"/>`;
    svg += scatter(random, x + 460 / pieces / 2 - 10, CY, 460 / pieces / 2 - 30, 90, 18, 12, ['#9a5a1b', '#d89548', '#e7b46a']);
  }
  return svg + sourCream(random, CX + 170, CY - 60, 40) + leaves(random, CX - 200, CY + 100, 40, 20, 5);
}

function pots(random: Random): string {
  let svg = '';
  const count = 2 + Math.floor(random() * 2);
  for (let index = 0; index < count; index += 1) {
    const x = CX - ((count - 1) * 190) / 2 + index * 190;
    const y = CY + 20 + between(random, -20, 20);
    svg += shadow(x + 6, y + 110, 90, 20);
    svg += `<path d="M ${x - 80} ${y - 60} Q ${x - 110} ${y + 80} ${x - 50} ${y + 110} L ${x + 50} ${y + 110} Q ${x + 110} ${y + 80} ${x + 80} ${y - 60} Z" fill="#b5562c" stroke="#7a3316" stroke-width="4"/>`;
    svg += `<ellipse cx="${x}" cy="${y - 60}" rx="86" ry="26" fill="#9a4422" stroke="#7a3316" stroke-width="4"/>`;
    svg += `<ellipse cx="${x}" cy="${y - 62}" rx="72" ry="20" fill="#8c4a1c"/>`;
    svg += scatter(random, x, y - 62, 60, 14, 10, 16, ['#d9903f', '#6e3512', '#f2c26b', '#c96b2c']);
    svg += herbs(random, x, y - 62, 50, 12, 6);
    svg += `<path d="M ${x - 70} ${y + 10} q 70 22 140 0" stroke="#d9804f" stroke-width="5" fill="none"/>`;
  }
  return svg;
}

function stewWithPancakes(random: Random): string {
  let svg = bowl(CX - 90, CY - 40, 170, 60);
  svg += `<ellipse cx="${CX - 90}" cy="${CY - 40}" rx="150" ry="48" fill="#9b5a2a"/>`;
  svg += scatter(random, CX - 90, CY - 40, 120, 34, 14, 26, ['#6e3512', '#8a4a1c', '#c9803a', '#5a2a0e'], 'mixed');
  for (let index = 0; index < 5; index += 1) {
    svg += `<ellipse cx="${CX + 190}" cy="${CY + 130 - index * 12}" rx="110" ry="40" fill="${index % 2 ? '#e9bf73' : '#dcab5c'}" stroke="#b07a30" stroke-width="3"/>`;
  }
  return svg + scatter(random, CX + 190, CY + 82, 80, 22, 10, 8, ['#b9853a'], 'round');
}

function wedges(random: Random): string {
  let svg = plate(CX, CY, 300, 190);
  const count = 12 + Math.floor(random() * 6);
  for (let index = 0; index < count; index += 1) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * 170;
    const x = CX + Math.cos(angle) * distance;
    const y = CY + Math.sin(angle) * distance * 0.55;
    svg += `<path d="M ${f(x - 48)} ${f(y)} Q ${f(x)} ${f(y - 40)} ${f(x + 48)} ${f(y)} Z" fill="${pick(random, ['#e0a94c', '#d39538', '#eab963'])}" stroke="#a06a1d" stroke-width="3" transform="rotate(${Math.round(random() * 360)} ${f(x)} ${f(y)})"/>`;
  }
  return svg + herbs(random, CX, CY, 200, 110, 30);
}

function grilledMeat(colour: string[], extras: 'vegetables' | 'sesame' | 'sauce') {
  return (random: Random): string => {
    let svg = plate(CX, CY, 300, 190);
    const count = 2 + Math.floor(random() * 3);
    for (let index = 0; index < count; index += 1) {
      const x = CX - 100 + index * (200 / Math.max(1, count - 1)) + between(random, -20, 20);
      const y = CY - 20 + between(random, -30, 30);
      const rx = between(random, 70, 95);
      svg += blob(random, x, y, rx, rx * 0.62, pick(random, colour), '#3b1f0e', 0.1) + grillMarks(x, y, rx, 3);
    }
    if (extras === 'vegetables') {
      svg += scatter(random, CX + 170, CY + 70, 70, 40, 10, 30, ['#d62828', '#f77f00', '#fcbf49', '#6a994e']);
      svg += leaves(random, CX - 180, CY + 80, 60, 30, 8);
    } else if (extras === 'sesame') {
      svg += scatter(random, CX, CY - 20, 200, 70, 60, 5, ['#fff3d6'], 'round');
      svg += scatter(random, CX + 160, CY + 90, 60, 30, 16, 9, ['#f6f2e8'], 'round');
    } else {
      svg += `<path d="M ${CX - 220} ${CY + 90} q 120 -40 240 0 t 200 0" stroke="#7b2d12" stroke-width="12" fill="none" stroke-linecap="round"/>`;
      svg += leaves(random, CX + 170, CY - 90, 40, 24, 6);
    }
    return svg;
  };
}

function kebabs(random: Random): string {
  let svg = plate(CX, CY, 320, 190);
  const count = 3 + Math.floor(random() * 2);
  for (let index = 0; index < count; index += 1) {
    const y = CY - 100 + index * (200 / (count - 1));
    svg += skewer(random, CX - 290, y + 20, CX + 290, y - 20, ['#b0642c', '#d62828', '#a35a25', '#f4d35e', '#9a4f1f'], 6, 32);
  }
  return svg + leaves(random, CX, CY + 150, 200, 20, 8);
}

function wholeBird(random: Random): string {
  let svg = plate(CX, CY, 320, 200, '#f3efe8');
  const body = pick(random, ['#a8531c', '#b8632a', '#9c4a17']);
  svg += blob(random, CX, CY - 10, 190, 120, body, '#5d2c0c', 0.04);
  svg += `<ellipse cx="${CX - 210}" cy="${CY + 10}" rx="60" ry="32" fill="${body}" stroke="#5d2c0c" stroke-width="4" transform="rotate(-20 ${CX - 210} ${CY + 10})"/>`;
  svg += `<ellipse cx="${CX + 210}" cy="${CY + 10}" rx="60" ry="32" fill="${body}" stroke="#5d2c0c" stroke-width="4" transform="rotate(20 ${CX + 210} ${CY + 10})"/>`;
  svg += `<path d="M ${CX - 110} ${CY - 60} q 110 -60 220 0" stroke="#ffffff55" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  const apples = 5 + Math.floor(random() * 3);
  for (let index = 0; index < apples; index += 1) {
    const angle = Math.PI * (0.15 + (index / apples) * 0.7);
    svg += blob(
      random,
      CX + Math.cos(angle) * 260,
      CY + Math.sin(angle) * 150,
      30,
      28,
      pick(random, ['#c1121f', '#e85d04', '#95b836']),
      '#6a040f',
      0.05,
    );
  }
  return svg + leaves(random, CX, CY - 160, 200, 20, 8);
}

function ham(random: Random): string {
  let svg = plate(CX, CY, 320, 190, '#f3efe8');
  svg += `<path d="M ${CX - 230} ${CY + 20} Q ${CX - 200} ${CY - 150} ${CX + 60} ${CY - 110} Q ${CX + 210} ${CY - 70} ${CX + 170} ${CY + 60} Q ${CX + 60} ${CY + 150} ${CX - 230} ${CY + 20} Z" fill="#a34d1f" stroke="#5d2c0c" stroke-width="5"/>`;
  svg += `<path d="M ${CX - 140} ${CY - 50} l 200 -10 M ${CX - 150} ${CY} l 240 -10 M ${CX - 110} ${CY + 50} l 200 -10" stroke="#d98b4f" stroke-width="6"/>`;
  svg += `<rect x="${CX + 160}" y="${CY - 10}" width="110" height="30" rx="14" fill="#f3e9dc" stroke="#bfae98" stroke-width="4" transform="rotate(-25 ${CX + 160} ${CY})"/>`;
  for (let index = 0; index < 3; index += 1) svg += blob(random, CX - 180 + index * 150, CY + 130, 40, 22, '#e9a07a', '#a3563a', 0.06);
  return svg + leaves(random, CX + 190, CY + 110, 60, 30, 7);
}

function wholeFish(random: Random): string {
  let svg = `${shadow(CX + 8, CY + 70, 330, 60)}<rect x="${CX - 340}" y="${CY - 150}" width="680" height="290" rx="30" fill="#f4f1ec" stroke="#cfc8bd" stroke-width="5"/>`;
  const body = pick(random, ['#f08a5d', '#f4a261', '#ee8959']);
  svg += `<path d="M ${CX - 250} ${CY} Q ${CX - 60} ${CY - 140} ${CX + 180} ${CY - 20} L ${CX + 290} ${CY - 90} L ${CX + 270} ${CY} L ${CX + 290} ${CY + 90} L ${CX + 180} ${CY + 20} Q ${CX - 60} ${CY + 140} ${CX - 250} ${CY} Z" fill="${body}" stroke="#9c4a2a" stroke-width="5"/>`;
  for (let index = 0; index < 6; index += 1)
    svg += `<path d="M ${CX - 150 + index * 55} ${CY - 70} q 20 70 0 140" stroke="#fde2cf" stroke-width="6" fill="none"/>`;
  svg += `<circle cx="${CX - 200}" cy="${CY - 12}" r="10" fill="#2b2118"/>`;
  for (let index = 0; index < 4; index += 1) {
    const x = CX - 150 + index * 110 + between(random, -10, 10);
    svg += `<circle cx="${f(x)}" cy="${CY + 110}" r="26" fill="#f9e26d" stroke="#e0b100" stroke-width="4"/><path d="M ${f(x)} ${CY + 86} v 48 M ${f(x - 24)} ${CY + 110} h 48" stroke="#e0b100" stroke-width="2"/>`;
  }
  return svg + leaves(random, CX, CY - 120, 260, 16, 9);
}

function piglet(random: Random): string {
  let svg = `${shadow(CX + 8, CY + 70, 330, 60)}<rect x="${CX - 340}" y="${CY - 150}" width="680" height="290" rx="30" fill="#f4f1ec" stroke="#cfc8bd" stroke-width="5"/>`;
  svg += blob(random, CX, CY, 250, 100, '#c0672e', '#6e3512', 0.03);
  svg += `<ellipse cx="${CX + 230}" cy="${CY - 10}" rx="80" ry="66" fill="#c0672e" stroke="#6e3512" stroke-width="4"/>`;
  svg += `<ellipse cx="${CX + 300}" cy="${CY}" rx="26" ry="22" fill="#b35c28" stroke="#6e3512" stroke-width="3"/>`;
  svg += `<path d="M ${CX + 200} ${CY - 70} l 20 -40 l 20 40 Z" fill="#a9541f"/>`;
  svg += blob(random, CX + 320, CY - 4, 22, 20, '#c1121f', '#6a040f', 0.04);
  svg += `<path d="M ${CX - 150} ${CY - 60} q 150 -50 300 0" stroke="#ffffff44" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  return (
    svg + leaves(random, CX, CY + 120, 280, 14, 12) + scatter(random, CX - 250, CY + 100, 50, 20, 5, 34, ['#95b836', '#c1121f'], 'round')
  );
}

function slicesFan(colours: string[], rolled: boolean) {
  return (random: Random): string => {
    let svg = plate(CX, CY, 320, 200);
    const rings = 2 + Math.floor(random() * 2);
    for (let ring = 0; ring < rings; ring += 1) {
      const count = 10 + ring * 4;
      const radius = 80 + ring * 70;
      const colour = colours[(ring + Math.floor(random() * colours.length)) % colours.length];
      for (let index = 0; index < count; index += 1) {
        const angle = (index / count) * Math.PI * 2;
        const x = CX + Math.cos(angle) * radius;
        const y = CY + Math.sin(angle) * radius * 0.58;
        svg += rolled
          ? `<rect x="${f(x - 32)}" y="${f(y - 12)}" width="64" height="24" rx="12" fill="${colour}" stroke="#00000030" stroke-width="2" transform="rotate(${Math.round((angle * 180) / Math.PI + 90)} ${f(x)} ${f(y)})"/>`
          : `<ellipse cx="${f(x)}" cy="${f(y)}" rx="34" ry="22" fill="${colour}" stroke="#00000030" stroke-width="2"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="18" ry="10" fill="#ffffff30"/>`;
      }
    }
    return svg + leaves(random, CX, CY, 40, 24, 6);
  };
}

function vegetableSticks(random: Random): string {
  let svg = plate(CX, CY, 320, 200);
  const colours = ['#f77f00', '#8cb369', '#d62828', '#fcbf49', '#f4f1de'];
  for (let index = 0; index < 26; index += 1) {
    const angle = (index / 26) * Math.PI * 2;
    const x = CX + Math.cos(angle) * 170;
    const y = CY + Math.sin(angle) * 100;
    svg += `<rect x="${f(x - 9)}" y="${f(y - 50)}" width="18" height="100" rx="6" fill="${pick(random, colours)}" stroke="#00000025" stroke-width="2" transform="rotate(${Math.round((angle * 180) / Math.PI + 90)} ${f(x)} ${f(y)})"/>`;
  }
  for (let index = 0; index < 3; index += 1) {
    const x = CX - 70 + index * 70;
    svg += `<ellipse cx="${x}" cy="${CY}" rx="34" ry="24" fill="#ffffff" stroke="#cfc8bd" stroke-width="3"/><ellipse cx="${x}" cy="${CY}" rx="26" ry="17" fill="${pick(random, ['#fff3c4', '#e76f51', '#a7c957', '#f1e3c8'])}"/>`;
  }
  return svg;
}

function pickles(random: Random): string {
  let svg = plate(CX, CY + 40, 320, 170);
  const count = 3;
  for (let index = 0; index < count; index += 1) {
    const x = CX - 190 + index * 190;
    svg += `<rect x="${x - 70}" y="${CY - 170}" width="140" height="210" rx="26" fill="#d8ecd8aa" stroke="#9fb8a0" stroke-width="5"/>`;
    svg += `<rect x="${x - 60}" y="${CY - 190}" width="120" height="30" rx="8" fill="${pick(random, ['#c9a227', '#b08968', '#e9c46a'])}"/>`;
    const fill = index === 1 ? ['#d62828', '#e85d04'] : ['#5f8d3a', '#7aa95c', '#4a7a2c'];
    svg += scatter(random, x, CY - 60, 48, 80, 9, 38, fill, 'round');
  }
  return (
    svg +
    scatter(random, CX, CY + 120, 220, 40, 14, 36, ['#5f8d3a', '#7aa95c', '#d62828', '#f4f1de'], 'round') +
    herbs(random, CX, CY + 120, 220, 40, 20)
  );
}

function fruitPyramid(random: Random): string {
  let svg = plate(CX, CY + 120, 300, 90);
  const rows = [7, 6, 5, 4, 3, 2, 1];
  rows.forEach((count, row) => {
    for (let index = 0; index < count; index += 1) {
      const x = CX - ((count - 1) * 60) / 2 + index * 60;
      const y = CY + 100 - row * 52;
      svg += blob(
        random,
        x,
        y,
        32,
        30,
        pick(random, ['#f77f00', '#c1121f', '#95b836', '#ffd60a', '#7b2cbf', '#e85d04']),
        '#00000030',
        0.06,
      );
    }
  });
  return svg + leaves(random, CX, CY - 270, 20, 10, 3);
}

function bowlSalad(colours: string[], topping: (random: Random) => string, shape: 'cube' | 'round' | 'mixed' = 'cube') {
  return (random: Random): string => {
    let svg = bowl(CX, CY - 70, 250, 80);
    svg += `<ellipse cx="${CX}" cy="${CY - 70}" rx="228" ry="68" fill="${colours[0]}"/>`;
    svg += scatter(random, CX, CY - 70, 200, 54, 70 + Math.floor(random() * 30), 24, colours, shape);
    return svg + topping(random);
  };
}

function layeredRound(layers: string[], top: string, topping: (random: Random) => string) {
  return (random: Random): string => {
    let svg = plate(CX, CY + 60, 300, 150);
    const rx = between(random, 180, 210);
    const height = 110;
    const y = CY - 40;
    const ry = rx * 0.34;
    const layerHeight = height / layers.length;
    layers.forEach((colour, index) => {
      const t = y + height - (index + 1) * layerHeight;
      svg += `<path d="M ${f(CX - rx)} ${f(t)} L ${f(CX - rx)} ${f(t + layerHeight)} A ${f(rx)} ${f(ry)} 0 0 0 ${f(CX + rx)} ${f(t + layerHeight)} L ${f(CX + rx)} ${f(t)} Z" fill="${colour}"/>`;
    });
    svg += `<ellipse cx="${CX}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${top}" stroke="#00000018" stroke-width="2"/>`;
    return svg + topping(random);
  };
}

function verrines(
  layersFor: (random: Random) => Array<{ colour: string; share: number }>,
  topFor: (random: Random, x: number, y: number) => string,
) {
  return (random: Random): string => {
    let svg = '';
    const count = 3 + Math.floor(random() * 2);
    for (let index = 0; index < count; index += 1) {
      const x = CX - ((count - 1) * 170) / 2 + index * 170;
      const y = CY + 20 + (index % 2) * 30;
      svg += glass(x, y, 120, 220, layersFor(random), topFor(random, x, y - 110 + 30));
    }
    return svg;
  };
}

function tartlets(filling: string[], topping: (random: Random, x: number, y: number) => string) {
  return (random: Random): string => {
    let svg = plate(CX, CY, 320, 200);
    const count = 6 + Math.floor(random() * 3);
    for (let index = 0; index < count; index += 1) {
      const angle = (index / count) * Math.PI * 2;
      const x = CX + Math.cos(angle) * 190;
      const y = CY + Math.sin(angle) * 105;
      svg += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="54" ry="36" fill="#d9a55a" stroke="#a2672a" stroke-width="4"/>`;
      svg += blob(random, x, y - 4, 42, 26, pick(random, filling), '#00000020', 0.1) + topping(random, x, y - 4);
    }
    svg += `<ellipse cx="${CX}" cy="${CY}" rx="54" ry="36" fill="#d9a55a" stroke="#a2672a" stroke-width="4"/>`;
    return svg + blob(random, CX, CY - 4, 42, 26, pick(random, filling), '#00000020', 0.1) + topping(random, CX, CY - 4);
  };
}

function canapes(layers: string[][], top: string[]) {
  return (random: Random): string => {
    let svg = plate(CX, CY, 320, 200);
    const columns = 3 + Math.floor(random() * 2);
    const rows = 3;
    for (let index = 0; index < columns * rows; index += 1) {
      const x = CX - ((columns - 1) * 130) / 2 + (index % columns) * 130 + between(random, -8, 8);
      const y = CY - 80 + Math.floor(index / columns) * 85;
      let offset = 0;
      for (const options of layers) {
        svg += `<rect x="${f(x - 38 + offset / 3)}" y="${f(y - offset)}" width="${f(76 - (offset * 2) / 3)}" height="22" rx="6" fill="${pick(random, options)}" stroke="#00000022" stroke-width="2"/>`;
        offset += 18;
      }
      svg += `<circle cx="${f(x)}" cy="${f(y - offset - 4)}" r="11" fill="${pick(random, top)}" stroke="#00000022" stroke-width="2"/>`;
      svg += `<line x1="${f(x)}" y1="${f(y - offset - 36)}" x2="${f(x)}" y2="${f(y + 16)}" stroke="#8d6e63" stroke-width="4"/>`;
    }
    return svg;
  };
}

function bruschettas(random: Random): string {
  let svg = `${shadow(CX + 8, CY + 90, 320, 50)}<rect x="${CX - 330}" y="${CY - 170}" width="660" height="320" rx="20" fill="#c08a4d" stroke="#8a5a2b" stroke-width="5"/>`;
  for (let index = 0; index < 6; index += 1) {
    const x = CX - 220 + (index % 3) * 220;
    const y = CY - 70 + Math.floor(index / 3) * 140;
    svg += `<rect x="${x - 90}" y="${y - 45}" width="180" height="90" rx="26" fill="#e2b36a" stroke="#a4702e" stroke-width="4"/>`;
    svg += scatter(
      random,
      x,
      y,
      70,
      30,
      14,
      20,
      pick(random, [
        ['#d62828', '#e85d04', '#6a994e'],
        ['#f4a261', '#fff3c4', '#6a994e'],
        ['#588157', '#f4f1de', '#344e41'],
      ]),
      'cube',
    );
  }
  return svg;
}

function roundPie(lattice: boolean, fillingColour: string, crust = '#d39a4a') {
  return (random: Random): string => {
    let svg = plate(CX, CY, 320, 200);
    const rx = between(random, 220, 250);
    const ry = rx * 0.6;
    svg += `<ellipse cx="${CX}" cy="${CY}" rx="${f(rx)}" ry="${f(ry)}" fill="${crust}" stroke="#8a5a1b" stroke-width="5"/>`;
    svg += `<ellipse cx="${CX}" cy="${CY}" rx="${f(rx - 26)}" ry="${f(ry - 18)}" fill="${lattice ? fillingColour : '#e0aa5b'}"/>`;
    if (lattice) {
      for (let index = -3; index <= 3; index += 1) {
        svg += `<rect x="${f(CX + index * 52 - 10)}" y="${f(CY - ry + 20)}" width="20" height="${f(ry * 2 - 40)}" rx="8" fill="${crust}" stroke="#8a5a1b" stroke-width="2" transform="rotate(30 ${CX} ${CY})"/>`;
        svg += `<rect x="${f(CX + index * 52 - 10)}" y="${f(CY - ry + 20)}" width="20" height="${f(ry * 2 - 40)}" rx="8" fill="${crust}" stroke="#8a5a1b" stroke-width="2" transform="rotate(-30 ${CX} ${CY})"/>`;
      }
    } else {
      for (let index = 0; index < 5; index += 1) {
        const angle = (index / 5) * Math.PI * 2 + random();
        svg += `<path d="M ${f(CX + Math.cos(angle) * 50)} ${f(CY + Math.sin(angle) * 30)} l ${f(Math.cos(angle) * 90)} ${f(Math.sin(angle) * 54)}" stroke="#8a5a1b" stroke-width="6" stroke-linecap="round"/>`;
      }
      svg += `<path d="M ${f(CX - rx + 60)} ${f(CY - 40)} q ${f(rx - 60)} -70 ${f(rx * 2 - 120)} 0" stroke="#f2cf8c" stroke-width="12" fill="none" stroke-linecap="round"/>`;
      svg += scatter(random, CX, CY, rx - 60, ry - 40, 12, 10, [fillingColour], 'round');
    }
    return svg;
  };
}

function domePie(random: Random): string {
  let svg = plate(CX, CY + 40, 320, 170);
  svg += `<path d="M ${CX - 230} ${CY + 60} Q ${CX - 220} ${CY - 200} ${CX} ${CY - 200} Q ${CX + 220} ${CY - 200} ${CX + 230} ${CY + 60} Z" fill="#d69a45" stroke="#8a5a1b" stroke-width="5"/>`;
  for (let index = 0; index < 5; index += 1)
    svg += `<path d="M ${CX - 180 + index * 90} ${CY + 40} Q ${CX - 150 + index * 75} ${CY - 120} ${CX} ${CY - 190}" stroke="#b07526" stroke-width="4" fill="none"/>`;
  return (
    svg +
    leaves(random, CX, CY - 200, 40, 14, 5, ['#e9b764', '#c98a3c']) +
    `<circle cx="${CX}" cy="${CY - 196}" r="14" fill="#e9b764" stroke="#8a5a1b" stroke-width="3"/>`
  );
}

function pastries(shape: 'crescent' | 'oval' | 'square' | 'boat', colour: string[]) {
  return (random: Random): string => {
    let svg = plate(CX, CY, 320, 200);
    const count = 6 + Math.floor(random() * 4);
    for (let index = 0; index < count; index += 1) {
      const angle = (index / count) * Math.PI * 2 + random() * 0.2;
      const radius = index % 2 ? 170 : 110;
      const x = CX + Math.cos(angle) * radius;
      const y = CY + Math.sin(angle) * radius * 0.55;
      const c = pick(random, colour);
      const turn = Math.round(random() * 60 - 30);
      if (shape === 'crescent') {
        svg += `<path d="M ${f(x - 60)} ${f(y + 10)} Q ${f(x)} ${f(y - 70)} ${f(x + 60)} ${f(y + 10)} Q ${f(x)} ${f(y - 20)} ${f(x - 60)} ${f(y + 10)} Z" fill="${c}" stroke="#8a5a1b" stroke-width="4" transform="rotate(${turn} ${f(x)} ${f(y)})"/>`;
        svg += `<path d="M ${f(x - 25)} ${f(y - 28)} l 10 26 M ${f(x)} ${f(y - 34)} v 26 M ${f(x + 25)} ${f(y - 28)} l -10 26" stroke="#8a5a1b" stroke-width="3" transform="rotate(${turn} ${f(x)} ${f(y)})"/>`;
      } else if (shape === 'oval') {
        svg += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="58" ry="32" fill="${c}" stroke="#8a5a1b" stroke-width="4" transform="rotate(${turn} ${f(x)} ${f(y)})"/><path d="M ${f(x - 34)} ${f(y - 10)} q 34 -14 68 0" stroke="#f3d49a" stroke-width="5" fill="none" transform="rotate(${turn} ${f(x)} ${f(y)})"/>`;
      } else if (shape === 'square') {
        svg += `<rect x="${f(x - 44)}" y="${f(y - 34)}" width="88" height="68" rx="10" fill="${c}" stroke="#8a5a1b" stroke-width="4" transform="rotate(${turn} ${f(x)} ${f(y)})"/><path d="M ${f(x - 30)} ${f(y - 20)} l 60 40 M ${f(x + 30)} ${f(y - 20)} l -60 40" stroke="#f3d49a" stroke-width="4" transform="rotate(${turn} ${f(x)} ${f(y)})"/>`;
      } else {
        svg += `<path d="M ${f(x - 70)} ${f(y)} Q ${f(x)} ${f(y - 60)} ${f(x + 70)} ${f(y)} Q ${f(x)} ${f(y + 60)} ${f(x - 70)} ${f(y)} Z" fill="${c}" stroke="#8a5a1b" stroke-width="4" transform="rotate(${turn} ${f(x)} ${f(y)})"/>`;
        svg += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="40" ry="18" fill="#fff1c1" transform="rotate(${turn} ${f(x)} ${f(y)})"/><circle cx="${f(x)}" cy="${f(y)}" r="11" fill="#f4a300"/>`;
      }
    }
    return svg;
  };
}

function cupcakes(random: Random): string {
  let svg = plate(CX, CY + 40, 320, 170);
  const count = 5 + Math.floor(random() * 2);
  for (let index = 0; index < count; index += 1) {
    const x = CX - ((count - 1) * 120) / 2 + index * 120;
    const y = CY + (index % 2) * 60;
    svg += `<path d="M ${x - 44} ${y} L ${x - 34} ${y + 60} L ${x + 34} ${y + 60} L ${x + 44} ${y} Z" fill="${pick(random, ['#f2cc8f', '#e07a5f', '#81b29a'])}" stroke="#00000030" stroke-width="2"/>`;
    const cream = pick(random, ['#fff1e6', '#ffafcc', '#cdb4db', '#ffd6a5']);
    svg += `<ellipse cx="${x}" cy="${y - 6}" rx="50" ry="26" fill="${cream}" stroke="#00000020" stroke-width="2"/><ellipse cx="${x}" cy="${y - 30}" rx="34" ry="20" fill="${cream}" stroke="#00000020" stroke-width="2"/><ellipse cx="${x}" cy="${y - 48}" rx="18" ry="12" fill="${cream}"/>`;
    svg += scatter(random, x, y - 20, 36, 20, 8, 5, ['#e63946', '#ffd60a', '#4cc9f0', '#80ed99'], 'round');
  }
  return svg;
}

function eclairs(random: Random): string {
  let svg = plate(CX, CY, 320, 200);
  const count = 5 + Math.floor(random() * 3);
  for (let index = 0; index < count; index += 1) {
    const x = CX + between(random, -30, 30);
    const y = CY - 120 + index * (240 / (count - 1));
    svg += `<rect x="${f(x - 150)}" y="${f(y - 22)}" width="300" height="44" rx="22" fill="#e0a95a" stroke="#98601f" stroke-width="3"/>`;
    svg += `<rect x="${f(x - 144)}" y="${f(y - 24)}" width="288" height="22" rx="11" fill="${pick(random, ['#4a2511', '#f4f1de', '#d4a373', '#e56b6f'])}"/>`;
  }
  return svg;
}

function macarons(random: Random): string {
  let svg = plate(CX, CY, 320, 200);
  const colours = ['#ffafcc', '#bde0fe', '#caffbf', '#fdffb6', '#cdb4db', '#ffc09f', '#a0c4ff'];
  for (let index = 0; index < 14; index += 1) {
    const angle = (index / 14) * Math.PI * 2;
    const radius = index % 2 ? 200 : 120;
    const x = CX + Math.cos(angle) * radius;
    const y = CY + Math.sin(angle) * radius * 0.55;
    const c = pick(random, colours);
    svg += `<ellipse cx="${f(x)}" cy="${f(y + 10)}" rx="40" ry="18" fill="${c}" stroke="#00000025" stroke-width="2"/><rect x="${f(x - 36)}" y="${f(y - 2)}" width="72" height="10" fill="#fff8f0"/><ellipse cx="${f(x)}" cy="${f(y - 6)}" rx="40" ry="18" fill="${c}" stroke="#00000025" stroke-width="2"/>`;
  }
  return svg;
}

function cake(layers: string[], top: string, decoration: string[]) {
  return (random: Random): string =>
    wholeCake(random, CX - 110, CY - 60, 170, 150, layers, top, decoration) + cakeSlice(random, CX + 140, CY + 40, 150, 110, layers, top);
}

function weddingCake(random: Random): string {
  let svg = wholeCake(random, CX, CY + 10, 220, 120, ['#fffdf8', '#f7efe5', '#fffdf8'], '#ffffff', ['#ffc8dd', '#ffafcc', '#ffffff']);
  svg += wholeCake(random, CX, CY - 130, 140, 110, ['#fffdf8', '#f7efe5'], '#ffffff', ['#ffc8dd', '#cdb4db']);
  return svg + leaves(random, CX, CY - 150, 60, 16, 6);
}

function box(cells: [number, number], palettes: string[][], kraft = true) {
  return (random: Random): string => {
    const colour = kraft ? '#c8a165' : '#f5f5f5';
    const border = kraft ? '#9c7a45' : '#b0bec5';
    let svg = `<rect x="150" y="110" width="500" height="340" rx="18" fill="#00000022" transform="translate(8 12)"/>`;
    svg += `<rect x="150" y="110" width="500" height="340" rx="18" fill="${colour}" stroke="${border}" stroke-width="6"/>`;
    const cellW = 480 / cells[0];
    const cellH = 320 / cells[1];
    for (let column = 0; column < cells[0]; column += 1) {
      for (let row = 0; row < cells[1]; row += 1) {
        const x = 160 + column * cellW;
        const y = 120 + row * cellH;
        svg += `<rect x="${f(x + 4)}" y="${f(y + 4)}" width="${f(cellW - 8)}" height="${f(cellH - 8)}" rx="10" fill="#fffaf0" stroke="${border}" stroke-width="2"/>`;
        const palette = pick(random, palettes);
        svg += scatter(
          random,
          x + cellW / 2,
          y + cellH / 2,
          cellW / 2 - 28,
          cellH / 2 - 28,
          6 + Math.floor(random() * 5),
          30,
          palette,
          random() < 0.5 ? 'cube' : 'round',
        );
      }
    }
    return svg;
  };
}

function lunchBox(main: string[], side: string[]) {
  return (random: Random): string => {
    let svg = `<rect x="150" y="110" width="500" height="340" rx="30" fill="#00000022" transform="translate(8 12)"/>`;
    svg += `<rect x="150" y="110" width="500" height="340" rx="30" fill="#f7f7f7" stroke="#b0bec5" stroke-width="6"/>`;
    svg += `<rect x="168" y="128" width="280" height="304" rx="20" fill="#fffdf7" stroke="#cfd8dc" stroke-width="3"/>`;
    svg += `<rect x="462" y="128" width="170" height="146" rx="20" fill="#fffdf7" stroke="#cfd8dc" stroke-width="3"/>`;
    svg += `<rect x="462" y="286" width="170" height="146" rx="20" fill="#fffdf7" stroke="#cfd8dc" stroke-width="3"/>`;
    svg += scatter(random, 308, 330, 110, 70, 80, 10, side, 'round');
    for (let index = 0; index < 2; index += 1) svg += blob(random, 250 + index * 120, 210, 58, 40, pick(random, main), '#00000030', 0.12);
    svg += scatter(random, 547, 200, 60, 48, 14, 24, ['#6a994e', '#d62828', '#f4f1de', '#a7c957'], 'cube');
    svg += scatter(
      random,
      547,
      360,
      60,
      48,
      8,
      30,
      pick(random, [
        ['#f77f00', '#fcbf49'],
        ['#c1121f', '#95b836'],
        ['#ffd60a', '#e85d04'],
      ]),
      'round',
    );
    return svg;
  };
}

function drinks(colours: string[], garnish: 'citrus' | 'berries') {
  return (random: Random): string => {
    let svg = '';
    const count = 3;
    for (let index = 0; index < count; index += 1) {
      const x = CX - 180 + index * 180;
      const colour = pick(random, colours);
      const top =
        garnish === 'citrus'
          ? `<circle cx="${x + 38}" cy="${CY - 120}" r="30" fill="#fcbf49" stroke="#f77f00" stroke-width="4"/><path d="M ${x + 38} ${CY - 150} v 60 M ${x + 8} ${CY - 120} h 60" stroke="#f77f00" stroke-width="2"/>`
          : scatter(random, x, CY - 70, 36, 14, 8, 14, ['#9d0208', '#d00000', '#6a040f'], 'round');
      svg += glass(x, CY + 20, 130, 260, [{ colour, share: 0.8 }], top);
      svg += scatter(random, x, CY + 40, 40, 80, 4, 22, ['#ffffff88'], 'cube');
    }
    return svg + leaves(random, CX, CY + 180, 260, 12, 6);
  };
}

function coffeeBreak(random: Random): string {
  let svg = '';
  for (let index = 0; index < 2; index += 1) {
    const x = CX - 200 + index * 160;
    svg +=
      shadow(x + 4, CY + 40, 80, 24) +
      `<ellipse cx="${x}" cy="${CY + 30}" rx="80" ry="26" fill="#ffffff" stroke="#cfc8bd" stroke-width="3"/>`;
    svg += `<path d="M ${x - 50} ${CY - 60} L ${x - 40} ${CY + 20} L ${x + 40} ${CY + 20} L ${x + 50} ${CY - 60} Z" fill="#ffffff" stroke="#cfc8bd" stroke-width="4"/>`;
    svg += `<ellipse cx="${x}" cy="${CY - 60}" rx="50" ry="14" fill="#6f4518"/><ellipse cx="${x}" cy="${CY - 62}" rx="26" ry="7" fill="#d4a373"/>`;
    svg += `<path d="M ${x + 48} ${CY - 40} q 36 10 0 40" stroke="#cfc8bd" stroke-width="8" fill="none"/>`;
  }
  svg += plate(CX + 170, CY + 20, 170, 120);
  return svg + scatter(random, CX + 170, CY + 20, 110, 70, 8, 40, ['#d69a45', '#e9c46a', '#6d3b2a', '#ffafcc'], 'round');
}

function sandwiches(random: Random): string {
  let svg = plate(CX, CY, 320, 200);
  const count = 6 + Math.floor(random() * 2);
  for (let index = 0; index < count; index += 1) {
    const x = CX - 210 + (index % 4) * 140;
    const y = CY - 60 + Math.floor(index / 4) * 130;
    const turn = Math.round(random() * 40 - 20);
    const filling = pick(random, [
      ['#e9a07a', '#8cb369'],
      ['#fcbf49', '#d62828'],
      ['#f4a261', '#6a994e'],
    ]);
    svg += `<g transform="rotate(${turn} ${x} ${y})"><path d="M ${x - 60} ${y + 40} L ${x + 60} ${y + 40} L ${x} ${y - 50} Z" fill="#f3ddb3" stroke="#c49a5b" stroke-width="4"/>`;
    svg += `<path d="M ${x - 52} ${y + 30} L ${x + 52} ${y + 30} L ${x + 46} ${y + 20} L ${x - 46} ${y + 20} Z" fill="${filling[0]}"/><path d="M ${x - 44} ${y + 16} L ${x + 44} ${y + 16} L ${x + 38} ${y + 6} L ${x - 38} ${y + 6} Z" fill="${filling[1]}"/></g>`;
  }
  return svg;
}

// ---------------------------------------------------------------- choosing a painter by name

const layersOf = (colours: string[], random: Random) =>
  colours.map((colour) => ({ colour, share: (1 / colours.length) * between(random, 0.7, 1) }));

/** The first rule whose pattern matches the (lower-cased) name paints the picture. */
export const DISH_RULES: Array<[RegExp, Painter]> = [
  [/драник/, pancakes],
  [/колдун/, dumplings],
  [/бабка/, casserole],
  [/горшоч|жаркое/, pots],
  [/мачанк/, stewWithPancakes],
  [/по-деревенски|картофель/, wedges],
  [/шашлык/, kebabs],
  [/медальон/, grilledMeat(['#7b3f1d', '#8d4b25', '#6e3512'], 'sauce')],
  [/терияки|бёдра/, grilledMeat(['#5a2a0e', '#6e3512', '#7b3f1d'], 'sesame')],
  [/гриле|шея|горяч|мясо и птица/, grilledMeat(['#a0522d', '#8d4b25', '#b5651d'], 'vegetables')],
  [/окорок/, ham],
  [/сёмга запеч|рыба целиком/, wholeFish],
  [/поросён/, piglet],
  [/мясное ассорти|нарезк/, slicesFan(['#c9184a', '#e5989b', '#a4133c', '#ffb4a2'], false)],
  [/рыбное ассорти/, slicesFan(['#f4a261', '#ee8959', '#dfe7ea', '#f08a5d'], true)],
  [/утка|запечённое целиком|банкет/, wholeBird],
  [/овощн/, vegetableSticks],
  [/соленья/, pickles],
  [/фруктовая пирамида/, fruitPyramid],
  [/оливье/, bowlSalad(cubePalette.olivier, (random) => herbs(random, CX, CY - 74, 180, 44, 18))],
  [
    /под шубой/,
    layeredRound(
      ['#7b2d43', '#f3e5ab', '#e76f51', '#f7f1d8', '#9d4edd'],
      '#8e3b5e',
      (random) => scatter(random, CX, CY - 40, 150, 44, 60, 7, ['#f7f1d8', '#f3d34a'], 'round') + herbs(random, CX, CY - 40, 140, 40, 12),
    ),
  ],
  [
    /мимоза/,
    layeredRound(
      ['#f4d35e', '#f7f1d8', '#ee9b63', '#f7f1d8', '#f4d35e'],
      '#f6d743',
      (random) => scatter(random, CX, CY - 40, 160, 46, 70, 6, ['#f3c623', '#fff3b0'], 'round') + herbs(random, CX, CY - 40, 150, 40, 14),
    ),
  ],
  [
    /цезарь/,
    bowlSalad(
      ['#8ab17d', '#a7c957', '#6a994e'],
      (random) =>
        scatter(random, CX, CY - 74, 180, 44, 14, 26, ['#e9c46a', '#d4a373'], 'cube') +
        scatter(random, CX, CY - 74, 170, 40, 10, 34, ['#f2e8cf', '#f4d8a5'], 'mixed') +
        scatter(random, CX, CY - 74, 190, 46, 18, 12, ['#fffbea'], 'cube'),
      'round',
    ),
  ],
  [
    /греческ/,
    bowlSalad(
      ['#8ab17d', '#d62828', '#a7c957'],
      (random) =>
        scatter(random, CX, CY - 74, 180, 44, 16, 26, ['#ffffff', '#f8f9fa'], 'cube') +
        scatter(random, CX, CY - 74, 190, 46, 14, 16, ['#2b2118', '#3d2b1f'], 'round') +
        scatter(random, CX, CY - 74, 180, 44, 14, 24, ['#e63946', '#7cb518'], 'mixed'),
    ),
  ],
  [
    /креветк|авокадо/,
    bowlSalad(
      ['#a7c957', '#6a994e', '#b5e48c'],
      (random) =>
        scatter(random, CX, CY - 74, 180, 44, 14, 30, ['#f28482', '#f6bd60'], 'round') +
        scatter(random, CX, CY - 74, 160, 40, 10, 28, ['#cbdf90', '#9bbb59'], 'cube'),
    ),
  ],
  [/витамин/, bowlSalad(['#f77f00', '#e9f5db', '#b5e48c', '#fcbf49'], (random) => herbs(random, CX, CY - 74, 190, 44, 40), 'round')],
  [
    /тёплый салат|телятин/,
    bowlSalad(
      ['#8ab17d', '#a7c957'],
      (random) =>
        scatter(random, CX, CY - 74, 180, 44, 16, 34, ['#8d4b25', '#a0522d'], 'mixed') +
        scatter(random, CX, CY - 74, 160, 40, 12, 18, ['#e63946', '#ffb703'], 'round'),
      'round',
    ),
  ],
  [
    /стаканчик.*(салат|ростбиф)|салат.*стаканчик|порцион/,
    verrines(
      (random) => layersOf([pick(random, ['#8ab17d', '#a7c957']), '#f7f1d8', pick(random, ['#a4133c', '#e76f51', '#f4d35e'])], random),
      (random, x, y) => herbs(random, x, y, 40, 10, 6),
    ),
  ],
  [
    /салат/,
    bowlSalad(['#6a994e', '#a7c957', '#f2e8cf', '#bc4749', '#f4a259'], (random) => herbs(random, CX, CY - 74, 180, 44, 12), 'mixed'),
  ],
  [
    /тирамису/,
    verrines(
      (random) => layersOf(['#7f5539', '#fff3e0', '#9c6644', '#fff3e0'], random),
      (random, x, y) => scatter(random, x, y, 46, 8, 20, 6, ['#6f4518', '#4a2511'], 'round'),
    ),
  ],
  [
    /панакот/,
    verrines(
      () => [
        { colour: '#fffbf2', share: 0.7 },
        { colour: '#c1121f', share: 0.15 },
      ],
      (random, x, y) => scatter(random, x, y + 10, 30, 8, 5, 16, ['#9d0208', '#5a189a', '#d00000'], 'round'),
    ),
  ],
  [/медовик/, cake(['#d4a373', '#fff3e0', '#c58940', '#fff3e0', '#d4a373', '#fff3e0'], '#e9c46a', ['#c7923e', '#e9c46a'])],
  [/наполеон/, cake(['#e6c28b', '#fffaf0', '#e6c28b', '#fffaf0', '#e6c28b', '#fffaf0'], '#f1e3c8', ['#e6c28b', '#fff3e0'])],
  [/красный бархат/, cake(['#9d0208', '#fffaf0', '#9d0208', '#fffaf0', '#9d0208'], '#fffaf0', ['#d00000', '#9d0208', '#ffafcc'])],
  [/свадеб/, weddingCake],
  [/торт|десерт/, cake(['#6d3b2a', '#ffe5ec', '#6d3b2a', '#ffe5ec'], '#ffc8dd', ['#e63946', '#ffffff', '#6d3b2a'])],
  [/капкейк|пирожн/, cupcakes],
  [/эклер/, eclairs],
  [/макарон/, macarons],
  [/курник/, domePie],
  [/осетинск/, roundPie(false, '#6a994e', '#e0aa5b')],
  [/яблок/, roundPie(true, '#f2c14e')],
  [/пирог/, roundPie(false, '#f7f1d8')],
  [/круассан/, pastries('crescent', ['#d69a45', '#e0aa5b', '#c98a3c'])],
  [/пирожк|выпечк/, pastries('oval', ['#d69a45', '#c98a3c', '#e0aa5b'])],
  [/слойк/, pastries('square', ['#e0aa5b', '#eab963'])],
  [/хачапури/, pastries('boat', ['#d69a45', '#e0aa5b'])],
  [/тарталетк.*икр|икр/, tartlets(['#fff3e0'], (random, x, y) => scatter(random, x, y, 26, 14, 16, 8, ['#e85d04', '#dc2f02'], 'round'))],
  [
    /жюльен/,
    tartlets(
      ['#f1dcb5', '#ead2a4'],
      (random, x, y) => scatter(random, x, y, 26, 14, 6, 10, ['#8a5a2b', '#b08968'], 'mixed') + herbs(random, x, y, 20, 10, 3),
    ),
  ],
  [
    /краб|тарталетк|канапе и тарталетки/,
    tartlets(
      ['#fde2e4', '#f8edeb'],
      (random, x, y) => scatter(random, x, y, 26, 14, 6, 10, ['#e5383b', '#ffffff'], 'cube') + herbs(random, x, y, 20, 10, 3),
    ),
  ],
  [/брускетт/, bruschettas],
  [/сёмг/, canapes([['#f3ddb3'], ['#fffaf0'], ['#f4845f', '#f79d65']], ['#6a994e', '#fcbf49'])],
  [/капрезе/, canapes([['#fffaf0'], ['#d62828', '#e63946']], ['#6a994e', '#386641'])],
  [/буженин/, canapes([['#f3ddb3'], ['#e5989b', '#ffb4a2']], ['#6a994e', '#90a955'])],
  [
    /фрукт/,
    canapes(
      [
        ['#95b836', '#ffd60a'],
        ['#f77f00', '#c1121f'],
      ],
      ['#7b2cbf', '#c1121f', '#95b836'],
    ),
  ],
  [/утк.*груш|груш/, canapes([['#f3ddb3'], ['#9c4a2a', '#7b3f1d']], ['#d4e09b', '#f6d365'])],
  [/канапе/, canapes([['#f3ddb3'], ['#f4845f', '#e5989b', '#fffaf0']], ['#6a994e', '#c1121f'])],
  [/фитнес/, lunchBox(['#f4d8a5', '#e9c89a'], ['#c9a66b', '#b08968'])],
  [/ланч-бокс.*вегетар/, lunchBox(['#d4a373', '#e9c46a'], ['#f1e3c8', '#e9d8a6'])],
  [/ланч|команд/, lunchBox(['#7b3f1d', '#8d4b25'], ['#fffdf0', '#f1e3c8'])],
  [
    /мясн.*бокс|бокс.*мясн|мясная тарелка/,
    box(
      [3, 2],
      [
        ['#c9184a', '#e5989b', '#a4133c'],
        ['#ffb4a2', '#e5989b'],
        ['#6a994e', '#d62828'],
      ],
    ),
  ],
  [
    /сырн/,
    box(
      [3, 2],
      [
        ['#f4d35e', '#fbe7a1', '#e9c46a'],
        ['#fff3c4', '#f6bd60'],
        ['#7b2cbf', '#95b836'],
      ],
    ),
  ],
  [
    /северн|рыбн/,
    box(
      [3, 2],
      [
        ['#f4a261', '#ee8959'],
        ['#fffaf0', '#e85d04'],
        ['#6a994e', '#a7c957'],
      ],
    ),
  ],
  [
    /зелён|вегетариан/,
    box(
      [3, 2],
      [
        ['#6a994e', '#a7c957', '#386641'],
        ['#d62828', '#f4a259'],
        ['#fff3c4', '#95b836'],
      ],
    ),
  ],
  [
    /средиземномор/,
    box(
      [3, 2],
      [
        ['#2b2118', '#606c38'],
        ['#d62828', '#f4f1de'],
        ['#fefae0', '#dda15e'],
      ],
    ),
  ],
  [
    /мини на двоих/,
    box(
      [2, 2],
      [
        ['#c9184a', '#f4d35e'],
        ['#f4a261', '#6a994e'],
        ['#fff3c4', '#d62828'],
      ],
    ),
  ],
  [
    /бокс/,
    box(
      [3, 2],
      [
        ['#e9573f', '#f6bb42', '#8cc152'],
        ['#fcfcfc', '#d8334a', '#b5651d'],
        ['#f4d35e', '#6a994e'],
      ],
    ),
  ],
  [/кофе/, coffeeBreak],
  [/морс/, drinks(['#9d0208', '#c1121f', '#a4133c'], 'berries')],
  [/лимонад|напит/, drinks(['#fcbf49', '#90be6d', '#f77f00', '#ff99c8'], 'citrus')],
  [/сэндвич/, sandwiches],
];

/** The painter for a dish or category name, if one of the rules knows it. */
export function painterFor(name: string): Painter | undefined {
  const lower = name.toLowerCase();
  return DISH_RULES.find(([pattern]) => pattern.test(lower))?.[1];
}
