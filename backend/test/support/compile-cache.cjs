/**
 * V8's code cache across the test files of one jest worker. Every file has its own module
 * registry, so Nest, TypeORM and the app are compiled again for each file (about half a second of
 * a file's start). Jest compiles each module with node:vm's compileFunction; this keeps the code
 * cache V8 produces for a module's source and hands it back when the next file compiles the same
 * source. Only compiling is skipped: every file still runs its own copy of every module.
 */
const vm = require('node:vm');

if (!vm.compileFunction.withCodeCache) {
  const compile = vm.compileFunction;
  /** filename → the source compiled and V8's cache of it */
  const cached = new Map();
  const withCodeCache = function (code, params, options = {}) {
    const filename = options.filename;
    const known = filename ? cached.get(filename) : undefined;
    if (known && known.code === code) {
      const compiled = compile.call(this, code, params, { ...options, cachedData: known.data });
      if (!compiled.cachedDataRejected) return compiled;
    }
    const compiled = compile.call(this, code, params, { ...options, produceCachedData: true });
    if (filename && compiled.cachedData) cached.set(filename, { code, data: compiled.cachedData });
    return compiled;
  };
  withCodeCache.withCodeCache = true;
  vm.compileFunction = withCodeCache;
}
