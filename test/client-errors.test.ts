/**
 * The errors a user reads, as each compiler prints them for test/fixtures/client-errors/errors.ts:
 * a client path that is none of its method's templates names the nearest ones (the start of some
 * names those), a call without the options its route requires names them, a body value JSON cannot
 * carry to its schema is named with the reason, and a handler's status
 * that its response map lacks is named without versa's internal type names, an unknown option is
 * named with the options the level takes (an unset version as the type it takes). And what an editor
 * completes there: exactly the method's templates for a path, and only the app's methods.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { editor59, editor7, errors59, errors7, type Printed } from "./editors.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const file = join(root, "test/fixtures/client-errors/errors.ts");
const tsconfig = join(dirname(file), "tsconfig.json");
const text = readFileSync(file, "utf8");
/** Each marked line's name, by its 1-based number. */
const marked = new Map(text.split("\n").flatMap((line, i) => [...line.matchAll(/\/\/ !(\w+)$/g)].map((m) => [i + 1, m[1] as string] as const)));

const arg = (given: string, message: string) => `Argument of type '"${given}"' is not assignable to parameter of type '"${message}"'.`;
const UNDECLARED = "undeclared status: add a schema for it, or answer with a declared status";
const expected: Record<string, string> = {
  wrongPath: arg("/userz", "No GET route has the path '/userz'; the nearest: '/users/<id:int>', '/users'"),
  slash: arg("/users/", "No GET route has the path '/users/'; the nearest: '/users', '/users/<id:int>'"),
  started: `Argument of type '"/us"' is not assignable to parameter of type '"/users" | "/users/<id:int>"'.`,
  wrongPathWithOptions: arg("/user/<id:int>", "No GET route has the path '/user/<id:int>'; the nearest: '/users/<id:int>', '/users'"),
  otherMethod: arg("/health", "No POST route has the path '/health'; the nearest: '/users'"),
  params: arg("/users/<id:int>", "Missing options for GET '/users/<id:int>': pass { params } as the second argument"),
  query: arg("/search", "Missing options for GET '/search': pass { query } as the second argument"),
  body: arg("/users", "Missing options for POST '/users': pass { body } as the second argument"),
  paramType: "Type 'string' is not assignable to type 'number'.",
  bodyDate: `Type 'Date' is not assignable to type '"the body holds a Date at \\"at\\", which JSON carries as its ISO text, and the body schema does not take that: let the schema take the text (z.coerce.date(), z.iso.datetime()) or send the text yourself"'.`,
  routeOption:
    "Object literal may only specify known properties, and 'deprecated' does not exist in type 'RouteDocs & { readonly version?: VersionOption | undefined; readonly versionPrefix?: string | undefined; readonly strictSlashes?: boolean | undefined; readonly trustRegex?: readonly string[] | undefined; readonly name?: string | undefined; readonly lifecycle?: Lifecycle | undefined; } & { ...; } & { ...; }'.",
  appOption: `Object literal may only specify known properties, and 'foo' does not exist in type 'Omit<AppOptions, "lifecycle" | "versions"> & { readonly versions?: readonly VersionInput[] | undefined; readonly lifecycle?: Readonly<Record<string | number, Lifecycle>> | undefined; }'.`,
  rangeWithoutSince: `Type '{ until: number; }' is not assignable to type '"Invalid version range at route GET '/r' of app: since is missing; a range serves the app's versions from since on, up to and not including until, such as { since: 1, until: 3 }"'.`,
  bodyBigInt: `Type 'bigint' is not assignable to type '"the body holds a BigInt at \\"n\\", which JSON cannot write: convert it with String() or Number()"'.`,
};
/** Where the compilers list a union's members in their own orders. */
const union = (members: string[]) => `Argument of type '""' is not assignable to parameter of type '${members.map((m) => `"${m}"`).join(" | ")}'.`;
const own = {
  "TypeScript 5.9": { empty: union(["/health", "/users", "/users/<id:int>", "/search"]) },
  "TypeScript 7": { empty: union(["/health", "/search", "/users", "/users/<id:int>"]) },
};

describe.each([
  ["TypeScript 5.9", async () => errors59(tsconfig, file)],
  ["TypeScript 7", () => errors7(tsconfig, file)],
] as const)("errors under %s", (version, read) => {
  let shown = new Map<string, Printed>();
  it("one error on each marked line, and none elsewhere", async () => {
    const errors = await read();
    shown = new Map(errors.map((e) => [marked.get(e.line) ?? `line ${String(e.line)}`, e]));
    expect([...shown.keys()].sort()).toEqual([...marked.values()].sort());
    expect(errors).toHaveLength(marked.size);
  }, 60_000);
  const all: Record<string, string> = { ...expected, ...own[version] };
  it.each(Object.keys(all))("%s", (name) => expect(shown.get(name)?.text).toBe(all[name]));
  it("a status the response map lacks: named, and no internal type", () => {
    const lines = (shown.get("status")?.text ?? "").split("\n").map((l) => l.trim());
    expect(lines[0]).toMatch(/^Type 'TypedResponse<\{ error: string; \}, 404>' is not assignable to type '/);
    expect(lines).toContain(`Type 'TypedResponse<{ error: string; }, 404>' is not assignable to type 'TypedResponse<"${UNDECLARED}", StatusExcept<200>>'.`);
    expect(lines.at(-2)).toBe("Types of property '[body]' are incompatible.");
    expect(lines.at(-1)).toBe(`Type '{ error: string; }' is not assignable to type '"${UNDECLARED}"'.`);
    expect(lines.join("\n")).not.toMatch(/AnswerOf|\bIn<|\bEach</);
  });
});

describe.each([
  ["TypeScript 5.9", editor59],
  ["TypeScript 7", editor7],
] as const)("completions under %s", (_version, open) => {
  /** The offset right after `before` in the last occurrence of `before + after` (the header names them too). */
  const at = (before: string, after = "") => text.lastIndexOf(before + after) + before.length;
  it("a path: exactly the method's templates; a method: only those the app has", async () => {
    const editor = await open(tsconfig, file);
    try {
      const paths = ["/health", "/search", "/users", "/users/<id:int>"];
      expect(await editor.completions(at('client.get("'))).toEqual(paths); // at the start of a path
      // half typed: the templates it starts (TS 7's server leaves out the others itself), no message
      const started = await editor.completions(at('client.get("/us', '")'));
      expect(started.filter((c) => !paths.includes(c))).toEqual([]);
      expect(started).toEqual(expect.arrayContaining(["/users", "/users/<id:int>"]));
      expect(await editor.completions(at("return client."))).toEqual(["get", "post"]);
    } finally {
      await editor.close();
    }
  }, 60_000);
});
