/**
 * Jest transform for the ESM-only packages listed in jest.config.js (@nestjs/passport 12, ...). Node 20.19+
 * loads them through require(esm) at run time, but jest's module loader cannot before Node
 * 24.9, so it gets them compiled to CommonJS by the TypeScript compiler already installed.
 */
const ts = require('typescript');

module.exports = {
  process(source, filename) {
    const { outputText } = ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    });
    return { code: outputText };
  },
};
