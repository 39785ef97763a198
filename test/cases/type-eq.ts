/** Exact type equality, usable under any TypeScript (no tsd-specific semantics). */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when `T` is `true`. */
export type Expect<T extends true> = T;
