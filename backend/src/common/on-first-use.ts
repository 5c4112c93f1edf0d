/**
 * A library loaded on its first use instead of when the process starts: for the heavy ones only
 * some requests need (pdfkit with fontkit, sharp, sanitize-html with postcss, grammY, nodemailer),
 * some 4 MB of JavaScript a start, and every API test file, no longer parses. The type argument is
 * the module's own (`typeof import('pdfkit')`), so callers stay typed.
 */
export function onFirstUse<Module>(name: string): () => Module {
  let loaded: Module | undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return () => (loaded ??= require(name) as Module);
}
