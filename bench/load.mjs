// Load test: autocannon on 127.0.0.1 against a 1,000-route app served by serve() in a child process.
//   npm run build && node bench/load.mjs            (LOAD_SECONDS=20 by default, LOAD_CONNECTIONS=50)
// Phase 1: a fixed mix of requests for LOAD_SECONDS; the server's memory is sampled every 250 ms and
// the two halves of the run compared. Phase 2: close() under load; every request a handler saw
// must have been answered. Writes the "load" section of docs/benchmarks.md.
import { fork } from 'node:child_process'
import autocannon from 'autocannon'
import { measured, writeSection } from './doc-section.mjs'

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50)

if (process.argv[2] === 'server') {
  const { app, blueprint } = await import('../dist/index.js')
  const { serve } = await import('../dist/node/index.js')
  let seen = 0
  const h = ({ params }) => (seen++, params)
  let api = app()
  for (let i = 0; i < 100; i++) {
    api = api.blueprint(
      blueprint(`r${i}`, { urlPrefix: `/res${i}`, version: (i % 3) + 1 })
        .get('/items', h).post('/items', h).get('/items/<id:int>', h).put('/items/<id:int>', h)
        .get('/items/<id:int>/tags/<tag:slug>', h).get('/files/<f:ext=jpg|png>', h).get('/by-date/<d:ymd>', h)
        .get('/u/<u:uuid>', h).get('/s/<name>', h).get('/p/<rest:path>', h),
    )
  }
  if (api.routes.length !== 1000) throw new Error(`expected 1000 routes, got ${api.routes.length}`)
  const server = await serve(api, { port: 0, hostname: '127.0.0.1' })
  process.on('message', async (m) => {
    if (m === 'mem') process.send({ mem: process.memoryUsage() })
    if (m === 'close') {
      const before = seen
      await server.close()
      process.send({ closed: true, seen, before })
    }
    if (m === 'seen') process.send({ seen })
    if (m === 'exit') process.exit(0)
  })
  process.on('disconnect', () => process.exit(0)) // the parent is gone: never linger
  process.send({ port: server.port })
} else {
  await main()
}

function ask(child, msg, key) {
  return new Promise((ok) => {
    const on = (m) => m[key] !== undefined && (child.off('message', on), ok(m))
    child.on('message', on)
    child.send(msg)
  })
}

function requests() {
  const out = []
  for (let i = 0; i < 100; i += 7) {
    const v = (i % 3) + 1
    const b = `/v${v}/res${i}`
    out.push(
      { method: 'GET', path: `${b}/items` },
      { method: 'GET', path: `${b}/items/${i * 31}` },
      { method: 'GET', path: `${b}/items/${i}/tags/red-${i}` },
      { method: 'GET', path: `${b}/files/cat${i}.png` },
      { method: 'GET', path: `${b}/by-date/2024-02-29` },
      { method: 'GET', path: `${b}/u/123e4567-e89b-12d3-a456-42661417400${i % 10}` },
      { method: 'GET', path: `${b}/s/caf%C3%A9` },
      { method: 'GET', path: `${b}/p/a/b/c.txt` },
      { method: 'POST', path: `${b}/items` },
      { method: 'GET', path: `${b}/nowhere/${i}` }, // 404
    )
  }
  return out
}

function run(port, seconds) {
  return autocannon({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: seconds, requests: requests(), timeout: 5 })
}

async function main() {
  const child = fork(new URL(import.meta.url).pathname, ['server'], { stdio: 'inherit' })
  const { port } = await new Promise((ok) => child.once('message', ok))
  await run(port, 2) // warm-up
  const samples = []
  const t0 = Date.now()
  const timer = setInterval(async () => samples.push({ t: Date.now() - t0, ...(await ask(child, 'mem', 'mem')).mem }), 250)
  const r = await run(port, SECONDS)
  clearInterval(timer)
  const half = (SECONDS * 1000) / 2
  const mean = (xs, k) => xs.reduce((s, x) => s + x[k], 0) / Math.max(1, xs.length) / 2 ** 20
  const [a, b] = [samples.filter((s) => s.t < half), samples.filter((s) => s.t >= half)]
  const memory = ['heapUsed', 'rss'].map((k) => ({ k, first: mean(a, k), second: mean(b, k) }))

  // Phase 2: close() while 50 connections keep sending
  const { seen: seenBefore } = await ask(child, 'seen', 'seen')
  const c = run(port, 3)
  await new Promise((ok) => setTimeout(ok, 1500))
  const closed = await ask(child, 'close', 'closed')
  const r2 = await c
  const handled = closed.seen - seenBefore
  const answered = r2['2xx']
  child.send('exit')

  const f = (x) => x.toFixed(1)
  const lines = [
    `${measured()}:`,
    '',
    `- 1,000 routes (100 versioned blueprints of 10), autocannon on 127.0.0.1, ${CONNECTIONS} connections, ${SECONDS} s, a mix of 150 URLs (10% 404).`,
    `- Requests: ${r.requests.total} (${Math.round(r.requests.average)}/s); 2xx ${r['2xx']}, non-2xx ${r.non2xx}; errors ${r.errors}, timeouts ${r.timeouts}.`,
    `- Latency: p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms.`,
    ...memory.map((m) => `- ${m.k}: mean ${f(m.first)} MiB in the first half, ${f(m.second)} MiB in the second (${f(m.second - m.first)} MiB).`),
    `- close() under load: ${handled} requests reached a handler, ${answered} answered (lost: ${handled - answered}); connections refused after close: ${r2.errors}.`,
  ]
  console.log(lines.join('\n'))
  writeSection('load', lines.join('\n'), 'Load test')
  const ok = r.errors === 0 && r.timeouts === 0 && handled === answered
  if (!ok) console.error('load test FAILED')
  process.exit(ok ? 0 : 1)
}
