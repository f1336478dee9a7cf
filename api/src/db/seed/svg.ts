// The demo catalogue's drawing kit: product pictograms in a 100 x 100 box and colour helpers.
// scenes.ts lights them into photo-like scenes; render.ts turns those into raster files.

/** Simple pictograms drawn in a 100 x 100 box; `c` is the accent colour, `l` a light tint. */
export const ICONS = {
  shirt: (c: string, l: string) =>
    `<path d="M30 14 L42 10 Q50 18 58 10 L70 14 L90 30 L80 44 L72 38 L72 90 L28 90 L28 38 L20 44 L10 30 Z" fill="${c}"/><path d="M42 10 Q50 22 58 10" fill="none" stroke="${l}" stroke-width="3"/>`,
  dress: (c: string, l: string) =>
    `<path d="M38 8 L62 8 L60 30 L80 92 L20 92 L40 30 Z" fill="${c}"/><path d="M40 30 L60 30" stroke="${l}" stroke-width="4"/><circle cx="50" cy="60" r="4" fill="${l}"/><circle cx="40" cy="76" r="4" fill="${l}"/><circle cx="60" cy="76" r="4" fill="${l}"/>`,
  phone: (c: string, l: string) =>
    `<rect x="28" y="6" width="44" height="88" rx="8" fill="${c}"/><rect x="32" y="14" width="36" height="68" rx="2" fill="${l}"/><circle cx="50" cy="88" r="3" fill="${l}"/>`,
  laptop: (c: string, l: string) =>
    `<rect x="18" y="20" width="64" height="44" rx="4" fill="${c}"/><rect x="23" y="25" width="54" height="34" fill="${l}"/><path d="M8 70 L92 70 L86 80 L14 80 Z" fill="${c}"/>`,
  headphones: (c: string, l: string) =>
    `<path d="M18 60 Q18 14 50 14 Q82 14 82 60" fill="none" stroke="${c}" stroke-width="8"/><rect x="10" y="54" width="18" height="30" rx="6" fill="${c}"/><rect x="72" y="54" width="18" height="30" rx="6" fill="${c}"/><rect x="14" y="60" width="10" height="18" rx="3" fill="${l}"/><rect x="76" y="60" width="10" height="18" rx="3" fill="${l}"/>`,
  watch: (c: string, l: string) =>
    `<rect x="38" y="4" width="24" height="92" rx="6" fill="${c}"/><rect x="26" y="28" width="48" height="44" rx="12" fill="${c}"/><rect x="31" y="33" width="38" height="34" rx="8" fill="${l}"/><path d="M50 40 L50 50 L58 54" stroke="${c}" stroke-width="3" fill="none"/>`,
  camera: (c: string, l: string) =>
    `<rect x="10" y="28" width="80" height="54" rx="8" fill="${c}"/><rect x="34" y="18" width="24" height="12" rx="3" fill="${c}"/><circle cx="50" cy="55" r="19" fill="${l}"/><circle cx="50" cy="55" r="11" fill="${c}"/><circle cx="77" cy="38" r="4" fill="${l}"/>`,
  bag: (c: string, l: string) =>
    `<path d="M34 34 Q34 12 50 12 Q66 12 66 34" fill="none" stroke="${c}" stroke-width="6"/><path d="M16 34 L84 34 L90 90 L10 90 Z" fill="${c}"/><rect x="44" y="44" width="12" height="8" rx="2" fill="${l}"/>`,
  backpack: (c: string, l: string) =>
    `<path d="M40 16 Q50 4 60 16" fill="none" stroke="${c}" stroke-width="5"/><rect x="22" y="16" width="56" height="78" rx="16" fill="${c}"/><rect x="32" y="56" width="36" height="28" rx="6" fill="${l}"/><rect x="32" y="28" width="36" height="6" rx="3" fill="${l}"/>`,
  suitcase: (c: string, l: string) =>
    `<rect x="38" y="6" width="24" height="14" rx="4" fill="none" stroke="${c}" stroke-width="5"/><rect x="22" y="18" width="56" height="70" rx="8" fill="${c}"/><path d="M36 24 L36 82 M50 24 L50 82 M64 24 L64 82" stroke="${l}" stroke-width="3"/><circle cx="32" cy="92" r="4" fill="${c}"/><circle cx="68" cy="92" r="4" fill="${c}"/>`,
  wallet: (c: string, l: string) =>
    `<rect x="10" y="26" width="80" height="54" rx="8" fill="${c}"/><rect x="58" y="42" width="32" height="22" rx="6" fill="${l}"/><circle cx="68" cy="53" r="4" fill="${c}"/>`,
  shoe: (c: string, l: string) =>
    `<path d="M10 44 L34 40 Q44 56 60 56 L84 62 Q92 66 92 76 L92 82 L10 82 Z" fill="${c}"/><rect x="10" y="76" width="82" height="8" fill="${l}"/><path d="M38 46 L44 52 M46 44 L52 50" stroke="${l}" stroke-width="3"/>`,
  heel: (c: string, l: string) =>
    `<path d="M12 40 Q40 48 60 70 L90 72 Q94 80 86 82 L56 82 Q40 66 22 60 L20 92 L14 92 Z" fill="${c}"/><path d="M30 52 Q44 58 56 72" stroke="${l}" stroke-width="3" fill="none"/>`,
  sandal: (c: string, l: string) =>
    `<ellipse cx="50" cy="56" rx="22" ry="38" fill="${c}"/><ellipse cx="50" cy="56" rx="14" ry="30" fill="${l}"/><path d="M30 40 L70 40 M32 62 L68 62" stroke="${c}" stroke-width="7"/>`,
  jar: (c: string, l: string) =>
    `<rect x="26" y="10" width="48" height="14" rx="4" fill="${c}"/><rect x="20" y="24" width="60" height="68" rx="10" fill="${c}"/><rect x="28" y="42" width="44" height="28" rx="4" fill="${l}"/>`,
  sack: (c: string, l: string) =>
    `<path d="M30 14 L70 14 L64 26 Q88 40 84 92 L16 92 Q12 40 36 26 Z" fill="${c}"/><path d="M34 24 L66 24" stroke="${l}" stroke-width="4"/><rect x="32" y="50" width="36" height="24" rx="4" fill="${l}"/>`,
  packet: (c: string, l: string) =>
    `<path d="M22 10 L78 10 L74 20 L80 90 L20 90 L26 20 Z" fill="${c}"/><path d="M22 10 L30 16 L38 10 L46 16 L54 10 L62 16 L70 10 L78 10" fill="none" stroke="${l}" stroke-width="3"/><circle cx="50" cy="56" r="16" fill="${l}"/>`,
  bottle: (c: string, l: string) =>
    `<rect x="40" y="6" width="20" height="12" rx="3" fill="${c}"/><path d="M42 18 L58 18 L58 28 Q74 34 74 50 L74 92 L26 92 L26 50 Q26 34 42 28 Z" fill="${c}"/><rect x="32" y="54" width="36" height="24" rx="4" fill="${l}"/>`,
  tube: (c: string, l: string) =>
    `<path d="M30 10 L70 10 L64 76 L36 76 Z" fill="${c}"/><rect x="38" y="76" width="24" height="16" rx="3" fill="${c}"/><rect x="38" y="26" width="24" height="30" rx="3" fill="${l}"/>`,
  lipstick: (c: string, l: string) =>
    `<rect x="34" y="52" width="32" height="42" rx="4" fill="${c}"/><rect x="38" y="36" width="24" height="18" fill="${l}"/><path d="M40 36 L40 16 L60 8 L60 36 Z" fill="${c}"/>`,
  perfume: (c: string, l: string) =>
    `<rect x="42" y="8" width="16" height="14" rx="3" fill="${c}"/><rect x="46" y="22" width="8" height="8" fill="${c}"/><rect x="20" y="30" width="60" height="62" rx="14" fill="${c}"/><circle cx="50" cy="61" r="16" fill="${l}"/>`,
  leaf: (c: string, l: string) =>
    `<path d="M14 86 Q14 14 86 14 Q86 86 14 86 Z" fill="${c}"/><path d="M14 86 L70 30 M38 62 L38 44 M50 50 L62 50" stroke="${l}" stroke-width="4" fill="none"/>`,
  dumbbell: (c: string, l: string) =>
    `<rect x="8" y="30" width="14" height="40" rx="3" fill="${c}"/><rect x="22" y="22" width="14" height="56" rx="3" fill="${c}"/><rect x="64" y="22" width="14" height="56" rx="3" fill="${c}"/><rect x="78" y="30" width="14" height="40" rx="3" fill="${c}"/><rect x="36" y="45" width="28" height="10" fill="${l}" stroke="${c}" stroke-width="2"/>`,
  ring: (c: string, l: string) =>
    `<circle cx="50" cy="60" r="28" fill="none" stroke="${c}" stroke-width="9"/><path d="M38 26 L50 8 L62 26 L50 36 Z" fill="${l}" stroke="${c}" stroke-width="3"/>`,
  necklace: (c: string, l: string) =>
    `<path d="M14 12 Q50 92 86 12" fill="none" stroke="${c}" stroke-width="6"/><circle cx="50" cy="62" r="12" fill="${c}"/><circle cx="50" cy="62" r="6" fill="${l}"/><circle cx="30" cy="44" r="5" fill="${c}"/><circle cx="70" cy="44" r="5" fill="${c}"/>`,
  bangle: (c: string, l: string) =>
    `<ellipse cx="50" cy="50" rx="38" ry="38" fill="none" stroke="${c}" stroke-width="10"/><ellipse cx="50" cy="50" rx="26" ry="26" fill="none" stroke="${l}" stroke-width="4" stroke-dasharray="6 5"/>`,
  earring: (c: string, l: string) =>
    `<circle cx="50" cy="14" r="7" fill="${c}"/><path d="M50 21 L50 36" stroke="${c}" stroke-width="3"/><path d="M26 40 L74 40 Q72 76 50 84 Q28 76 26 40 Z" fill="${c}"/><circle cx="50" cy="58" r="9" fill="${l}"/><circle cx="36" cy="88" r="3" fill="${c}"/><circle cx="50" cy="92" r="3" fill="${c}"/><circle cx="64" cy="88" r="3" fill="${c}"/>`,
  pot: (c: string, l: string) =>
    `<rect x="4" y="40" width="16" height="8" rx="3" fill="${c}"/><rect x="80" y="40" width="16" height="8" rx="3" fill="${c}"/><path d="M18 36 L82 36 L78 80 Q76 88 66 88 L34 88 Q24 88 22 80 Z" fill="${c}"/><rect x="30" y="26" width="40" height="10" rx="4" fill="${c}"/><rect x="44" y="18" width="12" height="8" rx="3" fill="${l}"/>`,
  lamp: (c: string, l: string) =>
    `<path d="M50 10 Q60 26 50 36 Q40 26 50 10 Z" fill="${l}" stroke="${c}" stroke-width="3"/><path d="M14 50 Q50 40 86 50 Q80 82 50 86 Q20 82 14 50 Z" fill="${c}"/><path d="M26 58 Q50 66 74 58" stroke="${l}" stroke-width="3" fill="none"/>`,
  box: (c: string, l: string) =>
    `<rect x="14" y="22" width="72" height="18" rx="4" fill="${c}"/><rect x="18" y="40" width="64" height="50" rx="4" fill="${c}"/><rect x="40" y="50" width="20" height="8" rx="3" fill="${l}"/>`,
} as const;

export type IconName = keyof typeof ICONS;

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Mixes a #rrggbb colour with white (amount 0..1). */
export function tint(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (v: number) => Math.round(v + (255 - v) * amount);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

/** Splits text into lines of at most `width` characters at spaces. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/\s+\S*$/, '')}...`;
    return kept;
  }
  return lines;
}
