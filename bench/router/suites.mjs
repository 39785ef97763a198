// The route sets and requests of the router benchmark, each request with its expected answer so
// that every adapter is checked before it is timed.
//
// Routes are written in one canonical syntax that each adapter converts to its library's: static
// segments, `:name` for one segment, and a trailing `/*` for the rest of the path. `expect` is
// `{ handlerIndex, params }` (the route's index in `routes`, its named parameters) or null for a
// miss; wildcard captures are not compared, because libraries key them differently.

/** The 12 routes of Hono's router benchmark (honojs/hono benchmarks/routers, as delvedor/router-benchmark). */
const HONO_ROUTES = [
  { method: "GET", path: "/user" },
  { method: "GET", path: "/user/comments" },
  { method: "GET", path: "/user/avatar" },
  { method: "GET", path: "/user/lookup/username/:username" },
  { method: "GET", path: "/user/lookup/email/:address" },
  { method: "GET", path: "/event/:id" },
  { method: "GET", path: "/event/:id/comments" },
  { method: "POST", path: "/event/:id/comment" },
  { method: "GET", path: "/map/:location/events" },
  { method: "GET", path: "/status" },
  { method: "GET", path: "/very/deeply/nested/route/hello/there" },
  { method: "GET", path: "/static/*" },
  // not in Hono's set: two parameters under a prefix of their own, so the tree under the others keeps its shape
  { method: "GET", path: "/repos/:owner/:repo" },
];

const found = (handlerIndex, params = {}) => ({ handlerIndex, params });

/** Hono's 7 requests (its "all together" runs these), then a two-parameter route and a miss. */
const HONO_REQUESTS = [
  { name: "short static", method: "GET", path: "/user", expect: found(0) },
  { name: "static with same radix", method: "GET", path: "/user/comments", expect: found(1) },
  { name: "dynamic route", method: "GET", path: "/user/lookup/username/hey", expect: found(3, { username: "hey" }) },
  { name: "mixed static dynamic", method: "GET", path: "/event/abcd1234/comments", expect: found(6, { id: "abcd1234" }) },
  { name: "post", method: "POST", path: "/event/abcd1234/comment", expect: found(7, { id: "abcd1234" }) },
  { name: "long static", method: "GET", path: "/very/deeply/nested/route/hello/there", expect: found(10) },
  { name: "wildcard", method: "GET", path: "/static/index.html", expect: found(11) },
  { name: "two params", method: "GET", path: "/repos/honojs/hono", expect: found(12, { owner: "honojs", repo: "hono" }) },
  { name: "not found", method: "GET", path: "/user/lookup/phone/555", expect: null },
];
const HONO_TOGETHER = 7;

/** Resource and sub-resource names of the versioned API (numbered past the 20 named ones). */
const RESOURCES = [
  ["users", "addresses"], ["orders", "items"], ["products", "variants"], ["invoices", "lines"],
  ["customers", "notes"], ["payments", "refunds"], ["shipments", "parcels"], ["carts", "entries"],
  ["reviews", "replies"], ["categories", "children"], ["coupons", "redemptions"], ["subscriptions", "periods"],
  ["plans", "features"], ["teams", "members"], ["projects", "tasks"], ["files", "versions"],
  ["webhooks", "deliveries"], ["events", "attendees"], ["accounts", "keys"], ["reports", "runs"],
];
const resource = (r) => RESOURCES[r] ?? [`res${r}`, `sub${r}`];

/** The 10 operations of each resource: `{r}` is the resource, `{s}` its sub-resource. */
const OPERATIONS = [
  ["list", "GET", "/{r}"],
  ["create", "POST", "/{r}"],
  ["get", "GET", "/{r}/:id"],
  ["replace", "PUT", "/{r}/:id"],
  ["update", "PATCH", "/{r}/:id"],
  ["delete", "DELETE", "/{r}/:id"],
  ["sub list", "GET", "/{r}/:id/{s}"],
  ["sub create", "POST", "/{r}/:id/{s}"],
  ["sub get", "GET", "/{r}/:id/{s}/:subId"],
  ["sub delete", "DELETE", "/{r}/:id/{s}/:subId"],
];

