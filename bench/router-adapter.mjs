// versa's adapters for the router benchmark harness that `npm run bench:router` runs:
// the default matcher (walks the tree, no code generation) and `codegen: true` (generated code).
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
function compile(routes, options) {
  let api = app()
  routes.forEach((r, i) => {
    api = api[r.method.toLowerCase()](convert(r.path), () => i)
  })
  return compileRouter(api.routes, options)
}

const adapter = (name, options) => ({
  name,
  build(routes) {
    const match = compile(routes, options)
    return (method, path) => {
      const m = match(method, path)
      return m.status === 200 ? { handlerIndex: m.route.handler(), params: m.params } : null
    }
  },
  buildRaw(routes) {
    const match = compile(routes, options)
    return (method, path) => match(method, path)
  },
})

export default [adapter('versa', { codegen: false }), adapter('versa (codegen)', { codegen: true })]
