// Photo-like scenes for the demo catalogue, as SVG that sharp rasterises (render.ts): a product lit
// on a studio backdrop or a textured table, with shading, a soft shadow, a gloss and a vignette.
// Deterministic: the same inputs give the same markup, so the rendered files can be cached by hash.
import { escapeXml, ICONS, tint, wrap, type IconName } from './svg';

/** Mixes a #rrggbb colour with black (amount 0..1). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (v: number) => Math.round(v * (1 - amount));
  return `#${((mix((n >> 16) & 255) << 16) | (mix((n >> 8) & 255) << 8) | mix(n & 255)).toString(16).padStart(6, '0')}`;
}

/** A small deterministic number generator from a string, for bokeh and grain placement. */
function sequence(key: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

const FONT = "font-family=\"'DejaVu Sans', 'Segoe UI', Roboto, Arial, sans-serif\"";

/**
 * The product drawn with a body gradient (light from the top left), a lighter trim, and a gloss
 * pass over the same shapes. Gradients are in the icon's own 0..100 units, so thin strokes keep them.
 */
function litProduct(id: string, name: IconName, accent: string, x: number, y: number, size: number, rotate = 0): string {
  const turn = rotate ? ` rotate(${rotate} 50 50)` : '';
  const defs =
    `<linearGradient id="${id}b" gradientUnits="userSpaceOnUse" x1="10" y1="5" x2="85" y2="95">` +
    `<stop offset="0" stop-color="${tint(accent, 0.3)}"/><stop offset="0.55" stop-color="${accent}"/><stop offset="1" stop-color="${shade(accent, 0.45)}"/></linearGradient>` +
    `<linearGradient id="${id}l" gradientUnits="userSpaceOnUse" x1="20" y1="10" x2="80" y2="90">` +
    `<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint(accent, 0.55)}"/></linearGradient>` +
    `<linearGradient id="${id}g" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="60" y2="60">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`;
  const draw = ICONS[name];
  return (
    `<defs>${defs}</defs><g transform="translate(${x} ${y}) scale(${size / 100})${turn}">` +
    `${draw(`url(#${id}b)`, `url(#${id}l)`)}<g>${draw(`url(#${id}g)`, 'none')}</g></g>`
  );
}

/** A soft contact shadow as a radial gradient (as soft as a blur, and far cheaper to rasterise). */
function shadow(id: string, cx: number, cy: number, rx: number, ry: number, color: string, opacity: number): string {
  return (
    `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="0.55" stop-color="${color}" stop-opacity="${(opacity * 0.6).toFixed(2)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`
  );
}

function vignette(id: string, w: number, h: number, strength: number): string {
  return (
    `<defs><radialGradient id="${id}" cx="50%" cy="45%" r="75%"><stop offset="0.55" stop-color="#000000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000000" stop-opacity="${strength}"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`
  );
}

function svgRoot(viewW: number, viewH: number, pixelW: number, body: string, title: string): string {
  const pixelH = Math.round((pixelW * viewH) / viewW);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelW}" height="${pixelH}" viewBox="0 0 ${viewW} ${viewH}">` +
    `<title>${escapeXml(title)}</title>${body}</svg>\n`
  );
}

/**
 * A square product photo. View 1: the product on a seamless studio sweep with a soft floor shadow.
 * View 2: a closer, tilted shot on a grained wooden table against a warm wall.
 */
