/**
 * The duplicates table, checked by the types: a tree marked `types: true` gets its message from the
 * compiler (or none, when accepted), one marked `false` none; and each is an error where it stands.
 */
import { app, blueprint, group, type Method } from "versa";
import type { CheckMultiRoute } from "../src/builder/route-checks.js";
import type { RouteEntryOf } from "../src/builder/route-entry.js";
import type { AnyRouteEntry } from "../src/builder/state-entries.js";
import type { Clash, PrefixClash } from "../src/builder/state-clash.js";
import type { FinalKeyOf, KeyOf } from "../src/builder/state-keys.js";
import type { duplicates } from "../test/cases/duplicates.js";
import type { Equal, Expect } from "../test/cases/type-eq.js";

type Opt<R, F extends string> = R extends { readonly [K in F]: infer X } ? X : undefined;
/** A row's route as its container holds it. */
type EntryOf<R> = R extends { methods: readonly (infer M extends Method)[]; path: infer S extends string } ? RouteEntryOf<M, S, Opt<R, "version">, Opt<R, "versionPrefix">, unknown> : never;
/** The message of `.route(path, options)` in a container whose keys are `K`, `never` when accepted. */
type Added<R, K extends string, Final extends boolean> = R extends { methods: infer Ms extends readonly Method[]; path: infer S extends string }
  ? Exclude<CheckMultiRoute<S, Ms, EntryOf<R>, K, Final>, S>
  : never;
/** The messages of a row: each route as added, then (a blueprint) its registration into an app. */
type Messages<Rs, In> = Rs extends readonly [infer A]
  ? In extends "app" ? Added<A, never, true> : Added<A, never, false> | Registered<EntryOf<A>>
  : Rs extends readonly [infer A, infer B]
    ? In extends "app"
      ? Added<A, never, true> | Added<B, FinalKeyOf<EntryOf<A>>, true>
      : Added<A, never, false> | Added<B, KeyOf<EntryOf<A>>, false> | Registered<EntryOf<A> | EntryOf<B>>
    : never;
/** What `app().blueprint(b)` checks of a blueprint without settings (see `RegistrationClash`). */
type Registered<E extends AnyRouteEntry> = Clash<E, never, true> | PrefixClash<E>;
/** `true` where the compiler says what the table says, else the case's name. */
type Verdict<C> = C extends { name: infer N; in: infer In; routes: infer Rs; message: infer M; types: infer T }
  ? Equal<Messages<Rs, In>, T extends true ? (M extends string ? M : never) : never> extends true ? true : N
  : never;

export type Duplicates = Expect<Verdict<(typeof duplicates)[number]>>;

const h = () => "";

// Each is an error where it stands (an app's own routes of the version cases already were).
// @ts-expect-error a method twice in one call
app().route("/x", { methods: ["GET", "GET"] }, h);
// @ts-expect-error ... in a blueprint
blueprint("b").route("/x", { methods: ["POST", "GET", "POST"] }, h);
// @ts-expect-error an explicit "/v" and the default, in a blueprint, at its registration
app().blueprint(blueprint("b").get("/x", { version: 1, versionPrefix: "/v" }, h).get("/x", { version: 1 }, h));
// @ts-expect-error ... in two members of a group, at its registration
app().blueprint(group({ version: 1 }, blueprint("a").get("/x", h), blueprint("b").get("/x", { versionPrefix: "/v" }, h)));
// @ts-expect-error /v1/x without a version and /x with version 1, in a blueprint, at its registration
app().blueprint(blueprint("b").get("/v1/x", h).get("/x", { version: 1 }, h));
// @ts-expect-error ... through a registration's version
app().blueprint(blueprint("b").get("/v1/x", h).get("/x", { version: "v1" }, h), { versionPrefix: "/v" });
// @ts-expect-error '' and '/' with no prefix compose to the same '/'
app().blueprint(blueprint("b").get("", h).get("/", h));
// @ts-expect-error a parameter in the path and in its own version prefix, in an app
app().get("/<id>", { version: 1, versionPrefix: "/<id>/v" }, h);

// @ts-expect-error a route that takes its group's version, and a sibling that set the same one
app().blueprint(group(group({ version: 2 }, blueprint("a").get("/x", h).get("/x", { version: 2 }, h))));
// @ts-expect-error ... through an outer group, the inner one's version
app().blueprint(group({ version: 2 }, group({ version: 1 }, blueprint("a").get("/x", h).get("/x", { version: 1 }, h))));
// @ts-expect-error ... its group's version prefix
app().blueprint(group(group({ versionPrefix: "/api/v" }, blueprint("a").get("/x", { version: 1 }, h).get("/x", { version: 1, versionPrefix: "/api/v" }, h))));

// ... and these are fine.
app().blueprint(group(group({ version: 3 }, blueprint("a").get("/x", h).get("/x", { version: 2 }, h))));
app().blueprint(group(group({ versionPrefix: "/w" }, blueprint("a").get("/x", { version: 1 }, h).get("/x", { version: 1, versionPrefix: "/api/v" }, h))));
app().route("/x", { methods: ["GET", "POST"] }, h);
app().get("/x", { version: 1, versionPrefix: "/api/v" }, h).get("/x", { version: 1 }, h);
app().blueprint(blueprint("b").get("/v1/x", h).get("/x", { version: 1 }, h), { urlPrefix: "/m" });
app().blueprint(blueprint("b").get("/v1/x", h).get("/x", h), { version: 1 });
app().blueprint(blueprint("b", { urlPrefix: "/b", strictSlashes: true }).get("", h).get("/", h));
app().get("/<id>", { version: 1, versionPrefix: "/<t>/v" }, h);

// Left to the runtime: whether a trailing '/' tells two routes apart depends on `strictSlashes`,
// which any level up to the app may set and the types do not follow.
app().get("/x", h).get("/x/", h);
app().blueprint(blueprint("b", { urlPrefix: "/b" }).get("", h).get("/", h));
