import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^versa$/, replacement: src("index.ts") },
      { find: /^versa\/client$/, replacement: src("client/index.ts") },
      { find: /^versa\/node$/, replacement: src("node/index.ts") },
      { find: /^versa\/docs$/, replacement: src("docs/index.ts") },
    ],
  },
  // (the browser suite needs Chromium: `npm run test:browser`, test/browser/vitest.config.ts)
  test: { include: ["test/**/*.test.ts"], exclude: ["**/node_modules/**", "test/browser/**"], testTimeout: 20_000 },
});
