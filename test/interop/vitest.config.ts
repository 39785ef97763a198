/** The interop suite (`npm run test:interop`): the root config's aliases, its own files. */
import { defineConfig } from "vitest/config";
import base from "../../vitest.config.ts";

export default defineConfig({
  ...base,
  test: { include: ["test/interop/**/*.interop.ts"], testTimeout: 180_000, hookTimeout: 60_000 },
});
