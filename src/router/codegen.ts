/**
 * The generated matcher (the default where the runtime allows `new Function` when the matcher is
 * built, see `compileRouter`): the tree written out as JavaScript and compiled with `new Function`,
 * which workers inside a request and strict CSPs forbid. It answers the common case only (the
 * written form of a `%`-free path, for the request's own method) and otherwise says why it cannot,
 * so that the walker (`walk.ts`) answers: both give one answer. The code holds char codes,
 * positions and generated names; longer static texts and parameter names are written with
 * `JSON.stringify`, and every value (casts, records, answers) is reached through the constants
 * array.
 */
import { NO_MATCH } from "../path/param-types.js";
import { HEAD, methodIndex } from "./methods.js";
import type { Node } from "./trie.js";
import type { Matcher } from "./types.js";
import { MISS, SAW, type Support, Writer } from "./codegen-tree.js";

export type { Support } from "./codegen-tree.js";

/** The most tree nodes one generated function holds at first: a subtree that does not fit in
 * what is left gets a function of its own. The budget halves (down to `LEAST`) until every
 * function's source fits in `MAX_SOURCE` chars (V8 optimizes no function over 60 KB of
 * bytecode); a node with thousands of static children stays one large function. */
const BUDGET = 128;
const LEAST = 16;
const MAX_SOURCE = 80_000;

/**
 * The entry: the static table (as `Router.staticHit` reads it, written out as code by
 * `StaticTable.source`), then the tree for paths without
 * a `%` (a `%` must be decoded first, which the walker does), then the walker for everything the
 * tree does not answer. A miss is a 404 straight away only when the walker would try nothing
 * else: no HEAD to answer as GET, no alias, no trailing `/` to drop.
 */
function entry(flags: Support["flags"]): string {
  const sure = flags.anyAlias ? ["false"] : [`m !== ${HEAD}`, ...(flags.anyLoose ? ["!(len > 1 && path.charCodeAt(len - 1) === 47)"] : [])];
  // (one scan for `%` before the tree, not one in each leaf with parameters and another after a
  // miss: on the hono suite after a full warm-up, a 404 took 40 ns instead of 47, and lookups with
  // parameters the same. One call of the walker, at the end: V8 inlines it, and what it calls,
  // once rather than per branch)
  return `return function match(method, path) {
const m = methodIndex(method);
if (m >= 0 && path.charCodeAt(0) === 47) {
const len = path.length;
if (len < hints.length && (hints[len] & hint(path)) !== 0) {
const hit = st(path, len);
if (hit !== undefined && hit[m] !== undefined) return hit[m];
}
if (path.indexOf("%") === -1) {
const r = tree(path, m);
if (typeof r !== "number") return r;
if (r === ${MISS} && ${sure.join(" && ")}) return notFound;
}
}
return walk(method, path);
};`;
}

/**
 * Writes the matcher for the tree at `root` and compiles it: the same answers as `support.walk`.
 *
 * @example
 * ```ts
 * const match = generate(buildTree(routes), support);
 * match("GET", "/users/42"); // { status: 200, route, params: { id: 42 } }
 * ```
 */
export function generate(root: Node, support: Support): Matcher {
  for (let most = BUDGET; ; most >>= 1) {
    const w = new Writer(support, most);
    const body = w.node(root, 1, [], []);
    const tree = `function tree(path, m) {\nconst len = path.length;\nlet saw = false;\n${body}\nreturn saw ? ${SAW} : ${MISS};\n}`;
    if (most > LEAST && [tree, ...w.fns].some((f) => f.length > MAX_SOURCE)) continue;
    // (a table too large for one optimized function is read as data, and keeps no constants)
    const mark = w.consts.length;
    let st = support.statics.source("st", (v) => w.constant(v));
    if (st.length > MAX_SOURCE) {
      w.consts.length = mark;
      st = "const st = (path) => statics.get(path);";
    }
    const consts = w.consts.map((_, i) => `k${i} = c[${i}]`);
    const head = "const { P, NO, methodIndex, statics, hints, hint, walk, notFound } = c;";
    const source = [head, consts.length ? `const ${consts.join(", ")};` : "", st, ...w.fns, tree, entry(support.flags)].join("\n");
    const { Params: P, statics, hints, hint, walk, notFound } = support;
    return new Function("c", source)(Object.assign(w.consts, { P, NO: NO_MATCH, methodIndex, statics, hints, hint, walk, notFound })) as Matcher;
  }
}
