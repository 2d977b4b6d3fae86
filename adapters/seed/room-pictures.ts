import sharp from 'sharp';

/**
 * Pictures of a home's rooms for the demo listings, drawn at seed time (nothing is downloaded): a living room,
 * bedroom, kitchen, bathroom, balcony or the house from the street, as an SVG in one-point perspective (walls,
 * floor, ceiling fan, a window with sky, furniture as shaded boxes), no text in it. Deterministic: the same
 * room, palette and layout give the same bytes. `roomPhoto` hands it over as a phone would (a JPEG), and the
 * seed uploads it through the same use case and image processor as any owner's photo.
 */
export type RoomKind = 'living' | 'bedroom' | 'kitchen' | 'bathroom' | 'balcony' | 'exterior';

export interface RoomPalette {
  wall: string;
  ceiling: string;
  floor: string;
  floorLine: string;
  wood: string;
  fabric: string;
  accent: string;
  tile: string;
  counter: string;
  facade: string;
}

/** Wall, floor and fabric colours seen in homes of the cities we serve; one per listing, in turn. */
export const ROOM_PALETTES: readonly RoomPalette[] = [
  { wall: '#efe4cf', ceiling: '#f7f3ea', floor: '#e9e6e1', floorLine: '#c9c4bc', wood: '#8a5a35', fabric: '#2f7f7a', accent: '#d98c2b', tile: '#dfe9ee', counter: '#3a3634', facade: '#e8d9b5' },
  { wall: '#d6e8d2', ceiling: '#f4f6ef', floor: '#d9c7a7', floorLine: '#b9a584', wood: '#5b3a24', fabric: '#8e2f3a', accent: '#e0b43c', tile: '#eef1ea', counter: '#4a4a48', facade: '#f0e6d0' },
  { wall: '#d3e3f0', ceiling: '#f5f7fa', floor: '#a9aaa8', floorLine: '#8e8f8c', wood: '#b98b5a', fabric: '#c99a2e', accent: '#3c6e9e', tile: '#f2f4f6', counter: '#2c2c2e', facade: '#d9c6a3' },
  { wall: '#f3d9c4', ceiling: '#fbf5ef', floor: '#a47148', floorLine: '#875936', wood: '#4a2e1e', fabric: '#2d3f6b', accent: '#e27d4f', tile: '#f6eadf', counter: '#5a4b42', facade: '#f2d3b1' },
  { wall: '#e2dcec', ceiling: '#f7f5fa', floor: '#eeeeee', floorLine: '#cfcfcf', wood: '#efefea', fabric: '#d9622b', accent: '#6b4c8a', tile: '#e9e4f1', counter: '#1f1f22', facade: '#e6e1d7' },
  { wall: '#ece9e2', ceiling: '#f8f7f4', floor: '#b8643f', floorLine: '#96502f', wood: '#7a4b26', fabric: '#4d7a3a', accent: '#c2452d', tile: '#e4ece8', counter: '#2f3a33', facade: '#d7b48d' },
  { wall: '#f4ebbd', ceiling: '#fbf9ee', floor: '#8f9a8c', floorLine: '#747e71', wood: '#6a452b', fabric: '#c4497a', accent: '#2f8f6f', tile: '#f4f1e2', counter: '#3b3b36', facade: '#efe2a8' },
  { wall: '#f1d8dc', ceiling: '#fbf4f5', floor: '#e6d9c3', floorLine: '#c8b99f', wood: '#9a6a43', fabric: '#3a5fa0', accent: '#6a9c4a', tile: '#f5eaea', counter: '#403a3a', facade: '#f3dcc8' },
];

export const PHOTO_WIDTH = 1024;
export const PHOTO_HEIGHT = 683;
const W = PHOTO_WIDTH;
const H = PHOTO_HEIGHT;
/** Where the back wall stands (room units: 0..1 wide, 0 ceiling to 1 floor, depth 0 at the lens). */
const D = 1.25;

type Point = [number, number];
interface Box {
  x: [number, number];
  y: [number, number];
  z: [number, number];
}

/** Small deterministic random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.max(0, Math.min(255, Math.round(factor >= 1 ? v + (255 - v) * (factor - 1) : v * factor))));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const fmt = (n: number) => Math.round(n * 10) / 10;
const poly = (points: Point[], fill: string, extra = '') => `<polygon points="${points.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ')}" fill="${fill}"${extra}/>`;

/** One-point perspective from an eye at (eye.x, eye.y) in room units; `mirror` swaps left and right. */
class Camera {
  constructor(
    readonly eye: { x: number; y: number },
    private readonly mirror: boolean,
  ) {}

  mx(x: number): number {
    return this.mirror ? 1 - x : x;
  }

  p(x: number, y: number, z: number): Point {
    const s = 1 / (1 + z);
    return [W * (this.eye.x + (this.mx(x) - this.eye.x) * s), H * (this.eye.y + (y - this.eye.y) * s)];
  }

  /** A quadrilateral on a plane: x fixed (a side wall), y fixed (floor, ceiling, a top) or z fixed (a front). */
  onX(x: number, y: [number, number], z: [number, number]): Point[] {
    return [this.p(x, y[0], z[0]), this.p(x, y[0], z[1]), this.p(x, y[1], z[1]), this.p(x, y[1], z[0])];
  }
  onY(y: number, x: [number, number], z: [number, number]): Point[] {
    return [this.p(x[0], y, z[0]), this.p(x[1], y, z[0]), this.p(x[1], y, z[1]), this.p(x[0], y, z[1])];
  }
  onZ(z: number, x: [number, number], y: [number, number]): Point[] {
    return [this.p(x[0], y[0], z), this.p(x[1], y[0], z), this.p(x[1], y[1], z), this.p(x[0], y[1], z)];
  }

