// The backend's layer order (docs/architecture.md, «Layers»), checked by `npm run lint`.
// A module imports only from its own folder or from a folder listed before it. Each folder has
// its own place, so a cycle between two folders always contains an upward import and fails too.
// A new folder under backend/src must be placed in LAYERS before it may import anything.

/** From the ground up. A plain name is a folder of backend/src; `entities.ts` is the root's entity list. */
const LAYERS = [
  // ground: infrastructure every domain may use
  'types',
  'config',
  'logging',
  'process',
  'common',
  'database',
  'http',
  'audit',
  'metrics',
  'cache',
  'scheduling',
  'mail',
  'media',
  'documents',
  'backup',
  'health',
  // domains, each using only the ones before it; accounts and their guards first, so every
  // domain's staff routes sit in its own folder
  'auth',
  'catalogue',
  'users',
  'staff',
  'cart',
  'capacity',
  'orders',
  'payments',
  // the driver's run: completes orders and records their cash
  'deliveries',
  'events',
  'quotes',
  'costing',
  // office lunches: contracts whose days become orders, billed monthly
  'lunches',
  // the shop's Telegram bot: hears the domains below through their domain events
  'telegram',
  // the data model (every entity), demo data, the API surfaces, then the app's root files
  'entities.ts',
  'demo',
  'admin',
  'web',
  '(root)',
];

const SRC = '^backend/src/';
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The path pattern of one layer. */
const layerPath = (layer) =>
  layer === '(root)' ? `${SRC}[^/]+\\.ts$` : layer.endsWith('.ts') ? `${SRC}${escapeRegExp(layer)}$` : `${SRC}${escapeRegExp(layer)}/`;
const LAYERED_ROOT_FILES = LAYERS.filter((layer) => layer.endsWith('.ts')).map(layerPath);

/** One rule per layer: nothing it imports may come from a layer above it. */
const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: 'layer-order',
  severity: 'error',
  comment:
    `backend/src/${layer} is below ${LAYERS.slice(index + 1).join(', ')}: import only from the layers before it ` +
    '(docs/architecture.md, «Layers»). A lower domain that must react to a higher one publishes a domain event ' +
    'or offers a registration the higher one calls; never forwardRef.',
  from: { path: layerPath(layer) },
  to: { path: LAYERS.slice(index + 1).map(layerPath) },
}));
// The root's other files (app module, factory, main, …) sit on top; a layered root file below a rule's layer is no upward import.
for (const rule of layerRules) {
  const below = LAYERED_ROOT_FILES.filter((path) => !rule.to.path.includes(path));
  if (below.length > 0) rule.to.pathNot = below;
}

const KNOWN_FOLDERS = LAYERS.filter((layer) => layer !== '(root)' && !layer.endsWith('.ts'));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'layer-unplaced-folder',
      severity: 'error',
      comment: 'Every folder of backend/src has a place in the layer order: add it to LAYERS in .dependency-cruiser.cjs.',
      from: { path: `${SRC}[^/]+/`, pathNot: KNOWN_FOLDERS.map(layerPath) },
      to: {},
    },
    {
      name: 'layer-unplaced-folder',
      severity: 'error',
      comment: 'Every folder of backend/src has a place in the layer order: add it to LAYERS in .dependency-cruiser.cjs.',
      from: { path: KNOWN_FOLDERS.map(layerPath) },
      to: { path: `${SRC}[^/]+/`, pathNot: KNOWN_FOLDERS.map(layerPath) },
    },
  ],
  options: {
    includeOnly: '^backend/src/',
    exclude: { path: '^backend/src/database/migrations/' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'backend', 'tsconfig.json') },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    cache: false,
  },
};
