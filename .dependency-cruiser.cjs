// `npm run deps:check`: the house rules for imports in src/ and bench/, checked on every `npm test`.
// Layers, lowest first (README "How it fits together"); a file may import its own layer or lower ones:
//   0 domain/                       plain types and pure rules
//   1 errors.ts, config/            the error registry; configuration read once from the environment
//   2 layout/, observability/       a recognised page's words and boxes and its writers; logs, metrics
//   3 structure/                    paragraphs, reading order, tables, Markdown (reads layout/)
//   4 ocr/, store/, storage/, limits/   adapters: recognition workers, database, files, rate limits
//   5 services/, webhooks/          what the product does, on top of the adapters
//   6 http/                         the request pipeline and the API's handlers
//   7 dashboard/                    the console, mounted on the same pipeline
//   8 main.ts, cli/, index.ts       composition roots
const layers = [
  ['^src/domain/'],
  ['^src/errors\\.ts$', '^src/config/'],
  ['^src/layout/', '^src/observability/'],
  ['^src/structure/'],
  ['^src/ocr/', '^src/store/', '^src/storage/', '^src/limits/'],
  ['^src/services/', '^src/webhooks/'],
  ['^src/http/'],
  ['^src/dashboard/'],
  ['^src/main\\.ts$', '^src/cli/', '^src/index\\.ts$'],
];

const upward = layers.slice(0, -1).map((lower, i) => ({
  name: `no-upward-from-layer-${i}`,
  comment: `layer ${i} (${lower.join(' ')}) must not import a higher layer`,
  severity: 'error',
  from: { path: lower },
  to: { path: layers.slice(i + 1).flat() },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'no import circles, type-only imports included',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: 'src-not-from-bench-or-test',
      comment: 'the product never imports its benches or tests',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(bench|test)/' },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|native/tesseract)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.d.ts', '.js', '.cjs', '.json'] },
  },
};
