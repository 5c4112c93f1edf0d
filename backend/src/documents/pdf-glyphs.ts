/** What the shipped fonts can draw: a code point is drawable when every font registered for the document has a glyph for it. */
export type GlyphCheck = (codePoint: number) => boolean;

/** Drawn instead of a run of characters the fonts cannot draw (emoji, pictographs, scripts DejaVu lacks). */
export const REPLACEMENT = '\uFFFD';

/** Invisible characters dropped outright: zero-width space and joiners, word joiner, variation selectors, tag characters. */
const invisible = (codePoint: number) =>
  (codePoint >= 0x200b && codePoint <= 0x200d) ||
  codePoint === 0x2060 ||
  (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
  (codePoint >= 0xe0020 && codePoint <= 0xe007f);

/**
 * The text as the fonts can draw it: each run of code points without a glyph (an emoji with its
 * skin tone, a flag's two letters, a ZWJ family) becomes one «�» (or «?» when even that has no
 * glyph), invisible joiners and variation selectors are dropped, control characters other than
 * the line feed become spaces. What a PDF reader extracts is then exactly what is drawn, and the
 * measured widths are the drawn ones (a missing glyph is measured as nothing but may be drawn as
 * a box, overprinting the next column).
 */
export function drawableText(text: string, canDraw: GlyphCheck): string {
  // Fast path: plain text the fonts cover (the usual case) comes back as it is.
  let plain = true;
  for (const char of text) {
    const codePoint = char.codePointAt(0) as number;
    if (codePoint === 10 || (codePoint >= 32 && codePoint !== 127 && !invisible(codePoint) && canDraw(codePoint))) continue;
    plain = false;
    break;
  }
  if (plain) return text;
  const replacement = canDraw(REPLACEMENT.codePointAt(0) as number) ? REPLACEMENT : '?';
  let result = '';
  let replacing = false;
  for (const char of text) {
    const codePoint = char.codePointAt(0) as number;
    if (codePoint === 10) {
      result += char;
      replacing = false;
    } else if (codePoint < 32 || codePoint === 127) {
      result += ' ';
      replacing = false;
    } else if (invisible(codePoint)) {
      continue;
    } else if (canDraw(codePoint)) {
      result += char;
      replacing = false;
    } else if (!replacing) {
      result += replacement;
      replacing = true;
    }
  }
  return result;
}