/** A versioned API: `/v1` to `/v<versions>`, `resources` resources each, 10 operations each. */
function apiRoutes(versions, resources) {
  const routes = [];
  const index = new Map(); // `${v}|${r}|${operation}` -> handler index
  for (let v = 1; v <= versions; v++) {
    for (let r = 0; r < resources; r++) {
      const [res, sub] = resource(r);
      for (const [op, method, template] of OPERATIONS) {
        index.set(`${v}|${r}|${op}`, routes.length);
        routes.push({ method, path: `/v${v}${template.replace("{r}", res).replace("{s}", sub)}` });
      }
    }
  }
  return { routes, index };
}

/** The requests of an API: the first and last static route, parameters, and two misses. */
function apiRequests(versions, resources, index, kinds) {
  const at = (v, r, op, params = {}) => found(index.get(`${v}|${r}|${op}`), params);
  const V = versions;
  const vm = Math.max(1, Math.ceil(V / 2));
  const rm = Math.max(1, Math.ceil(resources / 2)) - 1;
  const rl = resources - 1;
  const [first] = resource(0);
  const [mid] = resource(rm);
  const [last, lastSub] = resource(rl);
  const all = [
    { name: "static first", method: "GET", path: `/v1/${first}`, expect: at(1, 0, "list") },
    { name: "static last", method: "GET", path: `/v${V}/${last}`, expect: at(V, rl, "list") },
    { name: "one param", method: "GET", path: `/v${vm}/${mid}/12345`, expect: at(vm, rm, "get", { id: "12345" }) },
    { name: "two params", method: "GET", path: `/v${V}/${last}/42/${lastSub}/7`, expect: at(V, rl, "sub get", { id: "42", subId: "7" }) },
    { name: "POST create", method: "POST", path: `/v${vm}/${mid}`, expect: at(vm, rm, "create") },
    { name: "DELETE two params", method: "DELETE", path: `/v${V}/${last}/42/${lastSub}/7`, expect: at(V, rl, "sub delete", { id: "42", subId: "7" }) },
    { name: "404 early", method: "GET", path: `/v99/${first}/1`, expect: null },
    { name: "404 deep", method: "GET", path: `/v${vm}/${mid}/123/nope/7`, expect: null },
  ];
  return kinds ? all.filter((r) => kinds.includes(r.name)) : all;
}

/** The API's shape at 20, 200, 1,000, 2,000 and 5,000 routes, three kinds of request each. */
const SCALE_SIZES = [
  [1, 2],
  [1, 20],
  [5, 20],
  [10, 20],
  [25, 20],
];
const SCALE_KINDS = ["static last", "two params", "404 deep"];

/**
 * The suites named in `ids` ("hono", "api", "scale"). `together` is how many of the first requests
 * one "all together" op runs (0: none).
 *
 * @example
 *   suites(["hono"])[0].requests[0] // { name: "short static", method: "GET", path: "/user", expect: ... }
 */
export function suites(ids) {
  const list = [];
  if (ids.includes("hono")) {
    list.push({ id: "hono", title: "Hono's route set (12 routes) and GET /repos/:owner/:repo", routes: HONO_ROUTES, requests: HONO_REQUESTS, together: HONO_TOGETHER });
  }
  if (ids.includes("api")) {
    const { routes, index } = apiRoutes(5, 20);
    list.push({ id: "api", title: `Versioned API (v1 to v5, 20 resources, 10 operations: ${routes.length} routes)`, routes, requests: apiRequests(5, 20, index), together: 8 });
  }
  if (ids.includes("scale")) {
    for (const [v, r] of SCALE_SIZES) {
      const { routes, index } = apiRoutes(v, r);
      list.push({ id: `scale-${routes.length}`, size: routes.length, title: `The API's shape at ${routes.length} routes (${v} x ${r} x 10)`, routes, requests: apiRequests(v, r, index, SCALE_KINDS), together: 0 });
    }
  }
  const unknown = ids.filter((id) => !["hono", "api", "scale"].includes(id));
  if (unknown.length) throw new Error(`unknown suite ${unknown.join(", ")}: the suites are hono, api and scale`);
  return list;
}

/** Whether a request should take a route without parameters (its static lookups). */
export const isStatic = (suite, request) => request.expect !== null && !/[:*]/u.test(suite.routes[request.expect.handlerIndex].path);
