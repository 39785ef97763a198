// Hono's routers. Syntax: `:id` and a trailing `/*` as written. They return every matching
// handler (Hono's middleware model), so the first one answers.
import { LinearRouter } from "hono/router/linear-router";
import { PatternRouter } from "hono/router/pattern-router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { TrieRouter } from "hono/router/trie-router";

function create(Router, routes) {
  const router = new Router();
  routes.forEach((r, i) => router.add(r.method, r.path, { i }));
  return router;
}

/** RegExpRouter answers `[[[handler, paramIndexMap], ...], paramStash]`. */
export const regExpRouter = {
  name: "hono RegExpRouter",
  codegen: false,
  build(routes) {
    const router = create(RegExpRouter, routes);
    return (method, path) => {
      const [handlers, stash] = router.match(method, path);
      if (handlers.length === 0) return null;
      const [handler, map] = handlers[0];
      const params = {};
      for (const k in map) params[k] = stash[map[k]];
      return { handlerIndex: handler.i, params };
    };
  },
  buildRaw(routes) {
    const router = create(RegExpRouter, routes);
    return (method, path) => router.match(method, path);
  },
};

/** The others answer `[[[handler, params], ...]]`; each adapter is its own code (see index.mjs). */
export const trieRouter = {
  name: "hono TrieRouter",
  codegen: false,
  build(routes) {
    const router = create(TrieRouter, routes);
    return (method, path) => {
      const handlers = router.match(method, path)[0];
      if (handlers.length === 0) return null;
      return { handlerIndex: handlers[0][0].i, params: handlers[0][1] };
    };
  },
  buildRaw(routes) {
    const router = create(TrieRouter, routes);
    return (method, path) => router.match(method, path);
  },
};

export const patternRouter = {
  name: "hono PatternRouter",
  codegen: false,
  build(routes) {
    const router = create(PatternRouter, routes);
    return (method, path) => {
      const handlers = router.match(method, path)[0];
      if (handlers.length === 0) return null;
      return { handlerIndex: handlers[0][0].i, params: handlers[0][1] };
    };
  },
  buildRaw(routes) {
    const router = create(PatternRouter, routes);
    return (method, path) => router.match(method, path);
  },
};

export const linearRouter = {
  name: "hono LinearRouter",
  codegen: false,
  build(routes) {
    const router = create(LinearRouter, routes);
    return (method, path) => {
      const handlers = router.match(method, path)[0];
      if (handlers.length === 0) return null;
      return { handlerIndex: handlers[0][0].i, params: handlers[0][1] };
    };
  },
  buildRaw(routes) {
    const router = create(LinearRouter, routes);
    return (method, path) => router.match(method, path);
  },
};
