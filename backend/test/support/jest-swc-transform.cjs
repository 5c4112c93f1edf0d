/**
 * jest's TypeScript transform (backend/jest.config.cjs): @swc/jest, plus one fix for decorator
 * metadata across circular imports.
 *
 * For a property or parameter typed with an imported class, swc emits
 * `typeof _module.Order === "undefined" ? Object : _module.Order`, read when the class is
 * decorated. swc's CommonJS exports are getters of the class binding, so while the two files of a
 * cycle load (order.entity ⇄ order-item.entity), that read throws «Cannot access 'Order' before
 * initialization» where tsc's output (plain `exports.Order`, undefined then) goes on. Reading it in
 * a try gives `Object` then, as swc does for a missing type; nothing reads the design type of such
 * a property (TypeORM relations name their target with `() => Order`).
 */
const { createTransformer: createSwcTransformer } = require('@swc/jest');

const IMPORTED_DESIGN_TYPE = /typeof ([\w$]+\.[\w$]+) === "undefined" \? Object : \1\b/g;
const guarded = (code) =>
  code.replace(IMPORTED_DESIGN_TYPE, '(() => { try { return typeof $1 === "undefined" ? Object : $1; } catch { return Object; } })()');
const VERSION = 'design-type-guard-1';

module.exports = {
  createTransformer(options) {
    const swc = createSwcTransformer(options);
    return {
      canInstrument: swc.canInstrument,
      process(source, filename, jestOptions) {
        const result = swc.process(source, filename, jestOptions);
        return { ...result, code: guarded(result.code) };
      },
      getCacheKey: (source, filename, jestOptions) => `${swc.getCacheKey(source, filename, jestOptions)}:${VERSION}`,
    };
  },
};
