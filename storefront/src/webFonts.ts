/**
 * Set once the Roboto files are in the HTTP cache; the inline script of index.html then adds the class
 * `web-font` to <html> before anything is drawn, which puts Roboto first in the font stack (index.css).
 */
export const WEB_FONT_KEY = 'bulbash-web-font';

/**
 * Downloads the Roboto faces (about 100 KB) into the HTTP cache without using them on this page: the
 * family is not in the font stack yet, so nothing is redrawn and nothing moves. The next page load
 * draws Roboto from the start.
 */
export function cacheWebFonts(): void {
  if (document.documentElement.classList.contains('web-font') || !('fonts' in document)) return;
  const faces: FontFace[] = [];
  document.fonts.forEach((face) => {
    if (face.family.replace(/["']/g, '') === 'Roboto') faces.push(face);
  });
  void Promise.all(faces.map((face) => face.load()))
    .then(() => localStorage.setItem(WEB_FONT_KEY, '1'))
    .catch(() => undefined);
}
