/**
 * The error table, checked by the types: each literal mistake gives the same message text that the
 * runtime throws; and each mistake is a compile error where it is written.
 */
import { app, blueprint, group } from "versa";
import { z } from "zod";
import type { CheckPath } from "../src/path/parse.js";
import type { CheckVersion, CheckVersionPrefix } from "../src/path/version.js";
import type { pathErrors, setterErrors, versionErrors, versionPrefixErrors, versionRangeErrors } from "../test/cases/errors.js";
import type { PrefixArg, VersionPrefixArg } from "../src/builder/blueprint.js";
import type { CheckInputs } from "../src/builder/schema-input.js";
import type { inputSchemaErrors } from "../test/cases/schema-inputs.js";
import type { LevelSettings, NoPrefix, PrefixOf, VersionPrefixOf } from "../src/builder/state-settings.js";
import type { RouteEntry } from "../src/builder/state-entries.js";
import type { Equal, Expect } from "../test/cases/type-eq.js";

type W = "route GET '/x' of app";
/** `true` where the compile-time message equals the table's, else the offending input. */
type PathVerdict<C> = C extends { path: infer P extends string; message: infer M } ? ([CheckPath<P>] extends [M] ? true : P) : never;
type VersionVerdict<C> = C extends { version: infer V; message: infer M } ? ([CheckVersion<V, W>] extends [M] ? true : V) : never;
type PrefixVerdict<C> = C extends { versionPrefix: infer V; message: infer M } ? ([CheckVersionPrefix<V, W>] extends [M] ? true : V) : never;

export type PathMessages = Expect<PathVerdict<(typeof pathErrors)[number]>>;
export type VersionMessages = Expect<VersionVerdict<(typeof versionErrors)[number]>>;
export type RangeMessages = Expect<VersionVerdict<(typeof versionRangeErrors)[number]>>;
export type PrefixMessages = Expect<PrefixVerdict<(typeof versionPrefixErrors)[number]>>;

/** The route `GET /x`, as a blueprint holds it. */
type X = RouteEntry<"GET", "/x", "/x", undefined, undefined, never, unknown>;
/** The setter's parameter type for `A` on blueprint 'b' set to `B`, with route X: `A` when accepted, else the message. */
type SetterArg<Setter, B extends string, A extends string> = Setter extends "prefix"
  ? PrefixArg<A, "b", LevelSettings<PrefixOf<B>, undefined, undefined>, X>
  : VersionPrefixArg<A, "b", LevelSettings<NoPrefix, "1", VersionPrefixOf<B>>, X>;
type SetterVerdict<C> = C extends { setter: infer S; before: infer B extends string; after: infer A extends string; message: infer M }
  ? [SetterArg<S, B, A>] extends [M extends null ? A : M] ? true : A
  : never;
export type SetterMessages = Expect<SetterVerdict<(typeof setterErrors)[number]>>;

/** A route's schema option as checked: the schema itself when accepted, else the message in its part. */
type InputVerdict<C> = C extends { part: infer Part extends "query" | "headers"; schema: infer Z; message: infer M }
  ? { readonly [K in Part]: Z } extends infer Sch
    ? [CheckInputs<Sch, "/x">] extends [M extends string ? { readonly [K in Part]: M } : Sch] ? true : Z
    : never
  : never;
export type InputMessages = Expect<InputVerdict<(typeof inputSchemaErrors)[number]>>;

const h = () => "";

// Each mistake is an error where it stands.
// @ts-expect-error unknown parameter type
app().get("/users/<id:itn>", h);
// @ts-expect-error an empty parameter type
app().get("/users/<id:>", h);
// @ts-expect-error a parameter type with a space before it, in a url prefix
blueprint("b", { urlPrefix: "/<org: slug>" });
// @ts-expect-error a control character (a newline) in a template
app().get("/users/\n<id>", h);
// @ts-expect-error invalid version
app().get("/x", { version: -1 }, h);
// @ts-expect-error invalid version string
blueprint("b", { version: "abc" });
// @ts-expect-error invalid version in a setter
blueprint("b").version("v1.x");
// @ts-expect-error invalid version on a group
group({ version: "1/2" }, blueprint("b"));
// @ts-expect-error invalid version in a group setter
group().version(-3);
// @ts-expect-error invalid version at registration
app().blueprint(blueprint("b"), { version: "v" });
// @ts-expect-error version prefix without leading slash
blueprint("b", { versionPrefix: "api/v" });
// @ts-expect-error malformed url prefix
blueprint("b", { urlPrefix: "/<org" });
// @ts-expect-error malformed url prefix in a setter
blueprint("b").prefix("/x<a>");
// @ts-expect-error a parameter name used twice in a route
blueprint("b").get("/<id>/<id:int>", h);
// @ts-expect-error the same route twice in a blueprint
blueprint("b").get("/x", h).get("/x", h);
// @ts-expect-error the same route twice in an app, parameters compared by type
app().get("/u/<id:int>", h).get("/u/<n:int>", h);
// @ts-expect-error the same route twice in a group
group().blueprint(blueprint("a").get("/x", h)).blueprint(blueprint("b").get("/x", h));
// @ts-expect-error the same route from two registrations
app().blueprint(blueprint("a").get("/x", h)).blueprint(blueprint("b").get("/x", h));
// @ts-expect-error the same route from a group's variadic members (the group is unusable)
app().blueprint(group(blueprint("a").get("/x", h), blueprint("b").get("/x", h)));
// @ts-expect-error a prefix parameter that a route declares again
app().blueprint(blueprint("b", { urlPrefix: "/<id>" }).get("/<id:int>", h));
// @ts-expect-error a group prefix parameter that a route declares again
app().blueprint(group({ urlPrefix: "/<id>" }, blueprint("b").get("/<id:int>", h)));
// @ts-expect-error a version prefix parameter that a route declares again
app().blueprint(blueprint("b", { versionPrefix: "/<id>/v", version: 1 }).get("/<id:int>", h));

