// Three radix-tree routers: memoirist and @medley/router (`:id`, a trailing `/*` as written) and
// koa-tree-router (httprouter's syntax: the catch-all needs a name, params come as a list).
import MedleyRouter from "@medley/router";
import KoaTreeRouter from "koa-tree-router";
import { Memoirist } from "memoirist";

function memoiristOf(routes) {
  const router = new Memoirist();
  routes.forEach((r, i) => router.add(r.method, r.path, { i }));
  return router;
}

export const memoirist = {
  name: "memoirist",
  codegen: false,
  build(routes) {
    const router = memoiristOf(routes);
    return (method, path) => {
      const r = router.find(method, path);
      return r === null ? null : { handlerIndex: r.store.i, params: r.params };
    };
  },
  buildRaw(routes) {
    const router = memoiristOf(routes);
    return (method, path) => router.find(method, path);
  },
};

function koaOf(routes) {
  const router = new KoaTreeRouter();
  routes.forEach((r, i) => router.on(r.method, r.path.replace(/\/\*$/u, "/*wildcard"), { i }));
  return router;
}

export const koaTreeRouter = {
  name: "koa-tree-router",
  codegen: false,
  build(routes) {
    const router = koaOf(routes);
    return (method, path) => {
      const { handle, params: list } = router.find(method, path);
      if (handle === null) return null;
      const params = {};
      for (let i = 0; i < list.length; i++) params[list[i].key] = list[i].value;
      return { handlerIndex: handle[handle.length - 1].i, params };
    };
  },
  buildRaw(routes) {
    const router = koaOf(routes);
    return (method, path) => router.find(method, path);
  },
};

/** @medley/router keeps no method in its tree: a route's store holds one entry per method. */
function medleyOf(routes) {
  const router = new MedleyRouter();
  routes.forEach((r, i) => {
    router.register(r.path)[r.method] = { i };
  });
  return router;
}

export const medley = {
  name: "@medley/router",
  codegen: false,
  build(routes) {
    const router = medleyOf(routes);
    return (method, path) => {
      const m = router.find(path);
      const h = m === null ? undefined : m.store[method];
      return h === undefined ? null : { handlerIndex: h.i, params: m.params };
    };
  },
  buildRaw(routes) {
    const router = medleyOf(routes);
    return (method, path) => {
      const m = router.find(path);
      return m === null ? undefined : m.store[method];
    };
  },
};
