/** Non-literal, `any` and `never` inputs: nothing is refused that might be valid, nothing is lost;
 * and params schemas against the values the path hands them. */
import { z } from "zod";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { app, blueprint, group, type BlueprintOptions, type GroupOptions, type Member, type ParamsOf, type PathsOf, type RegistrationOptions, type RoutesOf } from "versa";
import type { CheckRegistration } from "../src/builder/app.js";
import type { CheckMember } from "../src/builder/member-clash.js";
import type { AnyLevelSettings } from "../src/builder/state-settings.js";
import type { AnyRouteEntry } from "../src/builder/state-entries.js";
import type { ParamClash } from "../src/builder/state-clash.js";
import type { CheckPath } from "../src/path/parse.js";
import type { CheckVersion, VersionText } from "../src/path/version.js";
import type { CheckSchema } from "../src/builder/route-checks.js";
import type { paramInputCases } from "../test/cases/param-inputs.js";
import type { paramKeyCases, pipedParamKeyCases } from "../test/cases/param-keys.js";
import type { paramOutputCases, shapeInputCases } from "../test/cases/shape-inputs.js";
import type { Equal, Expect } from "../test/cases/type-eq.js";

declare const path: string;
declare const version: number;
declare const versionText: string;
declare const anything: any;
const h = () => "";

// Non-literal values pass the compile-time checks (the runtime checks them).
app().get(path, h).get(path, h);
app().get("/x", { version }, h).get("/y", { version: versionText, versionPrefix: path }, h);
blueprint(path, { version, urlPrefix: path }).version(versionText).prefix(path).versionPrefix(path);
group({ version }).version(versionText);
app().get(anything, h).get("/z", { version: anything }, h);

export type Checks = [
  Expect<Equal<CheckPath<string>, string>>,
  Expect<Equal<CheckVersion<number, "w">, number>>,
  Expect<Equal<CheckVersion<string, "w">, string>>,
  Expect<Equal<CheckVersion<never, "w">, never>>,
  Expect<Equal<VersionText<number>, `${number}`>>,
  Expect<Equal<VersionText<"v1.1">, "1.1">>,
  Expect<Equal<VersionText<3.0>, "3">>,
  Expect<Equal<ParamsOf<string>, Record<string, string | number | Date>>>,
  Expect<Equal<ParamsOf<never>, never>>,
];

// A non-literal path is kept as `/${string}` in PathsOf; a non-literal version as `${number}`.
const api = app().get(path, h).get("/n", { version }, h);
export type Paths = Expect<Equal<PathsOf<typeof api>, `/${string}` | `/v${number}/n`>>;
export type Versioned = Expect<Equal<Extract<RoutesOf<typeof api>, { path: `/v${number}/n` }>["method"], "GET">>;

// An empty app has no paths.
export type Empty = Expect<Equal<PathsOf<ReturnType<typeof app>>, never>>;

// App options: the matcher is chosen with a boolean; anything else is refused.
declare const flag: boolean;
app({ codegen: true }).get("/x", h);
app({ codegen: flag, strictSlashes: flag });
// @ts-expect-error codegen is a boolean
app({ codegen: "yes" });
// @ts-expect-error no such option
app({ codgen: true });

// A non-literal path takes any params schema: its parameters are not known to check.
app().get(path, { schema: { params: z.object({ id: z.coerce.number() }) } }, ({ params }) => params.id);
blueprint("b").post(path, { schema: { params: z.object({ id: z.string() }), body: z.object({ a: z.number() }) } }, h);

// A non-literal path's names are `string`: any or none, so they clash with no prefix's parameter.
app().blueprint(blueprint("b", { urlPrefix: "/<org>" }).get(path, h));
app().blueprint(group({ urlPrefix: "/<org>" }, blueprint("b").get(path, h)));
app().blueprint(blueprint("b").get(path, h), { urlPrefix: "/<org>" });
app().blueprint(blueprint("b", { version: 1, versionPrefix: "/<t>/v" }).get(path, h));
export type NoClash = Expect<Equal<ParamClash<AnyRouteEntry, AnyLevelSettings>, never>>;