  /** A solid box: the faces the eye sees, lit from above and the front. */
  box(b: Box, color: string, extra = ''): string {
    const [x0, x1] = this.mirror ? [1 - b.x[1], 1 - b.x[0]] : b.x;
    const raw = new Camera(this.eye, false);
    const faces: string[] = [];
    if (x0 > this.eye.x) faces.push(poly(raw.onX(x0, b.y, b.z), shade(color, 0.8), extra));
    if (x1 < this.eye.x) faces.push(poly(raw.onX(x1, b.y, b.z), shade(color, 0.8), extra));
    if (b.y[0] > this.eye.y) faces.push(poly(raw.onY(b.y[0], [x0, x1], b.z), shade(color, 1.12), extra));
    if (b.y[1] < this.eye.y) faces.push(poly(raw.onY(b.y[1], [x0, x1], b.z), shade(color, 0.68), extra));
    faces.push(poly(raw.onZ(b.z[0], [x0, x1], b.y), color, extra));
    return faces.join('');
  }

  /** A soft shadow on the floor under a box. */
  shadow(x: [number, number], z: [number, number], y = 1): string {
    return poly(this.onY(y, [x[0] - 0.015, x[1] + 0.015], [z[0] - 0.02, z[1] + 0.01]), '#000', ' opacity="0.16"');
  }

  /** A disc lying flat (a plate, a basin, a fan's motor), centre (x, y, z), radius r in room units. */
  flatDisc(x: number, y: number, z: number, r: number, fill: string, extra = ''): string {
    const [cx, cy] = this.p(x, y, z);
    const [, front] = this.p(x, y, z - r);
    const [, back] = this.p(x, y, z + r);
    const s = 1 / (1 + z);
    return `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(r * W * s)}" ry="${fmt(Math.max(1, Math.abs(front - back) / 2))}" fill="${fill}"${extra}/>`;
  }

  /** A disc standing on a wall facing the eye (a clock, a shower head), in screen space. */
  disc(x: number, y: number, z: number, r: number, fill: string, extra = ''): string {
    const [cx, cy] = this.p(x, y, z);
    return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt((r * W) / (1 + z))}" fill="${fill}"${extra}/>`;
  }
}

