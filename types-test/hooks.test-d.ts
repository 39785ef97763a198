/**
 * Hooks in the types: the keys an onRequest hook adds, on each level (the table of
 * test/cases/hooks.ts), never a key the runtime may not set, and the refusals (a key the context
 * has, a result that is no plain object of keys: no object, an array, a function, an iterable, a
 * Date; the table test/cases/hooks.ts) with `any`, `never` and plain `string` results.
 */
import { expectNotAssignable, expectType } from "tsd";
import { app, blueprint, cors, group, json, type AddedKeys, type HookResult, type RouteInfo, type RouteIo } from "versa";
import type { keyCases, resultCases } from "../test/cases/hooks.js";
import type { Equal, Expect } from "../test/cases/type-eq.js";

/** What the one route of an app's handler returns. */
type Returns<A> = A extends { readonly "~types": { readonly entries: { readonly io: infer Io } } } ? (Io extends RouteIo<infer R, unknown> ? R : never) : never;
/** `true` for a case whose handler's result has the type the case names, else the case's level. */
type Verdict<C> = C extends { level: infer L; api: infer A; type: infer T } ? (Equal<Returns<A>, T> extends true ? true : L) : never;
export type Keys = Expect<Verdict<(typeof keyCases)[number]>>;

declare const anything: any;
declare const text: string;
declare const record: Record<string, number>;

// A route added before a hook does not see its keys (the hook runs for it, but its handler was typed first).
// @ts-expect-error
blueprint("b").get("/a", ({ user }) => user).onRequest(() => ({ user: 1 }));

// A key the context has is refused, on every level and from a plugin, naming the key and the hook.
// @ts-expect-error
app().onRequest(() => ({ params: 1 }));
// @ts-expect-error
blueprint("b").onRequest(async () => ({ route: "r" }));
// @ts-expect-error
group().onRequest(() => ({ allow: [] }));
// @ts-expect-error
app().use({ onRequest: () => ({ headers: {} }) });

// A result that is no object, or no key of it known: refused, or nothing added.
// @ts-expect-error
app().onRequest(() => text);
// @ts-expect-error
app().onRequest(() => 42);
// An array or a function (a class too) is refused where it is returned, on every level and from a
// plugin, with the message the runtime throws for it (test/server/chain.test.ts).
// @ts-expect-error
app().onRequest(() => [1, 2]);
// @ts-expect-error
blueprint("b").onRequest(async () => ["a"] as const);
// @ts-expect-error
group().onRequest(() => (text ? { a: 1 } : [1]));
// @ts-expect-error
app().onRequest(() => () => 1);
// @ts-expect-error
blueprint("b").onRequest(async () => Response);
// @ts-expect-error
app().use({ onRequest: () => [1] });
const arrayMessage = "onRequest hook of app returned an array: expected nothing, a Response to answer with, or a plain object of keys to add to the context" as const;
const functionMessage = "onRequest hook of app returned a function: expected nothing, a Response to answer with, or a plain object of keys to add to the context" as const;
type Results = HookResult<"onRequest hook of app">;
export type Messages = [
  Expect<Equal<NonNullable<Exclude<Results, Response | void | ((...args: never) => unknown)>[typeof Symbol.unscopables]>, typeof arrayMessage>>,
  Expect<Equal<keyof Extract<Results, (...args: never) => unknown>, typeof functionMessage>>,
];
// A value that is no plain object of keys (the table of test/cases/hooks.ts, which the runtime test
// reads): refused where the types can tell it (by a member only such values have), with the message
// the runtime throws, that member's type; passed where they cannot (an instance of a class without
// such a member), to be refused at run time.
type Plain = Exclude<Results, Response | void | ((...args: never) => unknown)>;
/** The messages of the members of `V` that a plain object of keys may not have (a function's: the key it lacks). */
type Refusals<V> = V extends (...args: never) => unknown
  ? keyof Extract<Results, (...args: never) => unknown>
  : { [K in keyof Plain & keyof V]-?: NonNullable<Plain[K]> }[keyof Plain & keyof V];
/** `true` where the case's value is refused with its message, or passes where the case says the types cannot tell it. */
type Told<C> = C extends { value: infer V; typed: infer T; message: infer M }
  ? T extends true ? ([V] extends [Results] ? C : M extends Refusals<V> ? true : C) : [V] extends [Results] ? true : C
  : never;
export type Refused = Expect<Told<(typeof resultCases)[number]>>;
// @ts-expect-error
app().onRequest(() => new Map<string, number>());
// @ts-expect-error
blueprint("b").onRequest(async () => new Headers());
// @ts-expect-error
group().onRequest(() => (text ? { a: 1 } : new Date()));
// @ts-expect-error
app().use({ onRequest: () => new URLSearchParams() });
// Headers, URLSearchParams and FormData are also told by their methods append and forEach, which
// they have where the lib lacks DOM.Iterable and with it their Symbol.iterator (test/builder/hooks.test.ts
// compiles them so): a plain object with one of them as a method passes, with both it is refused too.
app().onRequest(() => ({ append: (s: string) => s, forEach: 1 }));
app().onRequest(() => ({ forEach: () => 1, append: "a" }));
// @ts-expect-error
app().onRequest(() => ({ append: (s: string) => s, forEach: () => 1 }));
// Plain objects pass, keys named like an array's, a function's or a Map's members included.
interface User {
  readonly id: number;
}
declare const user: User;
app()
  .onRequest(() => user)
  .onRequest(() => ({ name: "n", length: 2, call: true, bind: 1, size: 3, get: "g" }))
  .get("/k", ({ id, name, length, call, bind, size, get }) => {
    expectType<[number, string, number, boolean, number, number, string]>([id, name, length, call, bind, size, get]);
    return "";
  });
