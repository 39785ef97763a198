/**
 * Hooks on the builders (src/builder/hooks.ts, hookable.ts): each is checked where it is given,
 * builders stay immutable, and every route gets the chain of the levels it is composed under.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { app, blueprint, cors, group, RouteDefinitionError } from "versa";
import { resultCases } from "../cases/hooks.js";
import { errors59, errors7, type Printed } from "../editors.js";

const h = (): undefined => undefined;
const thrown = (fn: () => unknown): { name: string; code: string; message: string } => {
  try {
    fn();
  } catch (e) {
    return { name: (e as Error).name, code: (e as { code: string }).code, message: (e as Error).message };
  }
  throw new Error("did not throw");
};

describe("a hook is checked where it is given", () => {
  test.each([
    [() => app().onRequest(42 as never), "Invalid options at app.onRequest(): expected a function, got 42: (ctx) => ..."],
    [() => blueprint("a").onResponse("x" as never), `Invalid options at blueprint 'a'.onResponse(): expected a function, got "x": (ctx, response) => ...`],
    [() => group().onError({} as never), "Invalid options at group.onError(): expected a function, got an object: (error, ctx) => ..."],
    [() => app().use(cors as never), "Invalid options at app.use(): options: expected a plugin: an object with any of onRequest, onResponse and onError (and a name, and what it adds to OpenAPI documents: openapi), got a function"],
    [() => blueprint("a").use({ onReqest: h } as never), "Invalid options at blueprint 'a'.use(): onReqest: unknown option (accepted: name, onRequest, onResponse, onError, openapi)"],
    [() => app().use({ openapi: { security: { bearer: [] } } } as never), "Invalid options at app.use(): openapi.security: expected an array of security requirements, got an object"],
    [() => app().use({ openapi: { responses: { 401: { schema: h } } } } as never), `Invalid options at app.use(): openapi.responses.401.description: expected a string, got undefined; openapi.responses.401.schema: expected a Standard Schema (such as a zod schema), got a function`],
    [() => app().use({ openapi: { responses: { unauthorized: { description: "x" } } } } as never), "Invalid options at app.use(): openapi.responses: expected an object of answers by status, such as { 401: { description } } (statuses from 100 to 599), got an object"],
    // @ts-expect-error (a compile error too: types-test/hooks.test-d.ts)
    [() => cors({ origin: "*", credentials: true }), `Invalid options at cors(): credentials: true needs the origins listed (or a predicate): with origin "*" every site could read answers sent with its users' cookies, and browsers refuse it`],
    // @ts-expect-error the origin is "*" when not given
    [() => cors({ credentials: true }), `Invalid options at cors(): credentials: true needs the origins listed (or a predicate): with origin "*" every site could read answers sent with its users' cookies, and browsers refuse it`],
    [() => cors({ origin: "https://example.com" as never }), `Invalid options at cors(): origin: expected an array of origins such as ["https://example.com"], a function (origin) => boolean, or "*", got "https://example.com"`],
  ])("%#: %s", (fn, message) => {
    expect(thrown(fn)).toEqual({ name: "TypeError", code: "INVALID_OPTIONS", message });
  });
  test("a prefix that drops a parameter the hooks were typed with is refused, on a blueprint and a group", () => {
    const bp = () => blueprint("b").prefix("/<org:int>").onRequest(h).prefix("/x" as string);
    const g = () => group().prefix("/<org:int>").onRequest(h).prefix("/x" as string);
    expect(bp).toThrow(RouteDefinitionError);
    expect(thrown(g).message).toBe("prefix('/x') at group drops parameter 'org', which the routes or hooks added before it were typed with: call prefix() before adding them, or keep 'org' with the same type");
    expect(() => group().prefix("/<org:int>").prefix("/x")).not.toThrow();
  });
});

describe("hooks leave builders immutable", () => {
  test("a hook added to a builder is not on the one it came from", () => {
    const plain = blueprint("b").get("/x", h);
    const hooked = plain.onRequest(h);
    const api = app().blueprint(plain).blueprint(hooked, { urlPrefix: "/h" });
    expect(api.routes.map((r) => [r.path, r.hooks?.levels.length])).toEqual([["/x", undefined], ["/h/x", 1]]);
  });
  test("an app's hooks reach every route, those added before them too, and no earlier app", () => {
    const before = app().get("/a", h);
    const after = before.onRequest(h).get("/b", h);
    expect(before.routes[0]?.hooks).toBeUndefined();
    expect(after.routes.map((r) => r.hooks?.levels[0]?.app)).toEqual([true, true]);
  });
  test("a plugin's hooks are added together, each named after it", () => {
    const api = app().use({ name: "p", onRequest: h, onResponse: h }).get("/x", h);
    const [level] = api.routes[0]?.hooks?.levels ?? [];
    expect([level?.request.map((x) => x.where), level?.response.map((x) => x.where), level?.error]).toEqual([["plugin 'p' onRequest hook of app"], ["plugin 'p' onResponse hook of app"], []]);
  });
});

/**
 * A user's project with the lib docs/typescript.md sets (ES2022 and DOM, without DOM.Iterable:
 * there Headers, URLSearchParams and FormData have no Symbol.iterator), in a temporary folder:
 * an app's onRequest hook returns each value of the table test/cases/hooks.ts that the types
 * refuse, synchronously and from an async hook, one per line, then a plain object with keys named
 * like the members those values are told by.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const project = mkdtempSync(join(tmpdir(), "versa-hook-results-"));
afterAll(() => rmSync(project, { recursive: true, force: true }));
const typed = resultCases.flatMap((c, i) => (c.typed ? [{ ...c, line: `app().onRequest(() => resultCases[${String(i)}].value);` }, { ...c, rule: `${c.rule}, async`, line: `app().onRequest(async () => resultCases[${String(i)}].value);` }] : []));
const file = join(project, "results.ts");
writeFileSync(
  file,
  [
    `import { app } from "versa";`,
    `import { resultCases } from ${JSON.stringify(join(root, "test/cases/hooks.ts"))};`,
    ...typed.map((c) => c.line),
    `app().onRequest(() => ({ get: "g", has: true, append: 1, forEach: "each", size: 3 })).get("/k", ({ get, has, append, forEach, size }) => [get, has, append, forEach, size]);`,
  ].join("\n"),
);
const tsconfig = join(project, "tsconfig.json");
writeFileSync(
  tsconfig,
  JSON.stringify({
    compilerOptions: {
      target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", lib: ["ES2022", "DOM"], types: [], strict: true, exactOptionalPropertyTypes: true,
      skipLibCheck: true, noEmit: true, allowImportingTsExtensions: true, paths: { versa: [join(root, "src/index.ts")] },
    },
    files: ["results.ts"],
  }),
);

describe.each([
  ["TypeScript 5.9", async () => errors59(tsconfig, file)],
  ["TypeScript 7", () => errors7(tsconfig, file)],
] as const)("a result that is no plain object of keys, under %s without DOM.Iterable", (_version, read) => {
  let shown: Printed[] = [];
  test("an error on each refused result's line, and none on the plain object's", async () => {
    shown = await read();
    expect(shown.map((e) => e.line)).toEqual(typed.map((_c, i) => i + 3));
  }, 60_000);
  test.each(typed.map((c, i) => [c.rule, i] as const))("%s: the runtime's message", (_rule, i) => {
    expect(shown.find((e) => e.line === i + 3)?.text).toContain(`"${typed[i]?.message ?? ""}"`);
  });
});
