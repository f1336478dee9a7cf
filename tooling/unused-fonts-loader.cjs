// Drops the @font-face rules of font families the shop never shows from a package's stylesheet.
// Swiper's core sheet declares its navigation-arrow font although only its navigation module's
// sheet (which the shop does not use) sets it: a declared font, even unused, makes the browser lay
// out every text of the page again when the sheet that declares it switches on.
const UNUSED_FAMILIES = ['swiper-icons'];

const FONT_FACE = /@font-face\s*\{[^{}]*\}/g;

function dropUnusedFontFaces(css, families = UNUSED_FAMILIES) {
  return css.replace(FONT_FACE, (rule) => {
    const family = /font-family\s*:\s*(['"]?)([^;'"}]+)\1/i.exec(rule)?.[2]?.trim();
    return family && families.includes(family) ? '' : rule;
  });
}

module.exports = function unusedFontsLoader(source) {
  return dropUnusedFontFaces(String(source));
};
module.exports.dropUnusedFontFaces = dropUnusedFontFaces;
