// A rerun of the attack classes of docs/security.md against serve(), each on a fresh server child
// on 127.0.0.1, every loop bounded in count and time. Prints one line of figures per class.
//   npm run build && node bench/attack.mjs [dist folder] ['<app() options>'] ['<serve() options>']
// The defaults attack this build with the limits the figures in security.md name; an older build
// can be attacked the same way (pass '{}' for options it does not know).
import { fork } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { connect } from 'node:net'
import { fileURLToPath } from 'node:url'

const here = (p) => fileURLToPath(new URL(p, import.meta.url))
const [dist = here('../dist'), appOptions = '{"handlerTimeout":1000}', serveOptions = '{"sendTimeout":2000}'] = process.argv.slice(2)
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms))
const mib = (kb) => `${Math.round(kb / 1024)} MiB`

async function start() {
  const child = fork(here('./attack-server.mjs'), [dist, appOptions, serveOptions], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const { port } = await new Promise((ok) => child.once('message', ok))
  const ask = (msg, key) =>
    new Promise((ok) => {
      const on = (m) => m[key] !== undefined && (child.off('message', on), ok(m))
      child.on('message', on)
      child.send(msg)
    })
  /** VmRSS and VmHWM (peak) of the server, in KiB */
  const memory = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
    return { rss: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]), peak: Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]) }
  }
  const stop = async () => {
    child.kill('SIGKILL')
    await new Promise((ok) => (child.exitCode === null ? child.once('exit', ok) : ok()))
  }
  return { port, ask, memory, stop, count: async () => (await ask('count', 'count')).count }
}

/** Opens a raw connection, writes `data`; `reading` false leaves what comes back unread. */
function client(port, data, reading = true) {
  const socket = connect(port, '127.0.0.1')
  let text = ''
  socket.on('data', (d) => (text += d.toString('latin1')))
  socket.on('error', () => {})
  if (!reading) socket.pause()
  socket.write(data)
  const closed = new Promise((ok) => socket.on('close', ok))
  return { socket, closed, text: () => text }
}

/** One GET with Connection: close; its status and milliseconds, `null` after `limitMs`. */
async function once(port, target, limitMs = 5000, method = 'GET') {
  const t0 = performance.now()
  const c = client(port, `${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
  await Promise.race([c.closed, sleep(limitMs)])
  c.socket.destroy()
  const status = /^HTTP\/1\.1 (\d{3})/.exec(c.text())?.[1] ?? null
  return { status: status && Number(status), ms: Math.round(performance.now() - t0) }
}
const pipelined = (path, n) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(n)
const report = (name, figures) => console.log(`${name}: ${Object.entries(figures).map(([k, v]) => `${k} ${v}`).join(', ')}`)

async function pipelinedStreams() {
  const s = await start()
  const c = client(s.port, pipelined('/events', 500), false)
  await sleep(1000)
  c.socket.destroy()
  await sleep(2000)
  const { started, cancelled } = await s.count()
  const close = await Promise.race([s.ask('close', 'closedMs'), sleep(8000).then(() => ({ closedMs: Infinity }))])
  report('2 pipelined streams, one connection leaves', { started, cancelled, 'close() ms': Math.round(close.closedMs) })
  await s.stop()
}

async function flood() {
  const s = await start()
  const base = s.memory().rss
  const clients = Array.from({ length: 20 }, () => client(s.port, pipelined('/x/stream', 20_000), false))
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, s.memory().rss)), 250)
  await sleep(5000)
  const during = await once(s.port, '/health', 10_000)
  const { started } = await s.count()
  for (const c of clients) c.socket.destroy()
  const after = await once(s.port, '/health', 60_000)
  clearInterval(sampler)
  const ms = (a) => (a.status === 200 ? `${a.ms} ms` : `none in ${a.ms} ms`)
  report('3 flood, 20 connections x 20,000 pipelined streams, not read', { 'handlers run': started, 'RSS before': mib(base), 'peak RSS': mib(peak), '/health during': ms(during), '/health after': ms(after) })
  await s.stop()
}

async function closeUnderLoad() {
  const s = await start()
  const agent = new Agent({ keepAlive: true, maxSockets: 100 })
  const got = { ok: 0, withClose: 0, 503: 0, other: 0 }
  const errors = {}
  const ask = () =>
    new Promise((ok) => {
      const req = request(`http://127.0.0.1:${s.port}/work`, { agent }, (res) => {
        res.resume()
        res.on('end', () => {
          const k = res.statusCode === 200 ? 'ok' : res.statusCode === 503 ? 503 : 'other'
          got[k]++
          if (res.headers.connection === 'close') got.withClose++
          ok(true)
        })
      })
      req.on('error', (e) => ((errors[e.code] = (errors[e.code] ?? 0) + 1), ok(false)))
      req.end()
    })
  const until = Date.now() + 15_000
  const loops = Array.from({ length: 100 }, async () => {
    while (Date.now() < until && (await ask()));
  })
  await sleep(1000)
  const closed = await s.ask('close', 'closedMs')
  await Promise.all(loops)
  agent.destroy()
  report('4 close() under 100 busy keep-alive connections', {
    'close() ms': Math.round(closed.closedMs),
    'handlers run': closed.seen,
    '200s received': got.ok,
    'with Connection: close': got.withClose,
    '503s': got[503],
    'client errors': JSON.stringify(errors),
  })
  await s.stop()
}

