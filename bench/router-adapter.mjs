// versa's adapter for the router benchmark harness (shared/bench/routers, see its README.md).
//   npm run build && node --expose-gc ../shared/bench/routers/bench.mjs --adapter ./bench/router-adapter.mjs
// Canonical `:id` becomes `<id>`, a trailing `/*` becomes `<wildcard:path>`.
import { app } from '../dist/index.js'
import { compileRouter } from '../dist/router/index.js'

const convert = (path) =>
  path
    .split('/')
    .map((s) => (s.startsWith(':') ? `<${s.slice(1)}>` : s === '*' ? '<wildcard:path>' : s))
    .join('/')

/** The matcher; each route's handler returns its index in the harness's list (no side lookup). */
function compile(routes) {
  let api = app()
  routes.forEach((r, i) => {
    api = api[r.method.toLowerCase()](convert(r.path), () => i)
  })
  return compileRouter(api.routes)
}

export default {
  name: 'versa',
  build(routes) {
    const match = compile(routes)
    return (method, path) => {
      const m = match(method, path)
      return m.status === 200 ? { handlerIndex: m.route.handler(), params: m.params } : null
    }
  },
  buildRaw(routes) {
    const match = compile(routes)
    return (method, path) => match(method, path)
  },
}
