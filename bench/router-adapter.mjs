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

/** The matcher and a map from each route record to its index in the harness's list. */
function compile(routes) {
  let api = app()
  routes.forEach((r, i) => {
    const handler = () => i
    api = api[r.method.toLowerCase()](convert(r.path), handler)
  })
  const index = new Map(api.routes.map((record, i) => [record, i]))
  return { match: compileRouter(api.routes), index }
}

export default {
  name: 'versa',
  build(routes) {
    const { match, index } = compile(routes)
    return (method, path) => {
      const m = match(method, path)
      return m.status === 200 ? { handlerIndex: index.get(m.route), params: m.params } : null
    }
  },
  buildRaw(routes) {
    const { match } = compile(routes)
    return (method, path) => match(method, path)
  },
}