// ... and the same values are fine where they are valid.
app().get("/u/<id:int>", h).get("/u/<n:str>", h).post("/u/<n:int>", h);
app().blueprint(blueprint("a").get("/x", h)).blueprint(blueprint("b").get("/x", h), { urlPrefix: "/m" });
group({ version: "v1.1" }, blueprint("b", { version: 2.25 }));
blueprint("b", { versionPrefix: "/<tenant:str>/v", urlPrefix: "/<org:slug>" }).version("1.0.1").get("/<id:uuid>", h);

// Routes that collide once a level's version fills in an unset one.
// @ts-expect-error an inherited blueprint version equal to a sibling's explicit one
app().blueprint(blueprint("b", { version: 1 }).get("/x", h).get("/x", { version: 1 }, h));
// @ts-expect-error the same through a group's version
app().blueprint(group({ version: 2 }, blueprint("b").get("/x", h).get("/x", { version: 2 }, h)));
// @ts-expect-error the same through a registration's version
app().blueprint(blueprint("b").get("/x", h).get("/x", { version: 3 }, h), { version: 3 });
// ... and different versions are fine.
app().blueprint(blueprint("b", { version: 1 }).get("/x", h).get("/x", { version: 2 }, h));

// A setter after routes that drops a parameter their handlers were typed with.
const org = blueprint("b").prefix("/<org>").get("/x", ({ params }) => params.org);
// @ts-expect-error drops 'org'
org.prefix("/static");
org.prefix("/<org>/static");
blueprint("b").prefix("/<org>").prefix("/static"); // no routes yet
// @ts-expect-error drops 't' (the route reads the blueprint's version prefix)
blueprint("v", { version: 1, versionPrefix: "/<t>/v" }).get("/x", h).versionPrefix("/api/v");
blueprint("v", { version: 1, versionPrefix: "/<t>/v" }).get("/x", { versionPrefix: "/w" }, h).versionPrefix("/api/v");
org.prefix("/static" as string); // not a literal: the build decides

// A query or headers schema that cannot take text is an error on the route.
// @ts-expect-error a number never arrives in a query
app().get("/q", { schema: { query: z.object({ page: z.number() }) } }, h);
app().get("/q", { schema: { query: z.object({ page: z.coerce.number() }) } }, ({ query }) => query.page);
// A GET or HEAD request has no body: a body schema could only refuse it.
// @ts-expect-error a body schema on GET
app().get("/b", { schema: { body: z.object({ a: z.string() }) } }, h);
// @ts-expect-error a body schema on HEAD, in a blueprint
blueprint("b").head("/b", { schema: { body: z.object({ a: z.string() }) } }, h);
app().post("/b", { schema: { body: z.object({ a: z.string() }) } }, ({ body }) => body.a);
app().delete("/b", { schema: { body: z.object({ a: z.string() }) } }, ({ body }) => body.a);
app().get("/b", { schema: { query: z.object({ a: z.string() }) } }, ({ query }) => query.a);
// @ts-expect-error header names arrive in lower case
blueprint("b").get("/h", { schema: { headers: z.object({ "X-Key": z.string() }) } }, h);
app().get("/h", { schema: { headers: z.object({ "x-key": z.string() }) } }, ({ headers }) => headers["x-key"]);

// An option written as a value that may be unset: the message names the option and why its value
// must be known (the same function gives each option its reason).
type BlueprintPrefix<U extends string | undefined> = NonNullable<NonNullable<Parameters<typeof blueprint<"b", U>>[1]>["urlPrefix"]>;
export type UrlPrefixMaybeUnset = Expect<Equal<BlueprintPrefix<"/m" | undefined>, "The urlPrefix at blueprint 'b' may be undefined: a route's paths are typed with a urlPrefix or without one, not both; give it a value, or leave the option out">>;
export type UrlPrefixDeclared = Expect<Equal<BlueprintPrefix<string | undefined>, string>>;
type AppVersions<Vs extends readonly (number | string)[] | undefined> = NonNullable<NonNullable<Parameters<typeof app<Vs>>[0]>["versions"]>;
export type VersionsMaybeUnset = Expect<Equal<AppVersions<readonly [1, 2] | undefined>, "The versions at app({ versions }) may be undefined: the app's ranges and lifecycles are typed against the list it declares; give it a value, or leave the option out">>;
// A range without since reaches its own message, not the option's type.
// @ts-expect-error since is missing, on a route
app().get("/x", { version: { until: 3 } }, h);
// @ts-expect-error ... on a blueprint
blueprint("b", { version: { until: 2 } });
// @ts-expect-error ... on a group
group({ version: { until: 2 } });
// @ts-expect-error ... on a registration
app().blueprint(blueprint("b").get("/y", h), { version: { until: 2 } });
// @ts-expect-error ... through a setter
blueprint("b").version({ until: 2 });
type RouteVersion<V extends { readonly until: unknown }> = NonNullable<NonNullable<Parameters<typeof blueprint<"b", undefined, V>>[1]>["version"]>;
export type RangeWithoutSince = Expect<Equal<RouteVersion<{ readonly until: 2 }>, "Invalid version range at blueprint 'b': since is missing; a range serves the app's versions from since on, up to and not including until, such as { since: 1, until: 3 }">>;