export function productScene(opts: { key: string; name: string; icon: IconName; accent: string; view: 1 | 2; pixels: number }): string {
  const { accent, view } = opts;
  const rnd = sequence(opts.key);
  const seed = Math.floor(rnd() * 1000);
  let body: string;
  if (view === 1) {
    body =
      `<defs><radialGradient id="bg" cx="50%" cy="32%" r="80%"><stop offset="0" stop-color="${tint(accent, 0.94)}"/>` +
      `<stop offset="0.6" stop-color="${tint(accent, 0.8)}"/><stop offset="1" stop-color="${tint(shade(accent, 0.3), 0.55)}"/></radialGradient>` +
      `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(accent, 0.86)}" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="${tint(shade(accent, 0.2), 0.7)}" stop-opacity="0.9"/></linearGradient></defs>` +
      `<rect width="600" height="600" fill="url(#bg)"/><rect y="380" width="600" height="220" fill="url(#floor)"/>` +
      shadow('sh', 312, 428, 190, 34, shade(accent, 0.6), 0.55) +
      litProduct('p', opts.icon, accent, 130, 110, 340) +
      vignette('vg', 600, 600, 0.22);
  } else {
    const wall = tint(shade(accent, 0.15), 0.72);
    const wood = ['#8a5a3b', '#9b6b45', '#7c4f33', '#a0714c'][Math.floor(rnd() * 4)];
    body =
      `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(wall, 0.35)}"/>` +
      `<stop offset="1" stop-color="${shade(wall, 0.12)}"/></linearGradient>` +
      `<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(wood, 0.2)}"/><stop offset="1" stop-color="${tint(wood, 0.18)}"/></linearGradient>` +
      `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="1" seed="${seed}"/>` +
      `<feColorMatrix type="matrix" values="0 0 0 0 0.2  0 0 0 0 0.1  0 0 0 0 0.05  0 0 0 -1.8 1.1"/></filter>` +
      `<linearGradient id="light" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff6e0" stop-opacity="0.35"/><stop offset="0.7" stop-color="#fff6e0" stop-opacity="0"/></linearGradient>` +
      `</defs>` +
      `<rect width="600" height="600" fill="url(#wall)"/>` +
      `<rect y="400" width="600" height="200" fill="url(#table)"/><rect y="400" width="600" height="200" filter="url(#grain)" opacity="0.6"/>` +
      `<rect y="398" width="600" height="4" fill="#ffffff" opacity="0.25"/>` +
      shadow('sh', 330, 440, 220, 40, '#1a0f08', 0.6) +
      litProduct('p', opts.icon, accent, 95, 50, 400, -8) +
      `<rect width="600" height="600" fill="url(#light)"/>` +
      vignette('vg', 600, 600, 0.3);
  }
  return svgRoot(600, 600, opts.pixels, body, opts.name);
}

/** A round category tile: the category's colour as a lit disc with its product on it. */
export function categoryScene(opts: { name: string; icon: IconName; accent: string; color: string; pixels: number }): string {
  const body =
    `<defs><radialGradient id="bg" cx="40%" cy="30%" r="80%"><stop offset="0" stop-color="${tint(opts.color, 0.5)}"/>` +
    `<stop offset="1" stop-color="${shade(opts.color, 0.12)}"/></radialGradient></defs>` +
    `<rect width="200" height="200" fill="url(#bg)"/>` +
    shadow('sh', 104, 166, 62, 12, shade(opts.accent, 0.6), 0.45) +
    litProduct('p', opts.icon, opts.accent, 40, 36, 120);
  return svgRoot(200, 200, opts.pixels, body, opts.name);
}

export const BANNER_VIEW = {
  home: [1600, 520],
  banner: [800, 400],
  side: [400, 640],
  bottom: [1200, 360],
} as const;

