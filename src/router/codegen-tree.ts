/**
 * The writer of the generated matcher's tree functions (see `codegen.ts`): a `switch` per fork,
 * the remaining chars compared one by one, parameters set by name, and large subtrees in
 * functions of their own. It writes char codes, positions and names it makes up; longer static
 * texts and parameter names go through `JSON.stringify`, and every value (casts, records,
 * answers) through the constants array.
 */
import { declaredNames } from "../path/parse.js";
import type { Branch } from "./branch.js";
import type { Dyn, Leaf, Node } from "./trie.js";
import { ANY, CAST, EXT, NON_EMPTY, REST } from "./trie.js";
import type { Found, Match, Matcher } from "./types.js";
import type { StaticTable } from "./static-table.js";

/** What a generated tree function returns when it has no route: nothing reached, or a leaf
 * reached that lacked the method. */
export const MISS = 0;
export const SAW = 1;

/** Static texts longer than this are compared with `startsWith` rather than char by char. */
const UNROLL = 16;

/** What the generated code needs from the walker's router. */
export interface Support {
  /** the constructor of params objects (nothing inherited) */
  readonly Params: new () => Record<string, unknown>;
  /** the answers of a leaf without parameters, one per method slot (shared, frozen) */
  readonly found: (leaf: Leaf) => readonly (Found | undefined)[];
  /** the whole-path table of all-static routes (answers per method slot), and its hints: bit
   * `hint(key)` of `hints[key.length]` is set for every key (see `Router.staticHit`) */
  readonly statics: StaticTable<readonly (Found | undefined)[]>;
  readonly hints: Int32Array;
  readonly hint: (path: string) => number;
  /** the walker: it answers every request the generated code does not */
  readonly walk: Matcher;
  readonly notFound: Match;
  /** whether some route is non-strict, has an alias (written with a trailing `/`) */
  readonly flags: { readonly anyLoose: boolean; readonly anyAlias: boolean };
}

/** A position in the path: a number where the code knows it (static prefixes), else a name. */
type Pos = number | string;
const plus = (p: Pos, n: number): Pos => (typeof p === "number" ? p + n : n === 0 ? p : `${p} + ${n}`);

/**
 * Writes the code of a tree, node by node, into `fns` (subtrees of their own) and `consts`.
 *
 * @example
 * ```ts
 * const w = new Writer(support, 128);
 * const body = w.node(root, 1, []); // the tree function's body; w.fns, w.consts alongside
 * ```
 */
export class Writer {
  readonly consts: unknown[] = [];
  readonly fns: string[] = [];
  private next = 0;
  /** the nodes the function being written may still take inline */
  private budget: number;
  private readonly sizes = new Map<Node, number>();

  constructor(
    private readonly support: Support,
    private readonly most: number,
  ) {
    this.budget = most;
  }

  /** A name for a value the code refers to (a `const` of the enclosing factory). */
  constant(v: unknown): string {
    this.consts.push(v);
    return `k${this.consts.length - 1}`;
  }

  fresh(prefix: string): string {
    return `${prefix}${this.next++}`;
  }

  size(node: Node): number {
    let n = this.sizes.get(node);
    if (n === undefined) {
      n = 1;
      for (const k of node.kids.values()) n += this.size(k);
      for (const d of node.dyn) n += this.size(d.node);
      this.sizes.set(node, n);
    }
    return n;
  }

  /**
   * The code for `node`, its segment starting at `p`, with the values `vals` read so far and the
   * char tests `checks` of static texts still to make. A static text is tested where the code
   * answers (a leaf) or calls a subtree's function, not where the path enters it: what the code
   * does in between answers nothing, so a miss is decided by the chars the forks read and the
   * ends of segments (the hono suite's 404: 15 char tests down to 5; 43 ns down to 32). Before
   * parameter children, the tests are made.
   */
  node(node: Node, p: Pos, vals: readonly string[], checks: readonly string[]): string {
    const kids = this.branch(node.branch, p, vals, checks);
    // (tested before the parameter children: reading a segment costs more than the tests, and
    // the leaves below them do not each repeat the tests)
    const dyn = node.dyn.length === 0 ? "" : when(checks, this.dynKids(node.dyn, p, vals));
    const accept = node.leaf === null ? "" : this.accept(node.leaf, vals, checks);
    return `if (${p} > len) {${accept}} else {${kids}\n${dyn}}`;
  }

  /** The code for a child: inline, or a call to a function of its own for a large subtree. */
  child(node: Node, p: Pos, vals: readonly string[], checks: readonly string[]): string {
    if (this.size(node) <= this.budget) {
      this.budget--;
      return this.node(node, p, vals, checks);
    }
    const f = this.fresh("f");
    const args = vals.map((_, i) => `a${i}`);
    const outer = this.budget;
    this.budget = this.most - 1;
    // a position the code knows stays a literal in the function
    const at = typeof p === "number" ? p : "p";
    this.fns.push(`function ${f}(path, len, m, p, ${args.join(", ")}) {\nlet saw = false;\n${this.node(node, at, args, [])}\nreturn saw ? ${SAW} : ${MISS};\n}`);
    this.budget = outer;
    const r = this.fresh("r");
    return when(checks, `const ${r} = ${f}(path, len, m, ${p}, ${vals.join(", ")});\nif (${r} !== ${MISS}) { if (${r} !== ${SAW}) return ${r}; saw = true; }`);
  }

