/**
 * Hook cases. `keyCases`: a key an `onRequest` hook adds, on each level, reaching a handler (or a
 * later hook of the level) with its value at runtime and its type in the types (`type` is a typed
 * stand-in, never read). `orderCases`: which hooks a request runs, in which order (each hook logs
 * its name), and what it is answered.
 */
import { app, blueprint, group, json } from "versa";

const seen: string[] = [];
/** A hook that logs `name` and goes on. */
const log = (name: string) => (): undefined => void seen.push(name);
/** A response hook that logs `name` with the status it sees. */
const logResponse = (name: string) => (_ctx: unknown, r: Response): undefined => void seen.push(`${name}:${r.status}`);
/** What the hooks of the last request logged (and a fresh log for the next). */
export const takeLog = (): string[] => seen.splice(0);

interface User {
  readonly id: number;
  readonly name: string;
}
const ada: User = { id: 1, name: "Ada" };

export const keyCases = [
  { level: "app", api: app().onRequest(() => ({ user: ada })).get("/k", ({ user }) => user), value: ada, type: ada },
  { level: "app, async", api: app().onRequest(async () => ({ n: 7 })).get("/k", ({ n }) => n), value: 7, type: 0 as number },
  { level: "blueprint", api: app().blueprint(blueprint("b").onRequest(() => ({ user: ada })).get("/k", ({ user }) => user.name)), value: "Ada", type: "" as string },
  { level: "blueprint, params typed from its url prefix", api: app().blueprint(blueprint("b", { urlPrefix: "/<t:int>" }).onRequest(({ params }) => ({ twice: params.t * 2 })).get("/k", ({ twice }) => twice)), path: "/21/k", value: 42, type: 0 as number },
  { level: "blueprint, a Response or keys", api: app().blueprint(blueprint("b").onRequest(({ request }) => (request.headers.has("x-no") ? json({}, 401) : { user: ada })).get("/k", ({ user }) => user.id)), value: 1, type: 0 as number },
  { level: "blueprint, keys or nothing: optional", api: app().blueprint(blueprint("b").onRequest(({ request }) => (request.headers.has("x-user") ? { user: ada } : undefined)).get("/k", ({ user }) => user ?? null)), value: null, type: ada as User | null },
  { level: "blueprint, two hooks: the later wins", api: app().blueprint(blueprint("b").onRequest(() => ({ role: "guest", a: 1 })).onRequest(() => ({ role: 2 })).get("/k", ({ role, a }) => [role, a] as const)), value: [2, 1], type: [0, 0] as readonly [number, number] },
  { level: "blueprint, a plugin's keys", api: app().blueprint(blueprint("b").use({ onRequest: () => ({ traceId: "t-1" }) }).get("/k", ({ traceId }) => traceId)), value: "t-1", type: "" as string },
  { level: "blueprint, a route with schemas gets them too", api: app().blueprint(blueprint("b").onRequest(() => ({ user: ada })).get("/k", { schema: {} }, ({ user }) => user.name)), value: "Ada", type: "" as string },
  { level: "registration inside another group, inner wins", api: app().onRequest(() => ({ who: "app" })).blueprint(group(blueprint("b").onRequest(() => ({ who: "blueprint" })).get("/k", ({ who }) => who)).onRequest(() => ({ who: "group" }))), value: "blueprint", type: "" as string },
] as const;

const bp = blueprint("bp").onRequest(log("bp.req1")).onRequest(log("bp.req2")).onResponse(logResponse("bp.res1")).onResponse(logResponse("bp.res2")).get("/r", () => {
  seen.push("handler");
  return "ok";
});
const inner = group({ urlPrefix: "/inner" }, bp).onRequest(log("inner.req")).onResponse(logResponse("inner.res"));
const outer = group({ urlPrefix: "/outer" }, inner).onRequest(log("outer.req")).onResponse(logResponse("outer.res"));
const tree = app().onRequest(log("app.req1")).onResponse(logResponse("app.res")).blueprint(outer).onRequest(log("app.req2"));

const guard = blueprint("guard")
  .onRequest(({ request }) => (request.headers.has("x-no") ? json({ error: "no" }, 401) : undefined))
  .onRequest(log("guard.after"))
  .onResponse(logResponse("guard.res"))
  .get("/g", () => {
    seen.push("handler");
    return "ok";
  });

