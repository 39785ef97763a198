/**
 * The whole-path table of all-static routes, without hashing the request's path. A server gets
 * a fresh string per request, and a `Map` lookup hashes it (every char) before it compares: on
 * this project's machine, a lookup of a fresh 37-char path took 92 ns, and 16 ns for the same
 * path hashed before. Here keys are grouped by length, a few chars where the keys of one length
 * differ pick the one candidate, and `===` compares it.
 */
import { forkTable, groupBy } from "./forks.js";

/** A key and its value (`at === -1`), or a fork on the char at `at` (one shape for both). */
class Entry<T> {
  at = -1;
  lo = 0;
  next: readonly (Entry<T> | undefined)[] = [];
  wide: ReadonlyMap<number, Entry<T>> | null = null;
  constructor(
    readonly key: string,
    readonly value: T | undefined,
  ) {}
}

/**
 * Forks over distinct keys of one length; each fork reads the position that splits them most.
 * Building scans every position of every key per fork: 5,000 API routes take 17 ms, but
 * hundreds of keys hundreds of chars long, alike but for a char or two, take seconds.
 */
function entryOf<T>(keys: readonly string[], values: ReadonlyMap<string, T>): Entry<T> {
  const first = keys[0]!;
  if (keys.length === 1) return new Entry(first, values.get(first));
  let at = 0;
  let most = 0;
  for (let d = 0; d < first.length; d++) {
    const n = new Set(keys.map((k) => k.charCodeAt(d))).size;
    if (n > most) [at, most] = [d, n];
  }
  const fork = new Entry<T>("", undefined);
  const { lo, next, wide } = forkTable(groupBy(keys, (k) => k.charCodeAt(at)), (group) => entryOf(group, values), undefined);
  fork.at = at;
  fork.lo = lo;
  fork.next = next;
  fork.wide = wide;
  return fork;
}

/**
 * Maps whole paths to values; `get` reads a few chars of the path and compares one key.
 *
 * @example
 * ```ts
 * const table = new StaticTable(new Map([["/users", 1], ["/items", 2]]));
 * table.get("/items"); // 2
 * table.get("/other"); // undefined
 * ```
 */
export class StaticTable<T> {
  /** the entry for each path length that has keys */
  private readonly byLength: (Entry<T> | undefined)[];

  constructor(values: ReadonlyMap<string, T>) {
    const lengths = groupBy(values.keys(), (k) => k.length);
    // no holes: a hole would be looked up on `Array.prototype`, and a sparse array is a dictionary
    this.byLength = new Array<Entry<T> | undefined>(Math.max(0, ...lengths.keys()) + 1).fill(undefined);
    for (const [len, keys] of lengths) this.byLength[len] = entryOf(keys, values);
  }

  /**
   * The same lookup as the source of a function `name(path, len)` for the generated matcher: a
   * `switch` on the length, one per fork on its char, and `===` with the one key (a
   * `JSON.stringify`d literal); values are reached through `constant`. In generated code the
   * entries' loads and the loop go: a static lookup of the hono suite took 17 ns instead of 19.
   *
   * @example
   * ```ts
   * new StaticTable(new Map([["/users", 1]])).source("st", (v) => `k${v}`);
   * // function st(path, len) { switch (len) { case 6: return path === "/users" ? k1 : undefined; } ... }
   * ```
   */
  source(name: string, constant: (v: T | undefined) => string): string {
    const code = (e: Entry<T>): string => {
      if (e.at < 0) return `return path === ${JSON.stringify(e.key)} ? ${constant(e.value)} : undefined;`;
      const forks = [...e.next.map((n, i) => [e.lo + i, n] as const), ...(e.wide ?? [])];
      const cases = forks.flatMap(([c, n]) => (n === undefined ? [] : [`case ${c}: {\n${code(n)}\n}`]));
      return `switch (path.charCodeAt(${e.at})) {\n${cases.join("\n")}\n}\nreturn undefined;`;
    };
    const cases = this.byLength.flatMap((e, len) => (e === undefined ? [] : [`case ${len}: {\n${code(e)}\n}`]));
    return `function ${name}(path, len) {\nswitch (len) {\n${cases.join("\n")}\n}\nreturn undefined;\n}`;
  }

  get(path: string): T | undefined {
    if (path.length >= this.byLength.length) return undefined;
    let e = this.byLength[path.length];
    while (e !== undefined && e.at >= 0) {
      const c = path.charCodeAt(e.at);
      const i = c - e.lo;
      e = i >= 0 && i < e.next.length ? e.next[i] : e.wide?.get(c);
    }
    return e !== undefined && e.key === path ? e.value : undefined;
  }
}
