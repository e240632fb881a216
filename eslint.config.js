import js from "@eslint/js"
import pluginQuery from "@tanstack/eslint-plugin-query"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

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
    // The marketing tree is the eager bundle: keep the practice stack out of it.
    files: ["src/app/routes/marketing/**", "src/features/marketing/**", "src/components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@supabase/*", "@/lib/supabase/*", "@tanstack/*", "@/features/practice/*"],
              message: "Marketing pages must not pull the practice stack into the entry chunk.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["supabase/**/*.ts", "e2e/**/*.ts", "*.config.{ts,js}", ".ci/*.mjs"],
    languageOptions: { globals: globals.node },
  },
  { rules: { "@typescript-eslint/no-non-null-assertion": "off" } },
)
