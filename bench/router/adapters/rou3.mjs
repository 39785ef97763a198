// rou3 1.x, walking its tree and with `compileRouter` (rou3/compiler: a matcher written as code).
// Syntax: `:id` and a trailing `/*` as written. The signature is `addRoute(router, METHOD, path,
// data)`: Hono's own rou3 adapter passes (path, method), and every lookup there misses.
import { addRoute, createRouter, findRoute } from "rou3";
import { compileRouter } from "rou3/compiler";

const NO_PARAMS = Object.freeze({});

function create(routes) {
  const router = createRouter();
  routes.forEach((r, i) => addRoute(router, r.method, r.path, { i }));
  return router;
}

export const rou3 = {
  name: "rou3",
  codegen: false,
  build(routes) {
    const router = create(routes);
    return (method, path) => {
      const r = findRoute(router, method, path);
      return r === undefined ? null : { handlerIndex: r.data.i, params: r.params || NO_PARAMS };
    };
  },
  buildRaw(routes) {
    const router = create(routes);
    return (method, path) => findRoute(router, method, path);
  },
};

export const rou3Compiled = {
  name: "rou3 (compileRouter)",
  codegen: true,
  build(routes) {
    const find = compileRouter(create(routes));
    return (method, path) => {
      const r = find(method, path);
      return r === undefined ? null : { handlerIndex: r.data.i, params: r.params || NO_PARAMS };
    };
  },
  buildRaw(routes) {
    return compileRouter(create(routes));
  },
};
