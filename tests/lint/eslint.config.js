// The house's import boundaries (src/README.md §3.2), checked by `npm run lint` and by `npm test`
// before any test runs: a rule nobody checks drifts.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const root = fileURLToPath(new URL('../..', import.meta.url));
const features = readdirSync(new URL('../../src/app/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const zones = [
  // app and server meet only in src/api; the service worker never imports the app.
  { target: './src/app', from: './src/server', message: 'The app and the server meet only in src/api.' },
  { target: './src/server', from: './src/app', message: 'The app and the server meet only in src/api.' },
  { target: './sw', from: './src/app', message: 'The service worker never imports the app.' },
  { target: './src/api', from: ['./src/app', './src/server', './sw'], message: 'The contract imports only zod.' },
  // Inside the app: components/ui, lib <- features <- routes <- app.
  {
    target: ['./src/app/components/ui', './src/app/lib'],
    from: ['./src/app/features', './src/app/routes', './src/app/app'],
    message: 'components/ui and lib sit below features, routes and app.',
  },
  {
    target: './src/app/features',
    from: ['./src/app/routes', './src/app/app'],
    message: 'Features sit below routes and the composition root.',
  },
  { target: './src/app/routes', from: './src/app/app', message: 'Routes sit below the composition root.' },
  ...features.map((name) => ({
    target: `./src/app/features/${name}`,
    from: './src/app/features',
    except: [`./${name}`],
    message: 'A feature does not import another feature: move the shared need down into lib or components/ui.',
  })),
];

// Layers inside each side, for the code itself (a test may set its scene from any layer).
const layerZones = [
  { target: './src/server/services', from: './src/server/routes', message: 'Services never call routes.' },
  {
    // Services take a context (services/context.ts), not the framework. The exceptions are plain
    // values the provider and the headers plugin own: issuer, client and audience names, the
    // document HTML's CSP, and the provider's session store and runtime that sign-out ends.
    target: './src/server/services',
    from: './src/server/plugins',
    except: ['./oidc-config.ts', './security-headers.ts', './oidc-adapter.ts', './oidc.ts'],
    message: 'Services never import plugins: take what you need from the service context.',
  },
  {
    target: './src/server/repositories',
    from: ['./src/server/services', './src/server/routes', './src/server/plugins'],
    message: 'Repositories hold SQL only.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'public/**', '**/*.d.ts'] },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }], 'no-control-regex': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...zones, ...layerZones] }] },
  },
  {
    // The two classic hook rules; the code's own exhaustive-deps directives name this plugin.
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The app links and redirects through its own thin Link, NavLink and Redirect (components/ui).
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/components/ui/Link.tsx', 'src/app/components/ui/Redirect.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            importNames: ['Link', 'NavLink', 'Navigate'],
            message: "Use the app's own Link, NavLink or Redirect from components/ui.",
          })),
        },
      ],
    },
  },
);
