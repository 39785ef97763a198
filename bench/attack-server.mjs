// The server `bench/attack.mjs` attacks: one app in a child process on 127.0.0.1, built from the
// dist folder given (so an older build can be attacked the same way), its counters sent on request.
//   node bench/attack-server.mjs <dist folder> '<app() options as JSON>' '<serve() options as JSON>'
import { createServer } from 'node:net'

const [dist, appOptions = '{}', serveOptions = '{}'] = process.argv.slice(2)
const { app, blueprint } = await import(`${dist}/index.js`)
const { serve } = await import(`${dist}/node/index.js`)
const { z } = await import('zod')

const count = { started: 0, cancelled: 0, seen: 0, logged: 0, rawBreaks: 0 }
// every line versa logs is counted, and so are the CR and LF it holds raw (a forged line)
const error = console.error
console.error = (...args) => {
  count.logged++
  const text = args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')
  count.rawBreaks += (text.replace(/\n {4}at .*/g, '').match(/[\r\n]/g) ?? []).length
  if (process.env.ATTACK_VERBOSE) error(...args)
}
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms))
const tick = new Uint8Array(16 * 1024)
const stream = () => {
  count.started++
  return new Response(new ReadableStream({ pull: (c) => sleep(5).then(() => c.enqueue(tick)), cancel: () => void count.cancelled++ }))
}
// an upstream on 127.0.0.1 that resets every connection it reads from
const upstream = createServer((s) => s.once('data', () => s.resetAndDestroy()))
await new Promise((ok) => upstream.listen(0, '127.0.0.1', ok))
const big = 'x'.repeat(5 * 1024 * 1024)

const api = app(JSON.parse(appOptions))
  .get('/health', () => 'ok')
  .get('/events', stream)
  .get('/x/stream', stream)
  .get('/work', async () => (count.seen++, await sleep(5), 'ok'))
  .get('/big', () => big)
  .get('/hang', () => new Promise(() => {}))
  .get('/proxy', async () => (await fetch(`http://127.0.0.1:${upstream.address().port}/`)).text())
  .get('/tenant', ({ query }) => {
    throw new Error(`unknown tenant ${query.get('t')}`)
  })
  .post('/json', { schema: { body: z.any() } }, ({ body }) => ({ keys: Object.keys(body ?? {}) }))
  .blueprint(blueprint('v2', { version: 2 }).get('/', () => 'v2'))
const server = await serve(api, { port: 0, hostname: '127.0.0.1', ...JSON.parse(serveOptions) })

process.on('message', async (m) => {
  if (m === 'count') process.send({ count: { ...count } })
  if (m === 'close') {
    const t0 = performance.now()
    await server.close({ timeout: 5000 })
    process.send({ closedMs: performance.now() - t0, seen: count.seen })
  }
})
process.on('disconnect', () => process.exit(0)) // the driver is gone: never linger
process.send({ port: server.port })
