/**
 * The runtime check that no two composed routes answer the same requests, and how its message
 * names routes served at several versions. (The types find most of them earlier, from keys;
 * not those of non-literal paths or versions.)
 */
import { RouteExistsError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import type { RouteRecord } from "./route-record.js";

/** Whether two records answer the same requests: same method and key, a trailing `/` aside unless both are strict. */
const collide = (a: RouteRecord, b: RouteRecord): boolean =>
  a.method === b.method && (a.key === b.key || (!(a.strictSlashes && b.strictSlashes) && a.key.replace(/(.)\/$/, "$1") === b.key.replace(/(.)\/$/, "$1")));

/**
 * Refuses two records with the same method and key. A non-strict route answers with and without
 * one trailing `/`, so keys are compared without it, unless both routes are strict. Two routes
 * served at several versions (lists, ranges) are named with every version at which they collide.
 */
export function checkDuplicates(records: readonly RouteRecord[]): void {
  const seen = new Map<string, RouteRecord[]>();
  records.forEach((r, at) => {
    const k = `${r.method} ${r.key.length > 1 ? r.key.replace(/\/$/, "") : r.key}`;
    const same = seen.get(k) ?? [];
    const first = same.find((f) => !(f.strictSlashes && r.strictSlashes && f.key !== r.key));
    if (first) throw new RouteExistsError(msg.routeExistsAt(r.method, r.path, first.where, records.indexOf(first), r.where, at) + sharedVersions(records, first, r));
    seen.set(k, [...same, r]);
  });
}

/** `; both serve versions 2, 3` for two definitions served at more than one version (the records
 * of one definition share their `versions` array), else nothing. */
function sharedVersions(records: readonly RouteRecord[], a: RouteRecord, b: RouteRecord): string {
  if (a.versions.length < 2 && b.versions.length < 2) return "";
  const ofB = records.filter((x) => x.versions === b.versions);
  const shared = records.filter((x) => x.versions === a.versions && ofB.some((y) => collide(x, y))).map((x) => x.version ?? "none");
  return msg.bothServe(shared);
}
