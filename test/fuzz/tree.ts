/**
 * Random route trees for the property tests: versions of every accepted shape, prefixes with
 * parameters, nested groups, every parameter type, strict and non-strict routes. A tree is a plain
 * description (`TreeSpec`) that `build` turns into an app whose handlers echo what they received.
 */
import fc from "fast-check";
import { app, blueprint, group, json, RouteExistsError } from "versa";
import type { Method, RouteRecord } from "versa";

export type Seg = { readonly kind: "static"; readonly text: string } | { readonly kind: "param"; readonly type: string };
export interface Opts {
  readonly prefix?: readonly Seg[];
  readonly version?: number | string;
  readonly versionPrefix?: string;
  readonly strict?: boolean;
}
export interface RouteSpec extends Opts {
  readonly method: Method;
  /** the route path; `null` is `""` (the prefix itself) */
  readonly path: readonly Seg[] | null;
  readonly trailing: boolean;
}
export type MemberSpec =
  | { readonly kind: "bp"; readonly opts: Opts; readonly routes: readonly RouteSpec[] }
  | { readonly kind: "group"; readonly opts: Opts; readonly members: readonly MemberSpec[] };
export interface TreeSpec {
  readonly strict?: boolean;
  readonly routes: readonly RouteSpec[];
  readonly members: readonly { readonly member: MemberSpec; readonly reg: Opts }[];
}

export const STATIC_WORDS = ["a", "b", "users", "v1", "1", "x.png", "café", "a-b", "100%", "api"] as const;
export const REGEXES = ["[a-z]{2,5}", "\\d{3}", "(?:red|green)", "x[0-9]+", "[a-z]+(?:-[a-z]+)*"] as const;
const INNER_TYPES = ["str", "strorempty", "int", "float", "alpha", "slug", "ymd", "uuid", ...REGEXES.map((r) => `re:${r}`)];
const LAST_TYPES = [...INNER_TYPES, "path", "ext", "ext=jpg|png", "ext=gz|tar.gz"];
const VERSIONS = [0, 1, 2, 1.5, 2.25, "1", "v1", "v2.1", "1.0.1", "3"] as const;
const VERSION_PREFIXES = ["/v", "/api/v", "/", "/<param>/v"] as const;
const METHODS: readonly Method[] = ["GET", "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

const staticSeg = fc.constantFrom(...STATIC_WORDS).map((text): Seg => ({ kind: "static", text }));
const seg = (types: readonly string[]) =>
  fc.oneof(staticSeg, fc.constantFrom(...types).map((type): Seg => ({ kind: "param", type })));
/** Segments where only the last may be an `ext` or `path` (so no name is declared twice). */
const routePath = fc
  .tuple(fc.array(seg(INNER_TYPES), { maxLength: 3 }), fc.option(seg(LAST_TYPES), { nil: undefined }))
  .map(([init, last]) => (last ? [...init, last] : init));
const isPath = (s: Seg | undefined) => s?.kind === "param" && s.type === "path";

const opts = fc.record(
  {
    prefix: fc.array(seg(INNER_TYPES), { minLength: 1, maxLength: 2 }),
    version: fc.constantFrom(...VERSIONS),
    versionPrefix: fc.constantFrom(...VERSION_PREFIXES),
    strict: fc.boolean(),
  },
  { requiredKeys: [] },
);

const route: fc.Arbitrary<RouteSpec> = fc
  .record({ method: fc.constantFrom(...METHODS), path: fc.option(routePath, { nil: null, freq: 6 }), trailing: fc.boolean(), o: opts })
  .map(({ method, path, trailing, o }) => {
    const { prefix: _p, ...rest } = o;
    return { method, path, trailing: trailing && !isPath(path?.at(-1)), ...rest };
  });

const member: fc.Arbitrary<MemberSpec> = fc.letrec<{ m: MemberSpec }>((tie) => ({
  m: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.record({ kind: fc.constant("bp" as const), opts, routes: fc.array(route, { minLength: 1, maxLength: 4 }) }),
    fc.record({ kind: fc.constant("group" as const), opts, members: fc.array(tie("m"), { minLength: 1, maxLength: 3 }) }),
  ),
})).m;