function defs(p: RoomPalette): string {
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="0.7" stop-color="#b9d8ef"/><stop offset="1" stop-color="#e9f1f5"/></linearGradient>
<radialGradient id="light" cx="0.2" cy="0.35" r="0.9"><stop offset="0" stop-color="#fff8e6" stop-opacity="0.35"/><stop offset="0.6" stop-color="#fff8e6" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#cfe3ea" stop-opacity="0.25"/></linearGradient>
<linearGradient id="mirror" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef5f7"/><stop offset="0.5" stop-color="#c3d3d9"/><stop offset="1" stop-color="#e4eef1"/></linearGradient>
<linearGradient id="floorfade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="${p.floor}" stop-opacity="0"/></linearGradient>
</defs>`;
}

/** Walls, ceiling and floor with its tile or plank lines. */
function shell(c: Camera, p: RoomPalette, floorTiles: number, wallTiles = false): string {
  const out = [
    poly(c.onY(0, [0, 1], [0, D]), p.ceiling),
    poly(c.onX(0, [0, 1], [0, D]), shade(p.wall, 0.93)),
    poly(c.onX(1, [0, 1], [0, D]), shade(p.wall, 0.86)),
    poly(c.onZ(D, [0, 1], [0, 1]), p.wall),
    poly(c.onY(1, [0, 1], [0, D]), p.floor),
  ];
  const lines: string[] = [];
  const line = (a: Point, b: Point) => `M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`;
  for (let i = 1; i < floorTiles; i++) lines.push(line(c.p(i / floorTiles, 1, 0), c.p(i / floorTiles, 1, D)));
  for (let z = D; z > 0; z -= 1 / floorTiles) lines.push(line(c.p(0, 1, z), c.p(1, 1, z)));
  out.push(`<path d="${lines.join('')}" stroke="${p.floorLine}" stroke-width="1.5" fill="none"/>`);
  if (wallTiles) {
    const t: string[] = [];
    for (let y = 0.1; y < 1; y += 0.075) {
      t.push(line(c.p(0, y, 0), c.p(0, y, D)), line(c.p(0, y, D), c.p(1, y, D)), line(c.p(1, y, D), c.p(1, y, 0)));
    }
    for (let x = 0.1; x < 1; x += 0.1) t.push(line(c.p(x, 0.1, D), c.p(x, 1, D)));
    for (let z = 0.15; z < D; z += 0.15) t.push(line(c.p(0, 0.1, z), c.p(0, 1, z)), line(c.p(1, 0.1, z), c.p(1, 1, z)));
    out.push(`<path d="${t.join('')}" stroke="${shade(p.tile, 0.82)}" stroke-width="1.2" fill="none"/>`);
  } else {
    // Skirting along the floor.
    out.push(poly(c.onX(0, [0.965, 1], [0, D]), shade(p.wall, 0.75)), poly(c.onX(1, [0.965, 1], [0, D]), shade(p.wall, 0.7)), poly(c.onZ(D, [0, 1], [0.965, 1]), shade(p.wall, 0.78)));
  }
  // Corners are darker than the middle of the floor.
  out.push(poly(c.onY(1, [0, 1], [D - 0.25, D]), 'url(#floorfade)'));
  return out.join('');
}

/** A window on the left wall (x = 0) with sky, a tree or a neighbour's house outside, a grill and curtains. */
function sideWindow(c: Camera, p: RoomPalette, z: [number, number], y: [number, number], rnd: () => number, curtains = true): string {
  const frame = c.onX(0, y, z);
  const id = `w${Math.floor(rnd() * 1e6)}`;
  const out = [`<clipPath id="${id}"><polygon points="${frame.map(([a, b]) => `${fmt(a)},${fmt(b)}`).join(' ')}"/></clipPath>`, poly(frame, 'url(#sky)')];
  const [left] = c.p(0, y[0], z[0]);
  const [right] = c.p(0, y[0], z[1]);
  const [, top] = c.p(0, y[0], z[1]);
  const [, bottom] = c.p(0, y[1], z[0]);
  const outside: string[] = [];
  const horizon = top + (bottom - top) * 0.7;
  outside.push(`<rect x="${fmt(Math.min(left, right))}" y="${fmt(horizon)}" width="${fmt(Math.abs(right - left))}" height="${fmt(bottom - horizon)}" fill="#c9b48f"/>`);
  outside.push(`<rect x="${fmt(Math.min(left, right) + Math.abs(right - left) * 0.45)}" y="${fmt(top + (bottom - top) * 0.35)}" width="${fmt(Math.abs(right - left) * 0.5)}" height="${fmt((bottom - top) * 0.4)}" fill="#e3cfa8"/>`);
  for (let i = 0; i < 4; i++) {
    const tx = Math.min(left, right) + Math.abs(right - left) * (0.1 + rnd() * 0.4);
    const ty = top + (bottom - top) * (0.3 + rnd() * 0.25);
    outside.push(`<circle cx="${fmt(tx)}" cy="${fmt(ty)}" r="${fmt((bottom - top) * (0.15 + rnd() * 0.1))}" fill="${['#4f7f3a', '#5e9142', '#3f6b30'][i % 3]}"/>`);
  }
  out.push(`<g clip-path="url(#${id})">${outside.join('')}</g>`);
  // Frame, grill bars, and the sill.
  const bars: string[] = [];
  const n = 6;
  for (let i = 1; i < n; i++) {
    const zz = z[0] + ((z[1] - z[0]) * i) / n;
    const a = c.p(0, y[0], zz);
    const b = c.p(0, y[1], zz);
    bars.push(`M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`);
  }
  const mid = (y[0] + y[1]) / 2;
  const a = c.p(0, mid, z[0]);
  const b = c.p(0, mid, z[1]);
  bars.push(`M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`);
  out.push(`<path d="${bars.join('')}" stroke="#4b4b4b" stroke-width="3" fill="none"/>`);
  out.push(poly(frame, 'none', ' stroke="#f6f4ef" stroke-width="9"'));
  out.push(c.box({ x: [0, 0.025], y: [y[1], y[1] + 0.02], z: [z[0] - 0.02, z[1] + 0.02] }, '#f2efe8'));
  if (curtains) {
    for (const [from, to] of [
      [z[0] - 0.1, z[0] + 0.04],
      [z[1] - 0.04, z[1] + 0.1],
    ] as const) {
      out.push(poly(c.onX(0.01, [y[0] - 0.06, y[1] + 0.12], [from, to]), p.fabric));
      for (let f = 1; f < 4; f++) {
        const zz = from + ((to - from) * f) / 4;
        out.push(poly(c.onX(0.012, [y[0] - 0.06, y[1] + 0.12], [zz - 0.008, zz + 0.008]), shade(p.fabric, 0.78)));
      }
    }
    out.push(poly(c.onX(0.005, [y[0] - 0.08, y[0] - 0.06], [z[0] - 0.12, z[1] + 0.12]), '#8c8c8c'));
  }
  // Daylight on the floor.
  out.push(poly([c.p(0, 1, z[0]), c.p(0, 1, z[1]), c.p(0.55, 1, z[1] - 0.25), c.p(0.55, 1, z[0] - 0.35)], '#fffbe8', ' opacity="0.18"'));
  return out.join('');
}

/** A ceiling fan, a fixture of every room here. */
function ceilingFan(c: Camera, z: number, rnd: () => number): string {
  const out = [];
  const top = c.p(0.5, 0, z);
  const hub = c.p(0.5, 0.1, z);
  out.push(`<path d="M${fmt(top[0])} ${fmt(top[1])}L${fmt(hub[0])} ${fmt(hub[1])}" stroke="#6d6d6d" stroke-width="4"/>`);
  const start = rnd() * Math.PI;
  for (let i = 0; i < 3; i++) {
    const a = start + (i * 2 * Math.PI) / 3;
    const [dx, dz] = [Math.cos(a), Math.sin(a)];
    const [nx, nz] = [-dz, dx];
    const at = (r: number, w: number): Point => c.p(0.5 + dx * r + nx * w, 0.1, z + dz * r + nz * w);
    out.push(poly([at(0.03, -0.012), at(0.2, -0.02), at(0.2, 0.02), at(0.03, 0.012)], '#f1efe9', ' stroke="#bdb9b0" stroke-width="1"'));
  }
  out.push(c.flatDisc(0.5, 0.1, z, 0.04, '#d6d3cc', ' stroke="#9d9a93" stroke-width="1.5"'));
  return out.join('');
}

/** A framed picture on the back wall: a few soft shapes, no words. */
function artwork(c: Camera, p: RoomPalette, x: [number, number], y: [number, number], rnd: () => number): string {
  const frame = c.onZ(D, x, y);
  const inner = c.onZ(D, [x[0] + 0.015, x[1] - 0.015], [y[0] + 0.02, y[1] - 0.02]);
  const [ix, iy] = inner[0];
  const [jx, jy] = inner[2];
  const out = [poly(frame, shade(p.wood, 0.7)), poly(inner, '#f4efe4')];
  out.push(`<rect x="${fmt(ix)}" y="${fmt(iy + (jy - iy) * 0.55)}" width="${fmt(jx - ix)}" height="${fmt((jy - iy) * 0.45)}" fill="${shade(p.accent, 1.3)}"/>`);
  out.push(`<circle cx="${fmt(ix + (jx - ix) * (0.3 + rnd() * 0.4))}" cy="${fmt(iy + (jy - iy) * 0.35)}" r="${fmt((jy - iy) * 0.18)}" fill="${p.accent}"/>`);
  out.push(`<path d="M${fmt(ix)} ${fmt(iy + (jy - iy) * 0.75)}Q${fmt((ix + jx) / 2)} ${fmt(iy + (jy - iy) * 0.45)} ${fmt(jx)} ${fmt(iy + (jy - iy) * 0.7)}L${fmt(jx)} ${fmt(jy)}L${fmt(ix)} ${fmt(jy)}Z" fill="${shade(p.fabric, 0.9)}" opacity="0.8"/>`);
  return out.join('');
}

function plant(c: Camera, x: number, z: number, size: number, p: RoomPalette, rnd: () => number): string {
  const out = [c.shadow([x - size / 2, x + size / 2], [z - size / 2, z + size / 2]), c.box({ x: [x - size / 2, x + size / 2], y: [1 - size * 1.3, 1], z: [z - size / 2, z + size / 2] }, shade(p.accent, 0.75))];
  const [cx, cy] = c.p(x, 1 - size * 1.3, z);
  const r = (size * W) / (1 + z);
  for (let i = 0; i < 7; i++) {
    const lx = cx + (rnd() - 0.5) * r * 1.6;
    const ly = cy - rnd() * r * 2.2 - r * 0.2;
    out.push(`<ellipse cx="${fmt(lx)}" cy="${fmt(ly)}" rx="${fmt(r * (0.35 + rnd() * 0.3))}" ry="${fmt(r * (0.6 + rnd() * 0.4))}" transform="rotate(${Math.round((rnd() - 0.5) * 70)} ${fmt(lx)} ${fmt(ly)})" fill="${['#3f7d3a', '#559447', '#2f6a33'][i % 3]}"/>`);
  }
  return out.join('');
}

function living(c: Camera, p: RoomPalette, rnd: () => number): string {
  const z = D - 0.02;
  const out = [shell(c, p, 6), sideWindow(c, p, [0.35, 0.85], [0.25, 0.62], rnd), artwork(c, p, [0.4, 0.6], [0.3, 0.5], rnd)];
  // Rug, sofa, coffee table, TV on the right wall, a plant.
  out.push(poly(c.onY(0.999, [0.22, 0.78], [D - 0.85, D - 0.1]), shade(p.accent, 1.25)), poly(c.onY(0.998, [0.25, 0.75], [D - 0.82, D - 0.13]), shade(p.accent, 0.95)));
  out.push(c.shadow([0.26, 0.74], [z - 0.3, z]));
  out.push(c.box({ x: [0.28, 0.72], y: [0.66, 0.86], z: [z - 0.08, z] }, p.fabric));
  out.push(c.box({ x: [0.28, 0.72], y: [0.84, 1], z: [z - 0.3, z - 0.02] }, shade(p.fabric, 0.92)));
  for (const x of [0.315, 0.415, 0.515, 0.615]) out.push(c.box({ x: [x, x + 0.09], y: [0.8, 0.84], z: [z - 0.28, z - 0.08] }, shade(p.fabric, 1.08)));
  out.push(c.box({ x: [0.31, 0.4], y: [0.7, 0.8], z: [z - 0.12, z - 0.08] }, p.accent), c.box({ x: [0.6, 0.69], y: [0.7, 0.8], z: [z - 0.12, z - 0.08] }, p.accent));
  out.push(c.box({ x: [0.25, 0.3], y: [0.77, 1], z: [z - 0.32, z] }, shade(p.fabric, 0.85)), c.box({ x: [0.7, 0.75], y: [0.77, 1], z: [z - 0.32, z] }, shade(p.fabric, 0.85)));
  out.push(c.box({ x: [0.88, 1], y: [0.86, 1], z: [0.45, 1.0] }, p.wood), c.box({ x: [0.985, 1], y: [0.5, 0.72], z: [0.55, 0.95] }, '#1d1f22'));
  out.push(c.shadow([0.38, 0.62], [D - 0.62, D - 0.45]));
  for (const [lx, lz] of [
    [0.39, D - 0.61],
    [0.6, D - 0.61],
    [0.39, D - 0.46],
    [0.6, D - 0.46],
  ] as const)
    out.push(c.box({ x: [lx, lx + 0.015], y: [0.9, 1], z: [lz, lz + 0.015] }, shade(p.wood, 0.8)));
  out.push(c.box({ x: [0.38, 0.62], y: [0.88, 0.9], z: [D - 0.62, D - 0.45] }, p.wood));
  out.push(plant(c, 0.14, D - 0.12, 0.07, p, rnd));
  out.push(ceilingFan(c, 0.75, rnd));
  return out.join('');
}

function bedroom(c: Camera, p: RoomPalette, rnd: () => number): string {
  const z = D;
  const out = [shell(c, p, 5), sideWindow(c, p, [0.3, 0.75], [0.25, 0.6], rnd), artwork(c, p, [0.42, 0.58], [0.22, 0.36], rnd)];
  out.push(c.shadow([0.3, 0.7], [z - 0.8, z]));
  out.push(c.box({ x: [0.3, 0.7], y: [0.58, 1], z: [z - 0.05, z] }, p.wood));
  out.push(c.box({ x: [0.3, 0.7], y: [0.88, 1], z: [z - 0.8, z - 0.05] }, shade(p.wood, 0.9)));
  out.push(c.box({ x: [0.305, 0.695], y: [0.82, 0.88], z: [z - 0.78, z - 0.05] }, '#f5f3ee'));
  for (const x of [0.33, 0.52]) out.push(c.box({ x: [x, x + 0.15], y: [0.76, 0.82], z: [z - 0.2, z - 0.07] }, '#fbfaf6'));
  out.push(c.box({ x: [0.298, 0.702], y: [0.81, 0.9], z: [z - 0.8, z - 0.38] }, p.fabric));
  out.push(c.box({ x: [0.298, 0.702], y: [0.805, 0.83], z: [z - 0.42, z - 0.36] }, shade(p.fabric, 1.2)));
  for (const x of [0.2, 0.72]) {
    out.push(c.box({ x: [x, x + 0.08], y: [0.8, 1], z: [z - 0.16, z - 0.01] }, p.wood));
    out.push(c.box({ x: [x + 0.025, x + 0.055], y: [0.74, 0.8], z: [z - 0.1, z - 0.07] }, '#c8c2b5'));
    out.push(c.box({ x: [x + 0.01, x + 0.07], y: [0.66, 0.74], z: [z - 0.12, z - 0.05] }, '#fff3d6'));
  }
  // A wardrobe on the right wall, doors and handles on the face turned to the room.
  out.push(c.box({ x: [0.8, 1], y: [0.14, 1], z: [0.25, 0.85] }, shade(p.wood, 1.1)));
  const doors: string[] = [];
  for (const zz of [0.45, 0.65]) {
    const [a, b] = [c.p(0.8, 0.14, zz), c.p(0.8, 1, zz)];
    doors.push(`M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`);
  }
  out.push(`<path d="${doors.join('')}" stroke="${shade(p.wood, 0.6)}" stroke-width="2"/>`);
  for (const zz of [0.43, 0.47, 0.63, 0.67]) out.push(c.box({ x: [0.795, 0.8], y: [0.5, 0.6], z: [zz, zz + 0.006] }, '#c9c9c9'));
  out.push(ceilingFan(c, 0.7, rnd));
  return out.join('');
}

function kitchen(c: Camera, p: RoomPalette, rnd: () => number): string {
  const z = D;
  const out = [shell(c, p, 7)];
  // Tiled splash-back and a window over the counter on the back wall.
  out.push(poly(c.onZ(D, [0, 1], [0.45, 0.68]), p.tile));
  const grid: string[] = [];
  for (let y = 0.45; y <= 0.68; y += 0.046) {
    const [a, b] = [c.p(0, y, D), c.p(1, y, D)];
    grid.push(`M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`);
  }
  for (let x = 0; x <= 1; x += 0.05) {
    const [a, b] = [c.p(x, 0.45, D), c.p(x, 0.68, D)];
    grid.push(`M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`);
  }
  out.push(`<path d="${grid.join('')}" stroke="${shade(p.tile, 0.8)}" stroke-width="1"/>`);
  out.push(poly(c.onZ(D, [0.5, 0.76], [0.2, 0.44]), 'url(#sky)'), poly(c.onZ(D, [0.5, 0.76], [0.37, 0.44]), '#6f9b55'));
  const sash = [c.p(0.63, 0.2, D), c.p(0.63, 0.44, D)];
  out.push(`<path d="M${fmt(sash[0][0])} ${fmt(sash[0][1])}L${fmt(sash[1][0])} ${fmt(sash[1][1])}" stroke="#f6f4ef" stroke-width="5"/>`);
  out.push(poly(c.onZ(D, [0.5, 0.76], [0.2, 0.44]), 'none', ' stroke="#f6f4ef" stroke-width="7"'));
  // Upper cabinets and the chimney hood.
  out.push(c.box({ x: [0.02, 0.45], y: [0.16, 0.4], z: [z - 0.16, z] }, shade(p.wood, 1.15)));
  out.push(c.box({ x: [0.2, 0.36], y: [0.4, 0.47], z: [z - 0.2, z] }, '#8e9093'));
  // The counter along the back and the left wall, the gas stove and the sink.
  out.push(c.box({ x: [0, 0.24], y: [0.7, 1], z: [0.35, D - 0.24] }, shade(p.wood, 1.05)));
  out.push(c.box({ x: [0, 0.25], y: [0.68, 0.7], z: [0.33, D - 0.24] }, p.counter));
  out.push(c.box({ x: [0, 0.8], y: [0.7, 1], z: [z - 0.24, z] }, shade(p.wood, 1.05)));
  out.push(c.box({ x: [0, 0.81], y: [0.68, 0.7], z: [z - 0.25, z] }, p.counter));
  const fronts: string[] = [];
  for (const x of [0.2, 0.4, 0.6]) {
    const [a, b] = [c.p(x, 0.72, z - 0.24), c.p(x, 0.99, z - 0.24)];
    fronts.push(`M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`);
  }
  for (const zz of [0.6, 0.85]) {
    const [a, b] = [c.p(0.24, 0.72, zz), c.p(0.24, 0.99, zz)];
    fronts.push(`M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`);
  }
  out.push(`<path d="${fronts.join('')}" stroke="${shade(p.wood, 0.6)}" stroke-width="2"/>`);
  out.push(c.box({ x: [0.2, 0.36], y: [0.665, 0.68], z: [z - 0.2, z - 0.04] }, '#2a2a2c'));
  for (const x of [0.24, 0.32]) out.push(c.flatDisc(x, 0.664, z - 0.12, 0.025, '#555', ' stroke="#888" stroke-width="1.5"'));
  out.push(poly(c.onY(0.679, [0.52, 0.7], [z - 0.2, z - 0.06]), '#9ea3a6'), poly(c.onY(0.679, [0.535, 0.685], [z - 0.185, z - 0.075]), '#6e7477'));
  out.push(c.box({ x: [0.605, 0.615], y: [0.58, 0.68], z: [z - 0.04, z - 0.03] }, '#b8bcbf'));
  // A pressure cooker and a fridge.
  out.push(c.box({ x: [0.3, 0.35], y: [0.6, 0.665], z: [z - 0.14, z - 0.1] }, '#c0c3c6'));
  out.push(c.shadow([0.82, 0.98], [z - 0.32, z]));
  out.push(c.box({ x: [0.82, 0.98], y: [0.3, 1], z: [z - 0.32, z - 0.02] }, shade(p.accent, 1.2)));
  const handle = [c.p(0.83, 0.45, z - 0.32), c.p(0.83, 0.6, z - 0.32)];
  out.push(`<path d="M${fmt(handle[0][0])} ${fmt(handle[0][1])}L${fmt(handle[1][0])} ${fmt(handle[1][1])}" stroke="#d5d5d5" stroke-width="4"/>`);
  return out.join('');
}

function bathroom(c: Camera, p: RoomPalette, rnd: () => number): string {
  const z = D;
  const wall = { ...p, wall: p.tile, floor: shade(p.tile, 0.85), floorLine: shade(p.tile, 0.6) };
  const out = [shell(c, wall, 10, true)];
  // A small high window (a ventilator) on the left wall.
  out.push(sideWindow(c, p, [0.7, 0.95], [0.18, 0.33], rnd, false));
  // Basin on a cabinet, the mirror over it.
  out.push(poly(c.onZ(D, [0.16, 0.42], [0.28, 0.6]), shade(p.wood, 0.8)), poly(c.onZ(D, [0.17, 0.41], [0.29, 0.59]), 'url(#mirror)'));
  out.push(c.shadow([0.15, 0.43], [z - 0.24, z]));
  out.push(c.box({ x: [0.15, 0.43], y: [0.74, 0.92], z: [z - 0.24, z] }, p.wood));
  out.push(c.box({ x: [0.14, 0.44], y: [0.7, 0.74], z: [z - 0.25, z] }, '#f7f7f5'));
  out.push(c.flatDisc(0.29, 0.7, z - 0.12, 0.08, '#dfe3e5', ' stroke="#c2c7ca" stroke-width="2"'));
  out.push(c.box({ x: [0.285, 0.295], y: [0.62, 0.7], z: [z - 0.03, z - 0.01] }, '#b8bcbf'));
  // The shower: a head on the back wall and a glass panel.
  out.push(c.box({ x: [0.77, 0.78], y: [0.2, 0.62], z: [z - 0.02, z] }, '#b8bcbf'), c.disc(0.77, 0.22, z - 0.03, 0.03, '#c9ced1'));
  out.push(poly(c.onX(0.6, [0.08, 1], [z - 0.55, z]), 'url(#glass)', ' stroke="#e8ecee" stroke-width="3"'));
  // A bucket and mug, and a towel on the right wall.
  out.push(c.box({ x: [0.45, 0.53], y: [0.88, 1], z: [z - 0.45, z - 0.37] }, p.accent), c.flatDisc(0.49, 0.88, z - 0.41, 0.04, shade(p.accent, 0.7)));
  out.push(c.box({ x: [0.56, 0.59], y: [0.95, 1], z: [z - 0.42, z - 0.39] }, shade(p.fabric, 1.2)));
  out.push(c.box({ x: [0.985, 1], y: [0.38, 0.4], z: [0.3, 0.7] }, '#b8bcbf'), c.box({ x: [0.975, 0.985], y: [0.39, 0.66], z: [0.4, 0.6] }, shade(p.fabric, 1.25)), c.box({ x: [0.974, 0.984], y: [0.58, 0.61], z: [0.4, 0.6] }, p.fabric));
  return out.join('');
}

function balcony(c: Camera, p: RoomPalette, rnd: () => number): string {
  const rail = 0.9;
  const out = [`<rect width="${W}" height="${H}" fill="url(#sky)"/>`];
  // The street's houses and trees beyond the railing.
  const ground = c.p(0, 0.62, rail)[1];
  let x = -20;
  while (x < W) {
    const w = 60 + rnd() * 110;
    const h = 60 + rnd() * 170;
    const colour = ['#d9c7a5', '#e6dccb', '#c9d3d8', '#e2c2a6', '#d4d0c4'][Math.floor(rnd() * 5)]!;
    out.push(`<rect x="${fmt(x)}" y="${fmt(ground - h)}" width="${fmt(w)}" height="${fmt(h)}" fill="${colour}"/>`);
    for (let wy = ground - h + 14; wy < ground - 20; wy += 34)
      for (let wx = x + 10; wx < x + w - 18; wx += 28) out.push(`<rect x="${fmt(wx)}" y="${fmt(wy)}" width="12" height="16" fill="#7c8a96" opacity="0.7"/>`);
    if (rnd() < 0.5) out.push(`<rect x="${fmt(x + w * 0.6)}" y="${fmt(ground - h - 16)}" width="22" height="16" rx="4" fill="#2d2d2d"/>`);
    x += w + 6;
  }
  for (let i = 0; i < 6; i++) out.push(`<circle cx="${fmt(rnd() * W)}" cy="${fmt(ground - rnd() * 30)}" r="${fmt(30 + rnd() * 40)}" fill="${['#4f7f3a', '#5e9142', '#3f6b30'][i % 3]}"/>`);
  out.push(`<rect x="0" y="${fmt(ground)}" width="${W}" height="${fmt(H - ground)}" fill="#b3a68c"/>`);
  // The balcony: its slab overhead, the side wall, tiled floor, a parapet with a grill, plants and two chairs.
  out.push(poly(c.onY(0, [0, 1], [0, rail]), shade(p.ceiling, 0.9)), poly(c.onX(0, [0, 1], [0, rail]), shade(p.facade, 0.9)));
  out.push(poly(c.onY(1, [0, 1], [0, rail]), p.floor));
  const tiles: string[] = [];
  for (let i = 1; i < 6; i++) {
    const [a, b] = [c.p(i / 6, 1, 0), c.p(i / 6, 1, rail)];
    tiles.push(`M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`);
  }
  for (let zz = 0.15; zz < rail; zz += 0.15) {
    const [a, b] = [c.p(0, 1, zz), c.p(1, 1, zz)];
    tiles.push(`M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`);
  }
  out.push(`<path d="${tiles.join('')}" stroke="${p.floorLine}" stroke-width="1.5"/>`);
  out.push(c.box({ x: [0, 1], y: [0.82, 1], z: [rail, rail + 0.05] }, p.facade));
  const bars: string[] = [];
  for (let bx = 0.02; bx < 1; bx += 0.04) {
    const [a, b] = [c.p(bx, 0.6, rail + 0.02), c.p(bx, 0.82, rail + 0.02)];
    bars.push(`M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`);
  }
  out.push(`<path d="${bars.join('')}" stroke="#3b3b3b" stroke-width="3"/>`);
  out.push(c.box({ x: [0, 1], y: [0.59, 0.61], z: [rail, rail + 0.04] }, '#3b3b3b'));
  out.push(c.box({ x: [0, 1], y: [0, 0.06], z: [rail - 0.02, rail + 0.05] }, shade(p.facade, 0.85)));
  for (const px of [0.12, 0.3, 0.82]) out.push(plant(c, px, rail - 0.08, 0.06, p, rnd));
  for (const cx of [0.45, 0.62]) {
    out.push(c.shadow([cx, cx + 0.1], [0.5, 0.6]));
    out.push(c.box({ x: [cx, cx + 0.1], y: [0.7, 0.9], z: [0.58, 0.6] }, p.wood));
    out.push(c.box({ x: [cx, cx + 0.1], y: [0.88, 0.9], z: [0.5, 0.6] }, shade(p.wood, 1.1)));
    for (const lx of [cx, cx + 0.09]) out.push(c.box({ x: [lx, lx + 0.01], y: [0.9, 1], z: [0.5, 0.51] }, shade(p.wood, 0.8)));
  }
  return out.join('');
}

function exterior(c: Camera, p: RoomPalette, rnd: () => number): string {
  const out = [`<rect width="${W}" height="${H}" fill="url(#sky)"/>`];
  const horizon = c.p(0.5, 1, 40)[1];
  out.push(`<rect x="0" y="${fmt(horizon)}" width="${W}" height="${fmt(H - horizon)}" fill="#a99d84"/>`);
  for (let i = 0; i < 5; i++) out.push(`<circle cx="${fmt(rnd() * W)}" cy="${fmt(horizon - 10 - rnd() * 20)}" r="${fmt(25 + rnd() * 30)}" fill="${['#5e8c46', '#4c7a3a'][i % 2]}"/>`);
  // The house: two floors, a stair block, windows with grills, a parapet and the water tank on the roof.
  const hz: [number, number] = [2.2, 3.6];
  out.push(c.box({ x: [0.72, 1.05], y: [-1.35, -0.9], z: [2.6, 3.2] }, shade(p.facade, 0.95)));
  out.push(c.box({ x: [0.05, 0.3], y: [-1.45, -1.1], z: [2.5, 2.75] }, '#2a2a2a'), c.box({ x: [0.08, 0.1], y: [-1.1, -0.9], z: [2.5, 2.52] }, '#555'), c.box({ x: [0.25, 0.27], y: [-1.1, -0.9], z: [2.5, 2.52] }, '#555'));
  out.push(c.box({ x: [-0.25, 1.05], y: [-0.9, 1], z: hz }, p.facade));
  out.push(c.box({ x: [-0.27, 1.07], y: [-0.98, -0.9], z: [hz[0] - 0.02, hz[1]] }, shade(p.facade, 1.15)));
  out.push(c.box({ x: [-0.27, 1.07], y: [0.02, 0.08], z: [hz[0] - 0.25, hz[0]] }, shade(p.facade, 1.1)));
  const window = (x: number, y: number) => {
    out.push(poly(c.onZ(hz[0], [x, x + 0.2], [y, y + 0.3]), '#5d6f7c'), poly(c.onZ(hz[0], [x, x + 0.2], [y, y + 0.3]), 'none', ' stroke="#f4f1ea" stroke-width="5"'));
    const g: string[] = [];
    for (let gx = x + 0.04; gx < x + 0.2; gx += 0.04) {
      const [a, b] = [c.p(gx, y, hz[0]), c.p(gx, y + 0.3, hz[0])];
      g.push(`M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`);
    }
    out.push(`<path d="${g.join('')}" stroke="#333" stroke-width="2"/>`);
    out.push(c.box({ x: [x - 0.03, x + 0.23], y: [y - 0.06, y - 0.04], z: [hz[0] - 0.08, hz[0]] }, shade(p.facade, 0.8)));
  };
  for (const x of [-0.12, 0.72]) window(x, -0.6);
  for (const x of [-0.12, 0.72]) window(x, 0.3);
  // The upper floor's balcony with its railing, the front door with steps.
  out.push(c.box({ x: [0.2, 0.6], y: [-0.08, 0.0], z: [hz[0] - 0.3, hz[0]] }, shade(p.facade, 0.9)));
  out.push(poly(c.onZ(hz[0], [0.27, 0.53], [-0.7, -0.08]), shade(p.wood, 0.9)));
  const rail: string[] = [];
  for (let rx = 0.2; rx <= 0.6; rx += 0.04) {
    const [a, b] = [c.p(rx, -0.35, hz[0] - 0.3), c.p(rx, -0.08, hz[0] - 0.3)];
    rail.push(`M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`);
  }
  out.push(`<path d="${rail.join('')}" stroke="#333" stroke-width="2.5"/>`, c.box({ x: [0.2, 0.6], y: [-0.37, -0.34], z: [hz[0] - 0.3, hz[0] - 0.28] }, '#333'));
  out.push(poly(c.onZ(hz[0], [0.32, 0.5], [0.35, 1]), p.wood), poly(c.onZ(hz[0], [0.34, 0.48], [0.38, 0.97]), shade(p.wood, 0.85)));
  out.push(c.box({ x: [0.28, 0.54], y: [0.95, 1], z: [hz[0] - 0.15, hz[0]] }, '#b9b4aa'));
  // The boundary wall and its gate in front.
  const front: [number, number] = [1.2, 1.3];
  out.push(c.box({ x: [-0.4, 0.25], y: [0.62, 1], z: front }, shade(p.facade, 0.85)), c.box({ x: [0.65, 1.4], y: [0.62, 1], z: front }, shade(p.facade, 0.85)));
  const gate: string[] = [];
  for (let gx = 0.27; gx < 0.65; gx += 0.025) {
    const [a, b] = [c.p(gx, 0.66, front[0] + 0.05), c.p(gx, 1, front[0] + 0.05)];
    gate.push(`M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`);
  }
  out.push(`<path d="${gate.join('')}" stroke="${shade(p.accent, 0.6)}" stroke-width="3"/>`, c.box({ x: [0.25, 0.65], y: [0.65, 0.67], z: [front[0] + 0.04, front[0] + 0.06] }, shade(p.accent, 0.6)));
  for (const gx of [0.22, 0.65]) out.push(c.box({ x: [gx, gx + 0.05], y: [0.55, 1], z: [front[0] - 0.02, front[1] + 0.02] }, shade(p.facade, 0.75)));
  out.push(plant(c, -0.1, 1.05, 0.08, p, rnd), plant(c, 1.12, 1.05, 0.08, p, rnd));
  return out.join('');
}

const ROOMS: Record<RoomKind, (c: Camera, p: RoomPalette, rnd: () => number) => string> = { living, bedroom, kitchen, bathroom, balcony, exterior };
const EYES: Record<RoomKind, { x: number; y: number }> = {
  living: { x: 0.55, y: 0.46 },
  bedroom: { x: 0.53, y: 0.44 },
  kitchen: { x: 0.5, y: 0.42 },
  bathroom: { x: 0.5, y: 0.42 },
  balcony: { x: 0.5, y: 0.5 },
  exterior: { x: 0.5, y: 0.62 },
};

/** The room as an SVG of PHOTO_WIDTH × PHOTO_HEIGHT; `variant` picks the small differences (mirrored, fan, plants). */
export function roomSvg(kind: RoomKind, palette: RoomPalette, variant = 0): string {
  const rnd = random(variant * 7919 + kind.length * 104729 + 1);
  const camera = new Camera(EYES[kind], variant % 2 === 1);
  const body = ROOMS[kind](camera, palette, rnd);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(palette)}${body}<rect width="${W}" height="${H}" fill="url(#light)"/><rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>`;
}

/** The room as a phone would hand it over: a JPEG (then uploaded like any photo). */
export async function roomPhoto(kind: RoomKind, palette: RoomPalette, variant = 0): Promise<Uint8Array> {
  return new Uint8Array(await sharp(Buffer.from(roomSvg(kind, palette, variant))).jpeg({ quality: 90 }).toBuffer());
}
