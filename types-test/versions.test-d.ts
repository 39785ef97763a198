/**
 * The versions tables, checked by the types: `PathsOf` of each app is exactly its paths; each
 * mistake and overlap gets the compile-time text the table gives, or none where it is accepted.
 */
import { app, blueprint, group, type AnyApp, type PathsOf, type RoutesOf } from "versa";
import type { CheckMultiRoute } from "../src/builder/route-checks.js";
import type { RouteEntryOf } from "../src/builder/route-entry.js";
import type { AnyRouteEntry } from "../src/builder/state-entries.js";
import type { RegistrationVersion } from "../src/builder/app.js";
import type { Clash } from "../src/builder/state-clash.js";
import type { FinalKeyOf } from "../src/builder/state-keys.js";
import type { CheckVersionIn, Expand, UndeclaredIn, VersionTexts } from "../src/builder/version-state.js";
import type { versionCases, versionMistakes, versionOverlaps } from "../test/cases/versions.js";
import type { lifecycleCases, lifecycleMistakes } from "../test/cases/lifecycle.js";
import type { CheckLifecycle, CheckLifecycles } from "../src/builder/lifecycle.js";
import type { Equal, Expect } from "../test/cases/type-eq.js";
import type { Deprecation, Result } from "versa/client";

/** `true` for a case whose `PathsOf` is exactly its paths, else the case's rule. */
type Verdict<C> = C extends { rule: infer R; api: infer A extends AnyApp; paths: readonly (infer P)[] }
  ? Equal<PathsOf<A>, P> extends true ? true : R
  : never;

export type Versions = Expect<Verdict<(typeof versionCases)[number]>>;

/** The route `GET /x` with version `V`, as a container holds it. */
type X<V> = RouteEntryOf<"GET", "/x", V, undefined, unknown>;
/** The app's versions as the app's type holds them. */
type Declared<Vs> = VersionTexts<Vs extends readonly unknown[] ? Vs : undefined>;
/** The compile-time message of a mistake, `never` when accepted. */
type MistakeMessage<At, V, Vs> = At extends "route"
  ? Exclude<CheckVersionIn<V, "route GET '/x' of app", Declared<Vs>>, V>
  : At extends "blueprint" ? UndeclaredIn<X<V>, Declared<Vs>>
  : RegistrationVersion<X<undefined>, V, Declared<Vs>>;
type MistakeVerdict<C> = C extends { name: infer N; at: infer At; versions: infer Vs; version: infer V; types: infer T }
  ? Equal<MistakeMessage<At, V, Vs>, T> extends true ? true : N
  : never;
export type Mistakes = Expect<MistakeVerdict<(typeof versionMistakes)[number]>>;

/** The messages of a second `GET /x` with version `V` after a first one with `F` in an app of versions `Vs`. */
type OverlapMessage<F, Then, Vs> = Expand<X<F>, Declared<Vs>> extends infer A extends AnyRouteEntry
  ? Then extends { in: infer In; version: infer V }
    ? Expand<X<V>, Declared<Vs>> extends infer B extends AnyRouteEntry
      ? In extends "app" ? Exclude<CheckMultiRoute<"/x", ["GET"], B, FinalKeyOf<A>, true>, "/x"> : Clash<B, FinalKeyOf<A>, true>
      : never
    : never
  : never;
/** The table's message up to its first `:` (the compiler's text; the runtime says where after it). */
type Sentence<M> = M extends `${infer S}: first at ${string}` ? S : never;
type OverlapVerdict<C> = C extends { name: infer N; versions: infer Vs; first: infer F; then: infer Then; message: infer M; types: infer T }
  ? Equal<OverlapMessage<F, Then, Vs>, T extends readonly (infer L)[] ? L : T extends true ? Sentence<M> : never> extends true ? true : N
  : never;
export type Overlaps = Expect<OverlapVerdict<(typeof versionOverlaps)[number]>>;

/** Every lifecycle of the cases is accepted as written, at each level it is written for. */
type LifecycleVerdict<C> = C extends { name: infer N }
  ? [C extends { app: infer LM } ? Equal<CheckLifecycles<LM, "app({ lifecycle })">, { readonly [K in keyof LM]: LM[K] }> : true] extends [true]
    ? { [K in "route" | "blueprint" | "group"]: C extends { readonly [P in K]: infer L } ? Equal<CheckLifecycle<L, "w">, L> : true }[
        "route" | "blueprint" | "group"
      ] extends true ? true : N
    : N
  : never;
export type Lifecycles = Expect<LifecycleVerdict<(typeof lifecycleCases)[number]>>;
/** Each refused lifecycle's compile-time text, as the table gives it (`null`: accepted by the types). */
type LifecycleMistakeVerdict<C> = C extends { name: infer N; lifecycle: infer L; types: infer T }
  ? Equal<CheckLifecycle<L, "route GET '/x' of app">, T extends string ? T : L> extends true ? true : N
  : never;
export type LifecycleMistakes = Expect<LifecycleMistakeVerdict<(typeof lifecycleMistakes)[number]>>;