// A group whose members collide is typed as the message. Registered, it is no member: the error
// quotes the message (the parameter is the argument `& Member`), not a clash of `Member` itself.
const clashing = group(blueprint("a").get("/u", h), blueprint("b").get("/u", h));
type Clashing = typeof clashing;
export type GroupMessage = [
  Expect<Equal<Clashing, "Route GET '/u' is defined twice">>,
  Expect<Equal<CheckRegistration<Member, undefined, undefined, undefined, never, Clashing>, Clashing & Member>>,
  Expect<Equal<CheckMember<Member, never, Clashing>, Clashing & Member>>,
];

// A params schema takes each parameter's value as the path casts it (a number for `int`, a Date
// for `ymd`): the same table as the runtime test, through the route's own check.
type ParamVerdict<C> = C extends { path: infer P extends string; params: infer Z; message: infer M }
  ? [CheckSchema<{ readonly params: Z }, ParamsOf<P>, keyof ParamsOf<P> & string, P>] extends [M extends string ? { readonly params: M } : { readonly params: Z }]
    ? true
    : P
  : never;
export type ParamInputs = Expect<ParamVerdict<(typeof paramInputCases)[number]>>;
// Where it stands: on the params schema.
// @ts-expect-error z.string() for an int
app().get("/x/<id:int>", { schema: { params: z.object({ id: z.string() }) } }, h);
// @ts-expect-error z.iso.date() for a ymd: the path hands it a Date
app().get("/y/<d:ymd>", { schema: { params: z.object({ d: z.iso.date() }) } }, h);
// @ts-expect-error a container's parameter, from the blueprint's prefix
blueprint("b", { urlPrefix: "/<org:int>" }).get("/x/<id>", { schema: { params: z.object({ org: z.string(), id: z.string() }) } }, h);
app().get("/x/<id:int>/<d:ymd>", { schema: { params: z.object({ id: z.number().min(1), d: z.date() }) } }, ({ params }) => params.d.getTime() + params.id);
// Another library's schema, or a zod schema that shows no fields, by its input type.
declare const other: StandardSchemaV1<{ id: string }>;
// @ts-expect-error a Standard Schema whose input is { id: string }, for an int
app().get("/x/<id:int>", { schema: { params: other } }, h);
// @ts-expect-error a zod object piped on: its input, { id: string }
app().get("/x/<id:int>", { schema: { params: z.object({ id: z.string() }).transform((o) => o) } }, h);
app().get("/x/<id:int>", { schema: { params: {} as StandardSchemaV1<{ id: number | string }> } }, h);
// A params schema's keys are the path's parameters: the keys it takes (an index signature names
// none, a transform's output never counts), the same table as the runtime test.
export type ParamKeys = [Expect<ParamVerdict<(typeof paramKeyCases)[number]>>, Expect<ParamVerdict<(typeof pipedParamKeyCases)[number]>>];
// Where it stands: on the params schema, naming the key.
// @ts-expect-error 'x' is no parameter, though a loose object takes any key
app().get("/x/<id:int>", { schema: { params: z.looseObject({ id: z.number(), x: z.string() }) } }, h);
// A loose object's index signature adds no key to the handler's params and leaves the others typed.
app().get("/x/<id:int>", { schema: { params: z.looseObject({ id: z.coerce.number() }) } }, ({ params }) => {
  const typed: Expect<Equal<typeof params, { id: number }>> = true;
  return typed;
});
// @ts-expect-error a params schema gives back an object: the handler's params are the path's with it over them
app().get("/x/<id:int>", { schema: { params: z.object({ id: z.coerce.number() }).transform((o) => o.id) } }, h);
// What it gives back is over the path's parameters; where some of its output is no object, the
// object part (the server answers 500 for the rest, test/server/validate.test.ts).
app().get("/x/<id:int>", { schema: { params: z.object({ id: z.number() }).transform((o) => ({ double: o.id * 2 })) } }, ({ params }) => {
  const typed: Expect<Equal<typeof params, { id: number; double: number }>> = true;
  return typed;
});
app().get("/x/<id:int>", { schema: { params: z.object({ id: z.number() }).transform((o) => (o.id > 0 ? { n: String(o.id) } : null)) } }, ({ params }) => {
  const typed: Expect<Equal<typeof params, { id: number; n: string }>> = true;
  return typed;
});
// A schema without params is not looked at.
type Plain = { readonly query: z.ZodObject<{ q: z.ZodString }> };
export type NoParams = Expect<Equal<CheckSchema<Plain, ParamsOf<"/x/<id:int>">, "id", "/x/<id:int>">, Plain>>;