/** An offer banner: a lit gradient with soft bokeh, the product with its shadow, and the copy. */
export function bannerScene(opts: {
  key: string;
  kind: keyof typeof BANNER_VIEW;
  headline: string;
  tagline: string;
  icon: IconName;
  accent: string;
  pixels: number;
}): string {
  const [w, h] = BANNER_VIEW[opts.kind];
  const { accent } = opts;
  const rnd = sequence(opts.key);
  const tall = h > w;
  const bokeh: string[] = [];
  for (let i = 0; i < 9; i++) {
    const r = (tall ? w : h) * (0.06 + rnd() * 0.16);
    bokeh.push(`<circle cx="${Math.round(rnd() * w)}" cy="${Math.round(rnd() * h)}" r="${Math.round(r)}" fill="#ffffff" opacity="${(0.12 + rnd() * 0.2).toFixed(2)}"/>`);
  }
  const iconSize = tall ? w * 0.62 : h * 0.74;
  const iconX = tall ? (w - iconSize) / 2 : w - iconSize - w * 0.06;
  const iconY = tall ? h - iconSize - h * 0.07 : (h - iconSize) / 2 - h * 0.02;
  const textX = tall ? w / 2 : w * 0.06;
  // The copy keeps clear of the product: lines as long as the column beside it allows.
  const column = tall ? w * 0.9 : iconX - textX - w * 0.02;
  const perLine = (size: number) => Math.floor(column / (size * 0.62));
  let headSize = Math.round((tall ? w : h) * (tall ? 0.1 : 0.13));
  const longestWord = Math.max(...opts.headline.split(/\s+/).map((word) => word.length));
  while (perLine(headSize) < longestWord && headSize > 12) headSize -= 2;
  const tagSize = Math.round(headSize * 0.5);
  const anchor = tall ? 'middle' : 'start';
  const headLines = wrap(opts.headline, perLine(headSize), 2);
  const tagLines = wrap(opts.tagline, Math.floor(column / (tagSize * 0.55)), 2);
  // Beside the product the copy block (headline, offer, button) is centred in the height.
  const block = headLines.length * headSize * 1.15 + tagSize * 0.4 + tagLines.length * tagSize * 1.3 + tagSize * 2;
  let y = tall ? h * 0.14 : (h - block) / 2 + headSize * 0.85;
  const texts: string[] = [];
  for (const line of headLines) {
    texts.push(`<text x="${textX}" y="${y}" text-anchor="${anchor}" ${FONT} font-size="${headSize}" font-weight="800" fill="#111827">${escapeXml(line)}</text>`);
    y += headSize * 1.15;
  }
  y += tagSize * 0.4;
  for (const line of tagLines) {
    texts.push(`<text x="${textX}" y="${y}" text-anchor="${anchor}" ${FONT} font-size="${tagSize}" fill="#1f2937">${escapeXml(line)}</text>`);
    y += tagSize * 1.3;
  }
  const shopX = tall ? w / 2 - tagSize * 3.4 : textX;
  const shop =
    `<rect x="${shopX}" y="${y}" width="${tagSize * 6.8}" height="${tagSize * 2}" rx="${tagSize}" fill="${shade(accent, 0.1)}"/>` +
    `<text x="${shopX + tagSize * 3.4}" y="${y + tagSize * 1.35}" text-anchor="middle" ${FONT} font-size="${tagSize}" font-weight="700" fill="#ffffff">SHOP NOW</text>`;
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(accent, 0.88)}"/>` +
    `<stop offset="0.6" stop-color="${tint(accent, 0.66)}"/><stop offset="1" stop-color="${tint(accent, 0.45)}"/></linearGradient>` +
    `<filter id="bk" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${Math.round((tall ? w : h) * 0.03)}"/></filter>` +
    `<radialGradient id="spot" cx="${tall ? 0.5 : 0.8}" cy="${tall ? 0.75 : 0.45}" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><g filter="url(#bk)">${bokeh.join('')}</g>` +
    `<rect width="${w}" height="${h}" fill="url(#spot)"/>` +
    shadow('sh', iconX + iconSize * 0.55, iconY + iconSize * 0.94, iconSize * 0.5, iconSize * 0.09, shade(accent, 0.6), 0.5) +
    litProduct('p', opts.icon, accent, iconX, iconY, iconSize) +
    texts.join('') +
    shop;
  return svgRoot(w, h, opts.pixels, body, `${opts.headline}: ${opts.tagline}`);
}
