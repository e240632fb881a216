import js from "@eslint/js"
import pluginQuery from "@tanstack/eslint-plugin-query"
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript"
import importX from "eslint-plugin-import-x"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"
import { layeringZones, testLayeringZones } from "./eslint.layering.js"

export default tseslint.config(
  {
    ignores: [
      "dist",
      "coverage",
      "node_modules",
      "src/lib/supabase/database.types.ts",
      "supabase/.local-data",
      "e2e/.results",
      "test-results",
      "playwright-report",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...pluginQuery.configs["flat/recommended"],
  {
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Only the data layer talks to Supabase; components go through hooks.
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@supabase/*"], message: "Import Supabase only inside src/lib/supabase/." }] },
      ],
    },
  },
  { files: ["src/lib/supabase/**"], rules: { "no-restricted-imports": "off" } },
  {
    // Layering: who may import what, by resolved file (see eslint.layering.js).
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` })],
    },
    rules: { "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layeringZones }] },
  },
  {
    files: ["src/**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: testLayeringZones }] },
  },
  {
    files: ["supabase/**/*.ts", "e2e/**/*.ts", "*.config.{ts,js}", ".ci/*.mjs"],
    languageOptions: { globals: globals.node },
  },
  { rules: { "@typescript-eslint/no-non-null-assertion": "off" } },
)
