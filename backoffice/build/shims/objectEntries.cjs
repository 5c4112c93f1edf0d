// `object.entries` (an ES2017 polyfill node-polyglot requires, with about 20 es-shims packages
// behind it) as the browser's own Object.entries: every browser the back office supports has it.
module.exports = Object.entries;
