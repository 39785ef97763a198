// versa's two matchers: `versa` is the default (`codegen` unset: generated code where the runtime
// allows `new Function`, as Node does) and `versa (no eval)` is `codegen: false` (the walker).
// Canonical `:id` becomes `<id>`, a trailing `/*` becomes `<wildcard:path>`. versa comes in as
// `lib` so that `npm run bench:router` measures the build (dist/) and the test checks src/.

/** The names the ratios look for. */
export const DEFAULT = "versa";
export const NO_EVAL = "versa (no eval)";

const convert = (path) =>
  path
    .split("/")
    .map((s) => (s.startsWith(":") ? `<${s.slice(1)}>` : s === "*" ? "<wildcard:path>" : s))
    .join("/");

/** The matcher over `routes`; each route's handler returns its index in `routes`. */
function compile({ app, compileRouter }, routes, options) {
  let api = app();
  routes.forEach((r, i) => {
    api = api[r.method.toLowerCase()](convert(r.path), () => i);
  });
  return compileRouter(api.routes, options);
}

/**
 * The two adapters over versa's `app` and `compileRouter`. Each has its own lookup closure, as
 * every peer does: closures of one literal would share V8's type feedback between the matchers.
 */
export function versa(lib) {
  return [
    {
      name: DEFAULT,
      codegen: true,
      build(routes) {
        const match = compile(lib, routes, {});
        return (method, path) => {
          const m = match(method, path);
          return m.status === 200 ? { handlerIndex: m.route.handler(), params: m.params } : null;
        };
      },
      buildRaw(routes) {
        return compile(lib, routes, {});
      },
    },
    {
      name: NO_EVAL,
      codegen: false,
      build(routes) {
        const match = compile(lib, routes, { codegen: false });
        return (method, path) => {
          const m = match(method, path);
          return m.status === 200 ? { handlerIndex: m.route.handler(), params: m.params } : null;
        };
      },
      buildRaw(routes) {
        return compile(lib, routes, { codegen: false });
      },
    },
  ];
}
