// Timing of one lookup (or one op of several lookups) with mitata's `measure()`: batches of 4,096
// calls per sample, the median sample reported, a gc() before each measurement when Node runs
// with --expose-gc.
import { measure } from "mitata";

const sink = { v: null };

// Each bench function is compiled on its own (new Function), so V8 keeps type feedback per
// (adapter, request): functions of one literal would share it and see every matcher.
const single = (match, method) =>
  new Function("match", "method", "sink", "return function bench(path = undefined) { sink.v = match(method, path) }")(match, method, sink);
const several = (match, methods) =>
  new Function("match", "methods", "sink", "return function benchAll(paths = null) { for (let i = 0; i < paths.length; i++) sink.v = match(methods[i], paths[i]) }")(
    match,
    methods,
    sink,
  );

/** A flat copy of `s` that V8 has never hashed, as a server gets from each request's URL. */
function freshCopy(s) {
  const codes = new Array(s.length);
  for (let i = 0; i < s.length; i++) codes[i] = s.charCodeAt(i);
  return String.fromCharCode.apply(null, codes);
}

/**
 * The median ns per lookup of `match` over `requests`, one op running all of them (one request:
 * one lookup per op). Every call gets the same copy of its path, made for this cell; with
 * `fresh`, a fresh copy per call, made outside the timed loop.
 */
export async function time(match, requests, { timeMs, fresh }) {
  // (each cell its own copy, even with the same string on every call: a string one matcher has
  // hashed or used as a property key, and so turned into a pointer to an internalized copy, would
  // reach the next matcher in that form)
  const paths = requests.map((r) => freshCopy(r.path));
  let fn;
  let gen;
  if (requests.length === 1) {
    fn = single(match, requests[0].method);
    gen = fresh ? () => freshCopy(paths[0]) : () => paths[0];
  } else {
    fn = several(match, requests.map((r) => r.method));
    gen = fresh ? () => paths.map(freshCopy) : () => paths;
  }
  const stats = await measure(fn, { min_cpu_time: timeMs * 1e6, params: [gen] });
  return stats.p50 / requests.length;
}