async function smaller() {
  const s = await start()
  const proxy = await Promise.all(Array.from({ length: 10 }, () => once(s.port, '/proxy')))
  const logged = (await s.count()).logged
  report('5 handler whose upstream resets, x10', { statuses: [...new Set(proxy.map((a) => a.status))].join('/'), 'lines logged': logged })
  const deep = '['.repeat(520_000) + ']'.repeat(520_000)
  const post = () =>
    new Promise((ok) => {
      const t0 = performance.now()
      const req = request(`http://127.0.0.1:${s.port}/json`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        res.resume()
        res.on('end', () => ok({ status: res.statusCode, ms: Math.round(performance.now() - t0) }))
      })
      req.on('error', () => ok({ status: null, ms: 0 }))
      req.end(deep)
    })
  const one = await post()
  const t0 = performance.now()
  const eight = await Promise.all(Array.from({ length: 8 }, post))
  const proto = await new Promise((ok) => {
    const req = request(`http://127.0.0.1:${s.port}/json`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let body = ''
      res.on('data', (d) => (body += d))
      res.on('end', () => ok(`${res.statusCode} ${body}`))
    })
    req.end('{"__proto__":{"admin":true}}')
  })
  report('6 JSON', { '520k [ ]': `${one.status} in ${one.ms} ms`, 'x8 at once': `${[...new Set(eight.map((e) => e.status))].join('/')} in ${Math.round(performance.now() - t0)} ms`, '__proto__ key': proto })
  const hang = await once(s.port, '/hang', 5000)
  report('7 handler that never settles', { answer: hang.status ? `${hang.status} after ${hang.ms} ms` : `none in ${hang.ms} ms` })
  const before = (await s.count()).rawBreaks
  await once(s.port, '/tenant?t=a%0D%0AINFO%20forged')
  report('8 CRLF in a logged value', { 'raw line breaks logged': (await s.count()).rawBreaks - before })
  const q = await once(s.port, '/health?a=%FF')
  const foo = await once(s.port, '/health', 5000, 'FOO')
  const v2 = await once(s.port, '/v2//')
  report('9, 10 targets', { '/health?a=%FF': q.status, 'FOO /health': foo.status, '/v2//': v2.status })
  await s.stop()
}

async function slowReaders() {
  const s = await start()
  const base = s.memory().rss
  const clients = Array.from({ length: 100 }, () => client(s.port, `GET /big HTTP/1.1\r\nHost: x\r\n\r\n`, false))
  let peak = 0
  const at = {}
  for (let t = 0; t < 24; t++) {
    await sleep(250)
    peak = Math.max(peak, s.memory().rss)
    if (t === 3 || t === 23) at[t === 3 ? '1 s' : '6 s'] = mib(s.memory().rss)
  }
  for (const c of clients) c.socket.resume()
  await Promise.race([Promise.all(clients.map((c) => c.closed)), sleep(3000)])
  const whole = clients.filter((c) => c.text().length > 5 * 1024 * 1024).length
  report('7 100 paused clients of a 5 MB answer', { 'RSS before': mib(base), 'peak RSS': mib(peak), 'RSS at 1 s': at['1 s'], 'RSS at 6 s': at['6 s'], 'clients that got the whole answer once reading again': whole })
  for (const c of clients) c.socket.destroy()
  await s.stop()
}

const only = process.env.ATTACK_ONLY?.split(',')
const runs = { pipelinedStreams, flood, closeUnderLoad, smaller, slowReaders }
for (const [name, run] of Object.entries(runs)) if (!only || only.includes(name)) await run()
