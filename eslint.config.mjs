import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', '**/.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/results/', '.tmp/']},
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['scripts/**', '*.config.{mjs,ts}', '*.cjs', 'scripts/*.cjs'],
    languageOptions: {globals: globals.node},
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['tests/**'],
    languageOptions: {globals: {...globals.node, ...globals.jest}},
  },
);
