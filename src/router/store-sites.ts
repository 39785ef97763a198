/**
 * Setting a walked route's params by name without a megamorphic store.
 *
 * A keyed store `params[name] = value` keeps its fast path (a V8 inline cache) only while it sees
 * one name. One shared store statement sees every parameter name of every router in the process.
 * Feedback is kept per store statement in the source, so this module writes {@link SITES} of them
 * out; each step of a leaf's parameter list (the names before it, and its own) gets one, shared
 * by every leaf, in any router, with the same step. Generated code would need `new Function`,
 * which the default matcher never uses. Sites are given out for the life of the process: the
 * steps of routers built and dropped keep theirs, and past {@link KEPT} steps new ones are not
 * remembered (they still get a site, round robin).
 */

/** How many store statements {@link store} has; steps past that share them round robin. */
export const SITES = 32;

/** The most steps remembered (a bound on the map below, whatever the process builds). */
export const KEPT = 4096;

const siteOfStep = new Map<string, number>();
let nextSite = 0;

/**
 * The store site of the parameter `names[j]` after `names[0..j)`: the same for the same step in
 * every router, a new one for each new step until all {@link SITES} are taken.
 *
 * @example
 * ```ts
 * const sites = names.map((_, j) => siteOf(names, j)); // once per leaf, at build time
 * ```
 */
export function siteOf(names: readonly string[], j: number): number {
  const step = names.slice(0, j + 1).join("\0");
  let site = siteOfStep.get(step);
  if (site === undefined) {
    site = nextSite++ % SITES;
    if (siteOfStep.size < KEPT) siteOfStep.set(step, site);
  }
  return site;
}

/**
 * `params[name] = value` through store statement `site` (the `switch` is a jump table, and each
 * `case` keeps its own inline cache).
 *
 * @example
 * ```ts
 * for (let j = 0; j < names.length; j++) store(sites[j], params, names[j], vals[j]);
 * ```
 */
export function store(site: number, params: Record<string, unknown>, name: string, value: unknown): void {
  // prettier-ignore
  switch (site) {
    case 0: params[name] = value; return; case 1: params[name] = value; return; case 2: params[name] = value; return; case 3: params[name] = value; return;
    case 4: params[name] = value; return; case 5: params[name] = value; return; case 6: params[name] = value; return; case 7: params[name] = value; return;
    case 8: params[name] = value; return; case 9: params[name] = value; return; case 10: params[name] = value; return; case 11: params[name] = value; return;
    case 12: params[name] = value; return; case 13: params[name] = value; return; case 14: params[name] = value; return; case 15: params[name] = value; return;
    case 16: params[name] = value; return; case 17: params[name] = value; return; case 18: params[name] = value; return; case 19: params[name] = value; return;
    case 20: params[name] = value; return; case 21: params[name] = value; return; case 22: params[name] = value; return; case 23: params[name] = value; return;
    case 24: params[name] = value; return; case 25: params[name] = value; return; case 26: params[name] = value; return; case 27: params[name] = value; return;
    case 28: params[name] = value; return; case 29: params[name] = value; return; case 30: params[name] = value; return; case 31: params[name] = value; return;
    default: params[name] = value;
  }
}