  /**
   * The static children as the node's branch finds them: a `switch` on the char where their
   * texts differ (`/` where a text ends) per fork, then the one candidate's remaining chars.
   */
  branch(b: Branch<Node>, p: Pos, vals: readonly string[], checks: readonly string[]): string {
    if (b.at < 0) return b.node === null ? "" : this.staticKid(b.node, p, vals, checks, b.from);
    const forks = b.next.map((n, i) => [b.lo + i, n] as const).concat([...(b.wide ?? [])]);
    const cases = forks.flatMap(([ch, n]) => (n === null ? [] : [`case ${ch}: {\n${this.branch(n, p, vals, checks)}\nbreak;\n}`]));
    // past the end, `charCodeAt` is NaN: a fork with a text ending there reads it as `/`
    const q = plus(p, b.at);
    const read = forks.some(([ch, n]) => ch === 47 && n !== null) ? `${q} < len ? path.charCodeAt(${q}) : 47` : `path.charCodeAt(${q})`;
    return `switch (${read}) {\n${cases.join("\n")}\n}`;
  }

  /** A static child whose first `known` chars are already compared. */
  staticKid(kid: Node, p: Pos, vals: readonly string[], checks: readonly string[], known: number): string {
    const t = kid.text;
    const same =
      t.length > UNROLL
        ? [`path.startsWith(${JSON.stringify(t)}, ${p})`]
        : kid.chars.slice(known).map((c, i) => `path.charCodeAt(${plus(p, i + known)}) === ${c}`);
    const end = plus(p, t.length);
    const test = `${end} === len || path.charCodeAt(${end}) === 47`;
    const q = plus(p, t.length + 1);
    if (typeof q === "number") return `if (${test}) {\n${this.child(kid, q, vals, [...checks, ...same])}\n}`;
    const name = this.fresh("p");
    return `if (${test}) {\nconst ${name} = ${q};\n${this.child(kid, name, vals, [...checks, ...same])}\n}`;
  }

  /**
   * The parameter children in priority order, on the segment `path[p..e)`, where the static texts'
   * tests are made already (see `node`). Values are read raw: the tree runs only on paths without
   * a `%` (the entry sends the others to the walker).
   */
  dynKids(dyn: readonly Dyn[], p: Pos, vals: readonly string[]): string {
    const e = this.fresh("e");
    const s = this.fresh("s");
    // (a `REST` child, such as `path`, takes the rest of the path: it needs no segment end)
    let code = "";
    if (dyn.some((d) => d.kind !== REST)) code += `let ${e} = path.indexOf("/", ${p});\nif (${e} < 0) ${e} = len;\nconst ${s} = path.slice(${p}, ${e});\n`;
    for (const d of dyn) {
      const q = this.fresh("p");
      const next = (more: readonly string[]) => `const ${q} = ${e} + 1;\n${this.child(d.node, q, [...vals, ...more], [])}`;
      if (d.kind === NON_EMPTY) code += `if (${e} > ${p}) {\n${next([s])}\n}\n`;
      else if (d.kind === ANY) code += `{\n${next([s])}\n}\n`;
      else if (d.kind === CAST) {
        const v = this.fresh("v");
        code += `const ${v} = ${this.constant(d.cast)}(${s});\nif (${v} !== NO) {\n${next([v])}\n}\n`;
      } else if (d.kind === EXT) {
        const read = this.constant(d.param.read);
        const scratch = this.constant(Object.create(null));
        const out = declaredNames(d.param).map((n) => {
          const v = this.fresh("v");
          return [v, `const ${v} = ${scratch}[${JSON.stringify(n)}];`] as const;
        });
        code += `if (${read}(${s}, ${scratch})) {\n${out.map(([, c]) => c).join("\n")}\n${next(out.map(([v]) => v))}\n}\n`;
      } else if (d.node.leaf !== null) {
        const v = this.fresh("v");
        code += `{\nconst ${v} = path.slice(${p}, len);\n${this.accept(d.node.leaf, [...vals, v], [])}\n}\n`;
      }
    }
    return code;
  }

  /** Answers with `leaf` if it has the method; otherwise notes that a leaf was reached (both once
   * `checks` hold). */
  accept(leaf: Leaf, vals: readonly string[], checks: readonly string[]): string {
    const r = this.fresh("r");
    const routes = this.constant(leaf.routes);
    let answer: string;
    // (the static table answers these first; the tree stands alone all the same)
    if (vals.length === 0) answer = `return ${this.constant(this.support.found(leaf))}[m];`;
    else {
      const o = this.fresh("o");
      // (params inherit nothing, so no `__proto__` setter is met: every name is a plain own key)
      const sets = leaf.names.map((n, i) => `${o}[${JSON.stringify(n)}] = ${vals[i]};`);
      answer = `const ${o} = new P();\n${sets.join("\n")}\nreturn { status: 200, route: ${r}, params: ${o} };`;
    }
    return when(checks, `const ${r} = ${routes}[m];\nif (${r} !== undefined) {\n${answer}\n}\nsaw = true;`);
  }
}

/** `code` in a block run only where every test of `checks` holds. */
const when = (checks: readonly string[], code: string): string => (checks.length === 0 ? `{\n${code}\n}` : `if (${checks.join(" && ")}) {\n${code}\n}`);
