// find-my-way, walking its tree and with `compile()` (9.10: a matcher written as code). Syntax:
// `:id` and a trailing `/*` as written.
import FindMyWay from "find-my-way";

const noop = () => {};

function create(routes, compile) {
  const router = FindMyWay();
  routes.forEach((r, i) => router.on(r.method, r.path, noop, { i }));
  if (compile) router.compile();
  return router;
}

export const findMyWay = {
  name: "find-my-way",
  codegen: false,
  build(routes) {
    const router = create(routes, false);
    return (method, path) => {
      const r = router.find(method, path);
      return r === null ? null : { handlerIndex: r.store.i, params: r.params };
    };
  },
  buildRaw(routes) {
    const router = create(routes, false);
    return (method, path) => router.find(method, path);
  },
};

export const findMyWayCompiled = {
  name: "find-my-way (compile())",
  codegen: true,
  build(routes) {
    const router = create(routes, true);
    return (method, path) => {
      const r = router.find(method, path);
      return r === null ? null : { handlerIndex: r.store.i, params: r.params };
    };
  },
  buildRaw(routes) {
    const router = create(routes, true);
    return (method, path) => router.find(method, path);
  },
};
