import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-output/**', 'coverage/**', 'backend/src/database/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['backend/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // The layer order (docs/architecture.md, «Layers»; imports checked by dependency-cruiser in
    // `npm run lint:layers`): modules never reach up to each other.
    files: ['backend/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/common',
              importNames: ['forwardRef'],
              message: 'No forwardRef: a lower module never imports a higher one (docs/architecture.md, «Layers»).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['storefront/**/*.{ts,tsx}', 'backoffice/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // API shapes come only from the generated api-types, rules only from the @bulbash/rules package.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/backend/**', 'backend/**'],
              message: 'API shapes come from api-types/openapi.ts (npm run api-types), never from the backend.',
            },
            { group: ['**/rules/src/**', '**/rules/dist/**', '@bulbash/rules/*'], message: "Import rules by name: '@bulbash/rules'." },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'e2e/**/*.ts', '**/scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { sourceType: 'commonjs' },
  },
);
