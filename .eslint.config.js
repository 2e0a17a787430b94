// ESLint (flat config) with typescript-eslint's type-aware rules, over src, test and bench.
// Formatting is Prettier's alone (.prettierrc.json); nothing here is about layout.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'native/build/', 'native/tesseract/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests read JSON answers (`await res.json()`) as `any` and check them with expect(): the
    // assertion is the type check there, so the no-unsafe-* family stays on for src/ and bench/ only.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // Fakes in tests implement async ports (a DNS lookup, a page source) without awaiting anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Plain JavaScript (worker fixtures, the native loader, these configs): no type information to use.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    // CommonJS loads with require(); that is what these files are for.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