// The option types annotate a value shared between calls, without type arguments.
const shared: BlueprintOptions = { urlPrefix: "/shared", version: 2, versionPrefix: "/api/v", lifecycle: { deprecated: "2026-01-01" } };
const grouped: GroupOptions = { version: "1.1", strictSlashes: true };
const registered: RegistrationOptions = { urlPrefix: "/r", tags: ["r"] };
app().blueprint(group(grouped, blueprint("b", shared).get("/x", h)), registered);
// @ts-expect-error a version is a number or a string
export const wrongShared: BlueprintOptions = { version: true };

// A query, headers or params schema takes an object (the server hands each one), told before its
// keys: the same table as the runtime test, through the route's own check.
type ShapeVerdict<C> = C extends { part: infer K extends "query" | "headers" | "params"; schema: infer Z; message: infer M }
  ? [CheckSchema<{ readonly [X in K]: Z }, ParamsOf<"/x/<id>">, "id", "/x/<id>">] extends [{ readonly [X in K]: M extends string ? M : Z }]
    ? true
    : [K, M]
  : never;
export type ShapeInputs = [Expect<ShapeVerdict<(typeof shapeInputCases)[number]>>, Expect<ShapeVerdict<(typeof paramOutputCases)[number]>>];
// Where it stands: on the part, with none of the messages that walk a string's keys.
// @ts-expect-error z.string() for the query
app().get("/a", { schema: { query: z.string() } }, h);
// @ts-expect-error z.number() for the headers
app().get("/a", { schema: { headers: z.number() } }, h);
// @ts-expect-error z.string() for the params
app().get("/a/<id>", { schema: { params: z.string() } }, h);
// @ts-expect-error z.array() for the query, in a blueprint
blueprint("b", { urlPrefix: "/<org>" }).get("/q", { schema: { query: z.array(z.string()) } }, h);
// @ts-expect-error a path known only as a string: its params schema takes an object all the same
app().get(path, { schema: { params: z.string() } }, h);
// @ts-expect-error another library's schema, by its input type
app().get("/a", { schema: { query: {} as StandardSchemaV1<string> } }, h);
app().get("/a", { schema: { query: {} as StandardSchemaV1<{ q?: string } | string> } }, h);
export type ShapeFirst = [
  Expect<Equal<CheckSchema<{ readonly query: z.ZodNumber }, {}, never, "/a">, { readonly query: "Query schema of '/a' must take an object, such as z.object({ ... }): the server hands it the query as an object of strings by key (an array of strings for a key that repeats)" }>>,
  Expect<Equal<keyof CheckSchema<{ readonly params: z.ZodString; readonly query: z.ZodString }, ParamsOf<"/a/<id>">, "id", "/a/<id>">, "params">>,
  Expect<Equal<CheckSchema<{ readonly headers: z.ZodObject<{ a: z.ZodString }> }, {}, never, "/a">, { readonly headers: z.ZodObject<{ a: z.ZodString }> }>>,
];