export const orderCases = [
  {
    rule: "request hooks outermost first, in the order added (app hooks added after the route too); response hooks the other way",
    api: tree, method: "GET", path: "/outer/inner/r",
    status: 200, body: "ok",
    log: ["app.req1", "app.req2", "outer.req", "inner.req", "bp.req1", "bp.req2", "handler", "bp.res2:200", "bp.res1:200", "inner.res:200", "outer.res:200", "app.res:200"],
  },
  {
    rule: "HEAD runs the GET route's chain, and its response hooks",
    api: tree, method: "HEAD", path: "/outer/inner/r",
    status: 200, body: "",
    log: ["app.req1", "app.req2", "outer.req", "inner.req", "bp.req1", "bp.req2", "handler", "bp.res2:200", "bp.res1:200", "inner.res:200", "outer.res:200", "app.res:200"],
  },
  {
    rule: "a 405 runs the chain of its first candidate, and its response hooks see the 405",
    api: tree, method: "DELETE", path: "/outer/inner/r",
    status: 405, body: "Method Not Allowed",
    log: ["app.req1", "app.req2", "outer.req", "inner.req", "bp.req1", "bp.req2", "bp.res2:405", "bp.res1:405", "inner.res:405", "outer.res:405", "app.res:405"],
  },
  {
    rule: "a request that matches no route runs the app's hooks only",
    api: tree, method: "GET", path: "/outer/inner/nope",
    status: 404, body: "Not Found",
    log: ["app.req1", "app.req2", "app.res:404"],
  },
  {
    rule: "a malformed path (400) runs the app's hooks only",
    api: tree, method: "GET", path: "/outer/%E0",
    status: 400, body: "Bad Request",
    log: ["app.req1", "app.req2", "app.res:400"],
  },
  {
    rule: "a Response from onRequest answers: the later hooks and the handler do not run, the entered levels' response hooks do",
    api: app().onResponse(logResponse("app.res")).blueprint(guard), method: "GET", path: "/g", headers: { "x-no": "1" },
    status: 401, body: '{"error":"no"}',
    log: ["guard.res:401", "app.res:401"],
  },
  {
    rule: "a guard that lets the request through",
    api: app().onResponse(logResponse("app.res")).blueprint(guard), method: "GET", path: "/g",
    status: 200, body: "ok",
    log: ["guard.after", "handler", "guard.res:200", "app.res:200"],
  },
  {
    rule: "a group registered in two places: each place its own chain (here, inside a group with hooks)",
    api: app().blueprint(group({ urlPrefix: "/x" }, inner).onRequest(log("x.req"))).blueprint(inner, { urlPrefix: "/y" }), method: "GET", path: "/x/inner/r",
    status: 200, body: "ok",
    log: ["x.req", "inner.req", "bp.req1", "bp.req2", "handler", "bp.res2:200", "bp.res1:200", "inner.res:200"],
  },
  {
    rule: "a group registered in two places: each place its own chain (here, alone)",
    api: app().blueprint(group({ urlPrefix: "/x" }, inner).onRequest(log("x.req"))).blueprint(inner, { urlPrefix: "/y" }), method: "GET", path: "/y/inner/r",
    status: 200, body: "ok",
    log: ["inner.req", "bp.req1", "bp.req2", "handler", "bp.res2:200", "bp.res1:200", "inner.res:200"],
  },
  {
    rule: "a route without hooks next to one with them runs none",
    api: app().blueprint(bp).blueprint(blueprint("plain").get("/p", () => "plain")), method: "GET", path: "/p",
    status: 200, body: "plain",
    log: [],
  },
] as const;

/** What an app's `onRequest` hook that returned a refused value is told (the thrown message). */
const refused = <G extends string>(given: G) =>
  `onRequest hook of app returned ${given}: expected nothing, a Response to answer with, or a plain object of keys to add to the context` as const;
class Session {
  readonly id = 1;
}
/**
 * `onRequest` results that are no plain object of keys: `message` is what the runtime throws
 * (`INVALID_HOOK_RESULT`) and, where `typed` is true, the compile error's text (the types tell
 * such a value by a member only it has); `typed: false` marks what the types cannot tell from a
 * plain object (an instance of a class without such a member), refused at run time only.
 */
export const resultCases = [
  { rule: "a Map", value: new Map([["size", 1]]), typed: true, message: refused("an iterable such as a Map, a Set, Headers or URLSearchParams") },
  { rule: "a Set", value: new Set([1]), typed: true, message: refused("an iterable such as a Map, a Set, Headers or URLSearchParams") },
  { rule: "Headers", value: new Headers({ a: "1" }), typed: true, message: refused("an iterable such as a Map, a Set, Headers or URLSearchParams") },
  { rule: "URLSearchParams", value: new URLSearchParams("a=1"), typed: true, message: refused("an iterable such as a Map, a Set, Headers or URLSearchParams") },
  { rule: "FormData", value: new FormData(), typed: true, message: refused("an iterable such as a Map, a Set, Headers or URLSearchParams") },
  { rule: "a Date", value: new Date(0), typed: true, message: refused("an object with Symbol.toPrimitive such as a Date") },
  { rule: "an array", value: [1], typed: true, message: refused("an array") },
  { rule: "a function", value: () => 1, typed: true, message: refused("a function") },
  { rule: "a URL", value: new URL("http://h/"), typed: false, message: refused("a URL") },
  { rule: "a class instance", value: new Session(), typed: false, message: refused("a Session") },
] as const;