app().onRequest(() => anything).get("/k", (ctx) => {
  expectType<never>(null as unknown as Exclude<keyof typeof ctx, "request" | "params" | "query" | "body" | "headers" | "route">);
  return "";
});
app().onRequest(() => record).get("/k", (ctx) => {
  expectType<never>(null as unknown as Exclude<keyof typeof ctx, "request" | "params" | "query" | "body" | "headers" | "route">);
  return "";
});
export type Added = [
  Expect<Equal<AddedKeys<any>, {}>>,
  Expect<Equal<AddedKeys<never>, {}>>,
  Expect<Equal<AddedKeys<void>, {}>>,
  Expect<Equal<AddedKeys<Response>, {}>>,
  Expect<Equal<AddedKeys<{ a: 1 } | Response>, { a: 1 }>>,
  Expect<Equal<AddedKeys<{ a: 1 } | undefined>, { readonly a?: 1 }>>,
  Expect<Equal<AddedKeys<Record<string, number>>, {}>>,
];

// An app hook may see a request that matched no route; a blueprint's and a group's always see one.
app().onRequest(({ route }) => {
  expectType<RouteInfo | undefined>(route);
});
blueprint("b").onRequest(({ route }) => {
  expectType<RouteInfo>(route);
});
group().onRequest(({ route }) => {
  expectType<RouteInfo>(route);
});
// params: the level's url prefix parameters, typed; any other name is unknown.
blueprint("b", { urlPrefix: "/<org:int>" }).onRequest(({ params }) => {
  expectType<number>(params.org);
  expectType<unknown>(params["id"]);
});
group({ urlPrefix: "/<day:ymd>" }).onRequest(({ params }) => {
  expectType<Date>(params.day);
});

// A level's later hooks see the keys of its earlier ones: the request hooks as set, the response
// and error hooks as optional (an earlier request hook may have answered or failed first).
group()
  .onRequest(() => ({ started: 1 }))
  .onRequest(({ started }) => {
    expectType<number>(started);
  })
  .onResponse(({ started }) => {
    expectType<number | undefined>(started);
  })
  .onError((_error, { started }) => {
    expectType<number | undefined>(started);
    return json({ started });
  });

// What each hook may return.
// @ts-expect-error a response hook returns nothing or a Response
app().onResponse(() => "x");
// @ts-expect-error an error hook too
blueprint("b").onError(() => ({ error: 1 }));
app().use(cors()).use({ name: "timing", onResponse: (_ctx, r) => r });
// @ts-expect-error a plugin's hooks are functions
app().use({ onRequest: 1 });

// A prefix that drops a parameter the hooks were typed with is refused, as for routes.
// @ts-expect-error
blueprint("b").prefix("/<org:int>").onRequest(({ params }) => void params.org).prefix("/x");
// @ts-expect-error
group().prefix("/<org:int>").onRequest(({ params }) => void params.org).prefix("/x");
group().prefix("/<org:int>").onRequest(() => undefined).prefix("/<org:int>/y");

// Hooks leave the builder what it was: a blueprint with hooks is a member like any other.
const hooked = blueprint("h").onRequest(() => ({ user: "u" })).get("/me", ({ user }) => user);
expectNotAssignable<string>(app().blueprint(hooked).blueprint(group(hooked), { urlPrefix: "/g" }).routes);

// cors(): credentials need listed origins (or a predicate); "*" is the origin when none is given
const anyOrigin = `Invalid options at cors(): credentials: true needs the origins listed (or a predicate): with origin "*" every site could read answers sent with its users' cookies, and browsers refuse it` as const;
// @ts-expect-error credentials with origin "*"
cors({ origin: "*", credentials: true });
// @ts-expect-error credentials with the default origin, "*"
cors({ credentials: true, maxAge: 600 });
expectNotAssignable<Parameters<typeof cors<{ credentials: true }>>[0]>({ credentials: true });
export type CorsMessage = Expect<Equal<NonNullable<Parameters<typeof cors<{ origin: "*"; credentials: true }>>[0]>["credentials"], typeof anyOrigin>>;
cors({ origin: ["https://example.com"], credentials: true });
cors({ origin: (o) => o.endsWith(".example.com"), credentials: true });
cors({ origin: "*", credentials: false });
// an explicit undefined is not given (exactOptionalPropertyTypes): the default origin, "*"
declare const maybeAge: number | undefined;
cors({ origin: undefined, credentials: undefined, exposeHeaders: undefined, allowHeaders: undefined, maxAge: maybeAge });
// @ts-expect-error credentials with origin undefined, which is the default "*"
cors({ origin: undefined, credentials: true });
cors();
declare const someOptions: Parameters<typeof cors>[0];
cors(someOptions); // not a literal: the call checks it
