/**
 * Worker bundles, made with esbuild as a worker's tooling makes them: one minified ES module for
 * no platform in particular, so a `node:` import anywhere in the graph fails the build instead of
 * being left for a runtime that, without `nodejs_compat`, does not have it.
 */
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type BuildOptions } from "esbuild";

export const root = fileURLToPath(new URL("../../", import.meta.url));

const WORKER: BuildOptions = {
  bundle: true,
  format: "esm",
  platform: "neutral",
  // (what worker tooling resolves packages by; "neutral" alone reads no main field)
  conditions: ["workerd", "worker", "browser"],
  mainFields: ["module", "main"],
  minify: true,
  // The repo's tsconfig maps "versa" to src/ for the type checker. Bundles take the package as an
  // installed copy resolves it: package.json "exports", so dist/ (npm run build).
  tsconfigRaw: "{}",
  absWorkingDir: root,
  write: false,
  logLevel: "silent",
};

/** One module of a bundle and the minified bytes it left in it (esbuild's metafile). */
export interface Part {
  readonly path: string;
  readonly bytes: number;
}

/** The bundle of `entry` (a path from the repo root) and its modules, largest first, or the
 * bundler's errors as one line each. */
export async function bundle(entry: string, options: BuildOptions = {}): Promise<{ ok: true; code: string; parts: Part[] } | { ok: false; errors: string[] }> {
  try {
    const out = await build({ ...WORKER, ...options, entryPoints: [entry], metafile: true });
    const inputs = Object.values(out.metafile.outputs)[0]?.inputs ?? {};
    const parts = Object.entries(inputs).map(([path, i]) => ({ path, bytes: i.bytesInOutput })).filter((p) => p.bytes > 0);
    return { ok: true, code: out.outputFiles?.[0]?.text ?? "", parts: parts.sort((a, b) => b.bytes - a.bytes) };
  } catch (e) {
    const errors = (e as { errors?: { text: string; location: { file: string } | null }[] }).errors;
    return { ok: false, errors: errors?.map((x) => `${x.text}${x.location ? ` (${x.location.file})` : ""}`) ?? [String(e)] };
  }
}

/**
 * What an app that only routes does not use, so its worker bundle leaves out: the OpenAPI
 * document, the CLI's formatting, the client, the Node server, the docs page and the CORS plugin
 * (each is a function to import, and package.json's `"sideEffects": false` lets the bundler drop
 * the modules nothing calls).
 */
export const LEFT_OUT: readonly RegExp[] = [/^dist\/openapi\//, /^dist\/cli\//, /^dist\/client\//, /^dist\/node\//, /^dist\/docs\//, /^dist\/server\/cors\.js$/];

/** The modules of `parts` that {@link LEFT_OUT} says a small app's bundle must not hold. */
export const leftIn = (parts: readonly Part[]): string[] => parts.filter((p) => LEFT_OUT.some((re) => re.test(p.path))).map((p) => p.path);

export interface Sizes {
  /** gzipped bytes of each app's worker bundle */
  readonly versa: number;
  readonly hono: number;
  /** the Hono app bundled against hono/tiny instead (reported, not compared) */
  readonly honoTiny: number;
  /** the modules of versa's bundle, largest first */
  readonly parts: readonly Part[];
}

/**
 * The gzipped sizes of the same three-route app (test/runtimes/size/) bundled as a worker, with
 * versa and with Hono (`import { Hono } from "hono"`, the import a worker's author writes).
 */
export async function bundleSizes(): Promise<{ ok: true; sizes: Sizes } | { ok: false; errors: string[] }> {
  const gzipped = async (entry: string, options?: BuildOptions) => {
    const b = await bundle(entry, options);
    return b.ok ? { ok: true as const, size: gzipSync(b.code).length, parts: b.parts } : b;
  };
  const [versa, hono, honoTiny] = await Promise.all([
    gzipped("test/runtimes/size/versa-app.ts"),
    gzipped("test/runtimes/size/hono-app.ts"),
    gzipped("test/runtimes/size/hono-app.ts", { alias: { hono: "hono/tiny" } }),
  ]);
  if (!versa.ok || !hono.ok || !honoTiny.ok) return { ok: false, errors: [versa, hono, honoTiny].flatMap((r) => (r.ok ? [] : r.errors)) };
  return { ok: true, sizes: { versa: versa.size, hono: hono.size, honoTiny: honoTiny.size, parts: versa.parts } };
}
