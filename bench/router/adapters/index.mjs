// Every adapter, in the order of the tables. An adapter is `{ name, codegen, build(routes) }`:
// `routes` is `[{ method, path }]` in the canonical syntax (see ../suites.mjs), and `build` returns
// `(method, path) => { handlerIndex, params } | null` with a params object built per lookup, so
// every matcher pays the same; `buildRaw` (`--modes raw`) returns the library's own call.
// `codegen`: the matcher is generated code; `baseline`: not a peer (versa's are by name).
// Each adapter's lookup closure is its own function literal: closures of one literal share V8's
// type feedback, and the calls in them would see several libraries.
import { findMyWay, findMyWayCompiled } from "./find-my-way.mjs";
import { linearRouter, patternRouter, regExpRouter, trieRouter } from "./hono.mjs";
import { naive } from "./naive.mjs";
import { rou3, rou3Compiled } from "./rou3.mjs";
import { koaTreeRouter, medley, memoirist } from "./small-trees.mjs";
import { versa } from "./versa.mjs";

/** versa's two adapters (over `lib`: `{ app, compileRouter }`), then the peers, then the baseline. */
export const adapters = (lib) => [
  ...versa(lib),
  findMyWay,
  findMyWayCompiled,
  rou3,
  rou3Compiled,
  memoirist,
  koaTreeRouter,
  medley,
  regExpRouter,
  trieRouter,
  patternRouter,
  linearRouter,
  naive,
];
