/**
 * Jest transform for the ESM-only packages listed in jest.config.js (@nestjs/passport 12, ...). Node 20.19+
 * loads them through require(esm) at run time, but jest's module loader cannot before Node
 * 24.9, so it gets them compiled to CommonJS by the TypeScript compiler already installed.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const ts = require('typescript');

const SELF = readFileSync(__filename, 'utf8');

module.exports = {
  /** Jest caches by the file and this transform's own text, so an edit here takes effect. */
  getCacheKey(source, filename) {
    return createHash('sha256').update(SELF).update(ts.version).update(filename).update(source).digest('hex');
  },

  process(source, filename) {
    const { outputText } = ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    });
    const code = outputText
      // ESM's stand-in for require, which CommonJS already has (and may not redeclare).
      .replace(/^const require = \(0, \w+\.createRequire\)\(import\.meta\.url\);$/m, '')
      .replace(/\bimport\.meta\.url\b/g, 'require("node:url").pathToFileURL(__filename).href')
      .replace(/\bimport\.meta\.resolve\(/g, 'require.resolve(')
      .replace(/\bimport\.meta\.dirname\b/g, '__dirname')
      .replace(/\bimport\.meta\.filename\b/g, '__filename');
    return { code };
  },
};
