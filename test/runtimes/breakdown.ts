/**
 * `npx tsx test/runtimes/breakdown.ts` (after `npm run build`): where the bytes of the small app's
 * worker bundle (test/runtimes/size/versa-app.ts) go. Minified bytes per module are esbuild's
 * own count; the gzipped cost of a part is the gzipped bundle less the gzipped bundle without that
 * part's modules (an estimate: gzip shares its dictionary across parts, so the costs do not add
 * up exactly to the whole).
 */
import { gzipSync } from "node:zlib";
import { transform } from "esbuild";
import { bundle } from "./bundle.js";

const ENTRY = "test/runtimes/size/versa-app.ts";

/** Parts of the bundle by the modules that hold them; `unused`: the small app does not use it
 * (no regex parameter, no schema, no version lifecycle; on a worker, the walker matches). */
const PARTS: readonly { name: string; modules: RegExp; unused: boolean }[] = [
  { name: "regex parameter check", modules: /^dist\/path\/regex-/, unused: true },
  { name: "messages", modules: /^dist\/core\/messages/, unused: false },
  { name: "schema glue (validation, body reading, response checks)", modules: /^dist\/(builder\/(schema-|input-shape)|core\/schema|server\/(validate|check-answer|body|json-rules)\.js)/, unused: true },
  { name: "version lifecycle answers", modules: /^dist\/(server\/versions|builder\/lifecycle)\.js/, unused: true },
  { name: "generated matcher (codegen)", modules: /^dist\/router\/codegen/, unused: true },
  { name: "walker (no-eval matcher)", modules: /^dist\/router\/(walk|fallbacks|decode)\.js/, unused: false },
];

const min = await bundle(ENTRY);
const hono = await bundle("test/runtimes/size/hono-app.ts");
// the same bundle with each module's code under a `// path` line (syntax minified only)
const marked = await bundle(ENTRY, { minify: false, minifySyntax: true });
if (!min.ok || !marked.ok || !hono.ok) throw new Error([min, marked, hono].flatMap((b) => (b.ok ? [] : b.errors)).join("\n"));
const honoSize = gzipSync(hono.code).length;

const chunks = marked.code.split(/^(?=\/\/ \S+\.[jt]s$)/m).map((text) => ({ path: /^\/\/ (\S+)/.exec(text)?.[1] ?? "", text }));
const gzipped = async (code: string) => gzipSync((await transform(code, { minify: true, format: "esm" })).code).length;
const whole = await gzipped(marked.code);
const without = async (leave: (path: string) => boolean) => whole - (await gzipped(chunks.filter((c) => !leave(c.path)).map((c) => c.text).join("")));
const layerOf = (path: string) => /^dist\/([^/]+)\//.exec(path)?.[1] ?? path.replace(/^dist\//, "");

const row = (cells: (string | number)[]) => `| ${cells.map((c) => (typeof c === "number" ? c.toLocaleString("en") : c)).join(" | ")} |`;
console.log(`whole bundle: ${min.code.length.toLocaleString("en")} B minified, ${gzipSync(min.code).length.toLocaleString("en")} B gzipped\n`);
console.log("| layer | minified | gzipped cost |\n|---|---:|---:|");
const layers = [...new Set(min.parts.map((p) => layerOf(p.path)))];
const byLayer = await Promise.all(layers.map(async (l) => [l, min.parts.filter((p) => layerOf(p.path) === l).reduce((n, p) => n + p.bytes, 0), await without((p) => layerOf(p) === l)] as const));
for (const r of byLayer.sort((a, b) => b[1] - a[1])) console.log(row([...r]));
console.log("\n| part | minified | gzipped cost |\n|---|---:|---:|");
const minified = (re: (path: string) => boolean) => min.parts.filter((p) => re(p.path)).reduce((n, p) => n + p.bytes, 0);
for (const { name, modules } of PARTS) console.log(row([name, minified((p) => modules.test(p)), await without((p) => modules.test(p))]));
const unused = (p: string) => PARTS.some((x) => x.unused && x.modules.test(p));
const cost = await without(unused);
console.log(row(["the four the app does not use, together", minified(unused), cost]));
const ratio = (n: number) => (n / honoSize).toFixed(2);
console.log(`\nHono: ${honoSize.toLocaleString("en")} B gzipped; versa ${ratio(gzipSync(min.code).length)} x, without the four ${ratio(gzipSync(min.code).length - cost)} x`);
console.log("\n| module | minified |\n|---|---:|");
for (const p of min.parts.slice(0, 12)) console.log(row([p.path.replace(/^dist\//, ""), p.bytes]));
