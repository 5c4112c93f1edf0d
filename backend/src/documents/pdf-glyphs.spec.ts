import { drawableText, REPLACEMENT } from './pdf-glyphs';

/** A font that has Latin, Cyrillic, «�», «☎» and nothing above the Basic Multilingual Plane. */
const canDraw = (codePoint: number) =>
  codePoint < 0x250 || (codePoint >= 0x400 && codePoint < 0x530) || codePoint === 0x260e || codePoint === 0xfffd || codePoint === 0x2026;

describe('drawableText', () => {
  it('leaves text the fonts cover as it is', () => {
    expect(drawableText('Позвонить за час, 10:00 — «ок»…', (codePoint) => codePoint !== 0x1f600)).toBe('Позвонить за час, 10:00 — «ок»…');
  });

  it('replaces each run of undrawable characters with one «�» and drops the invisible joiners', () => {
    expect(drawableText('Торт 🎂 для 👩🏽‍🍳 и флаг 🇧🇾!', canDraw)).toBe(`Торт ${REPLACEMENT} для ${REPLACEMENT} и флаг ${REPLACEMENT}!`);
    expect(drawableText('🥜🥜🥜 орехи', canDraw)).toBe(`${REPLACEMENT} орехи`);
    expect(drawableText('☎️ звонить', canDraw)).toBe('☎ звонить');
  });

  it('keeps line feeds and turns other control characters into spaces', () => {
    expect(drawableText('a\tb\nc\u0007', canDraw)).toBe('a b\nc ');
  });

  it('falls back to «?» when even «�» has no glyph', () => {
    expect(drawableText('x 😀 y', (codePoint) => codePoint < 0x250)).toBe('x ? y');
  });
});
