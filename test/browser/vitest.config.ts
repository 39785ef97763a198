/** The browser suite (`npm run test:browser`): the project's settings, its own files. */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import base from "../../vitest.config.js";

export default defineConfig({
  ...base,
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: { include: ["test/browser/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 60_000 },
});