export const treeSpec: fc.Arbitrary<TreeSpec> = fc.record(
  {
    strict: fc.boolean(),
    routes: fc.array(route, { maxLength: 4 }),
    members: fc.array(fc.record({ member, reg: opts }), { maxLength: 3 }),
  },
  { requiredKeys: ["routes", "members"] },
);

/** The names parameters get: the awkward ones first, each at most once per tree. */
const SPECIAL_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"];

/** What every handler answers, in an `x-echo` header too (so HEAD routes can be checked). */
export interface Echo {
  readonly method: string;
  readonly path: string;
  readonly params: readonly [string, unknown][];
  /** whether `params` inherits nothing */
  readonly protoFree: boolean;
}

export const echoValue = (v: unknown): unknown => (v instanceof Date ? { date: v.toISOString() } : v);

export const echoHandler = ({ params, route }: { params: Record<string, unknown>; route: { method: string; path: string } }) => {
  const echo: Echo = {
    method: route.method,
    path: route.path,
    params: Object.entries(params).map(([k, v]) => [k, echoValue(v)]),
    // nothing inherited: keys such as `toString` or `__proto__` are there only as parameters
    protoFree: ["toString", "hasOwnProperty", "constructor", "__proto__", "valueOf"].every((k) => !(k in params) || Object.hasOwn(params, k)),
  };
  return json(echo, { headers: { "x-echo": encodeURIComponent(JSON.stringify(echo)) } });
};

type Loose = Record<string, (...args: unknown[]) => Loose>;

/** An app as the tests use it, without its compile-time types. */
export interface TestApp {
  readonly routes: readonly RouteRecord[];
  fetch(request: Request): Promise<Response>;
  url(template: string, params: unknown): string;
}

/** An app from a tree description (matching with generated code if `codegen`), or `null` when
 * two of its routes collide. */
export function build(spec: TreeSpec, codegen = false): TestApp | null {
  let n = 0;
  const fresh = () => {
    const k = n++;
    return SPECIAL_NAMES[k] ?? `p${k}`;
  };
  const text = (segs: readonly Seg[]) =>
    segs.map((s) => (s.kind === "static" ? s.text : `<${fresh()}:${s.type.startsWith("re:") ? s.type.slice(3) : s.type}>`)).join("/");
  const options = (o: Opts, prefixKey: "urlPrefix" | null) => ({
    ...(prefixKey && o.prefix && { [prefixKey]: `/${text(o.prefix)}` }),
    ...(o.version !== undefined && { version: o.version }),
    ...(o.versionPrefix !== undefined && { versionPrefix: o.versionPrefix.replace("<param>", () => `<${fresh()}>`) }),
    ...(o.strict !== undefined && { strictSlashes: o.strict }),
  });
  const addRoute = (target: Loose, r: RouteSpec): Loose => {
    const path = r.path === null ? "" : `/${text(r.path)}${r.trailing && r.path.length > 0 ? "/" : ""}`;
    return target[r.method.toLowerCase()]!(path, options(r, null), echoHandler);
  };
  let bps = 0;
  const toMember = (m: MemberSpec): Loose =>
    m.kind === "bp"
      ? m.routes.reduce(addRoute, (blueprint as unknown as (...a: unknown[]) => Loose)(`bp${bps++}`, options(m.opts, "urlPrefix")))
      : (group as unknown as (...a: unknown[]) => Loose)(options(m.opts, "urlPrefix"), ...m.members.map(toMember));
  try {
    let api = app({ codegen, ...(spec.strict !== undefined && { strictSlashes: spec.strict }) }) as unknown as Loose;
    api = spec.routes.reduce(addRoute, api);
    for (const { member: m, reg } of spec.members) api = api["blueprint"]!(toMember(m), options(reg, "urlPrefix"));
    const built = api as unknown as TestApp;
    void built.routes; // errors surface here at the latest
    return built;
  } catch (e) {
    if (e instanceof RouteExistsError) return null;
    throw e;
  }
}
