/** The versions table, checked by the types: `PathsOf` of each app is exactly its paths. */
import type { AnyApp, PathsOf } from "versa";
import type { versionCases } from "../test/cases/versions.js";
import type { Equal, Expect } from "../test/cases/type-eq.js";

/** `true` for a case whose `PathsOf` is exactly its paths, else the case's rule. */
type Verdict<C> = C extends { rule: infer R; api: infer A extends AnyApp; paths: readonly (infer P)[] }
  ? Equal<PathsOf<A>, P> extends true ? true : R
  : never;

export type Versions = Expect<Verdict<(typeof versionCases)[number]>>;