// A client's result may carry the deprecation its answer said, success or failure alike.
export type ResultDeprecation = Expect<Equal<Result<number>["deprecation"], Deprecation | undefined>>;

// A route listed at two versions is two routes wherever the types list them.
declare const listed: (typeof versionCases)[0]["api"];
export type ListedRoutes = Expect<
  Equal<RoutesOf<typeof listed>, { method: "GET"; path: "/v1/x"; params: {} } | { method: "GET"; path: "/v2/x"; params: {} }>
>;

const h = () => "";
// A version prefix's parameter set by a group reaches the handlers at runtime, not their params
// type (fixed when the blueprint's routes were written); RoutesOf has it (docs/concepts.md).
const outerPrefix = app().blueprint(
  group({ versionPrefix: "/<org:str>/v", version: 2 }, blueprint("b").get("/y", ({ params }) => {
    const untyped: Expect<Equal<typeof params, {}>> = true;
    return untyped;
  })),
);
export type OuterPrefixParams = Expect<Equal<RoutesOf<typeof outerPrefix>["params"], { org: string }>>;
// Each is an error where it stands.
// @ts-expect-error a version the app does not declare
app({ versions: [1, 2] }).get("/x", { version: 3 }, h);
// @ts-expect-error ... set by a blueprint, at its registration
app({ versions: [1, 2] }).blueprint(blueprint("b", { version: [1, 3] }).get("/x", h));
// @ts-expect-error a registration's version the app does not declare, where one route uses it
app({ versions: [1, 2] }).blueprint(blueprint("b").get("/x", { version: 1 }, h).get("/y", h), { version: 9 });
// @ts-expect-error a range in an app that declares no versions
app().blueprint(blueprint("b").get("/x", { version: { since: 1 } }, h));
// @ts-expect-error overlapping ranges, at the second route
app({ versions: [1, 2, 3] }).get("/x", { version: { since: 1 } }, h).get("/x", { version: { since: 3 } }, h);
// @ts-expect-error an app's versions listed twice
app({ versions: [1, "v1"] });
// @ts-expect-error two routes of one blueprint with the same range
blueprint("b").get("/x", { version: { since: 2 } }, h).get("/x", { version: { since: 2 } }, h);

// Values the types cannot place pass (the build checks them), and the rest stays typed: a list of
// unknown length, a non-literal or `any` range end, `any` versions, a `never` version.
declare const n: number, s: string, anything: any, list: number[];
const loose = app({ versions: list }).get("/a", { version: { since: s } }, h).get("/b", { version: list }, h).get("/c", { version: [n, 2] }, h);
const anyVersions = app({ versions: anything }).get("/a", { version: { since: 1 } }, h).get("/b", { version: 1 }, h);
const anyEnds = app({ versions: [1, 2] }).get("/a", { version: { since: anything } }, h).get("/c", { version: { since: 1, until: anything } }, h).get("/d", { version: { since: 1 } }, h);
const never = app({ versions: [1, 2] }).get("/a", { version: null as never }, h);
// ... and lifecycles whose dates are not literals (the build checks them)
app({ lifecycle: { 1: { deprecated: s, sunset: s } } }).get("/l", { lifecycle: { deprecated: s, sunset: new Date() } }, h).get("/m", { lifecycle: anything }, h);
export type Loose = [
  Expect<Equal<PathsOf<typeof loose>, `/v${string}/a` | `/v${number}/b` | `/v${number}/c` | "/v2/c">>,
  Expect<Equal<PathsOf<typeof anyVersions>, `/v${string}/a` | "/v1/b">>,
  Expect<Equal<PathsOf<typeof anyEnds>, `/v${string}/a` | `/v${string}/c` | "/v1/d" | "/v2/d">>,
  Expect<Equal<PathsOf<typeof never>, "/a">>,
];

// @ts-expect-error a sunset before the deprecation, on a version of the app
app({ versions: [1], lifecycle: { 1: { deprecated: "2027-01-01", sunset: "2026-01-01" } } });
// @ts-expect-error ... on a blueprint
blueprint("b", { lifecycle: { deprecated: "2027-01-01", sunset: "2026-01-01" } });
// @ts-expect-error a month 13, on a route
app().get("/x", { lifecycle: { deprecated: "2026-13-01" } }, h);
// @ts-expect-error a day 45, on a version of the app
app({ versions: [1], lifecycle: { 1: { sunset: "2026-01-45" } } });
app().get("/x", { lifecycle: { deprecated: "2026-12-31", sunset: "2028-02-29" } }, h);
// @ts-expect-error a key a lifecycle does not have
app().get("/x", { lifecycle: { deprecated: "2026-01-01", sunst: "2027-01-01" } }, h);
// @ts-expect-error afterSunset is "serve" or "gone"
app({ afterSunset: "410" });

// ... and these are fine: a range stays open in a blueprint until an app with versions holds it.
const open = blueprint("b", { version: { since: 2 } }).get("/x", h);
app({ versions: [2] }).blueprint(open);
app({ versions: [1, 2, 3] }).blueprint(open).get("/x", { version: 1 }, h);
