/** The named type utilities of src/core/types.ts answer as their doc comments say. */
import type { IsAny, IsAnyOrUnknown, IsNonLiteral } from "../src/core/types.js";
import type { Equal, Expect } from "../test/cases/type-eq.js";

export type Checks = [
  Expect<Equal<IsAny<any>, true>>,
  Expect<Equal<IsAny<unknown>, false>>,
  Expect<Equal<IsAny<never>, false>>,
  Expect<Equal<IsAny<string | number>, false>>,
  Expect<Equal<IsAnyOrUnknown<any>, true>>,
  Expect<Equal<IsAnyOrUnknown<unknown>, true>>,
  Expect<Equal<IsAnyOrUnknown<string>, false>>,
  Expect<Equal<IsAnyOrUnknown<never>, false>>,
  Expect<Equal<IsNonLiteral<"/users">, false>>,
  Expect<Equal<IsNonLiteral<"a" | "b">, false>>,
  Expect<Equal<IsNonLiteral<"a" | number>, false>>,
  Expect<Equal<IsNonLiteral<string>, true>>,
  Expect<Equal<IsNonLiteral<`${number}`>, true>>,
  Expect<Equal<IsNonLiteral<`/a/${string}`>, true>>,
  Expect<Equal<IsNonLiteral<never>, true>>,
  Expect<Equal<IsNonLiteral<keyof { a: 1 }>, false>>,
  Expect<Equal<IsNonLiteral<keyof Record<string, 1>>, true>>,
];
