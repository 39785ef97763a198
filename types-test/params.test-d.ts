/** The parameter table, checked by the types: `ParamsOf` has each row's keys and takes its values. */
import type { ParamsOf } from "versa";
import type { paramCases } from "../test/cases/params.js";
import type { Equal, Expect } from "../test/cases/type-eq.js";

type Verdict<C> = C extends { template: infer T extends string; params: infer V }
  ? Equal<keyof ParamsOf<T>, keyof V> extends true
    ? V extends ParamsOf<T> ? true : T
    : T
  : never;
export type ParamTable = Expect<Verdict<(typeof paramCases)[number]>>;

// Exact types, per parameter type.
export type Types = [
  Expect<Equal<ParamsOf<"/<a>/<b:str>/<c:strorempty>/<d:alpha>/<e:slug>/<f:uuid>">, { a: string; b: string; c: string; d: string; e: string; f: string }>>,
  Expect<Equal<ParamsOf<"/<i:int>/<f:float>/<d:ymd>/<r:[a-z]+>/<p:path>">, { i: number; f: number; d: Date; r: string; p: string }>>,
  Expect<Equal<ParamsOf<"/<file:ext>">, { file: string; ext: string }>>,
  Expect<Equal<ParamsOf<"/<file:ext=jpg|tar.gz>">, { file: string; ext: "jpg" | "tar.gz" }>>,
  Expect<Equal<ParamsOf<"/<tenant:str>/v1/users/<id:int>">, { tenant: string; id: number }>>,
  Expect<Equal<ParamsOf<"/static/only">, {}>>,
  // Not a literal: anything may be there.
  Expect<Equal<ParamsOf<string>, Record<string, string | number | Date>>>,
  Expect<Equal<ParamsOf<any>, Record<string, string | number | Date>>>,
  Expect<Equal<ParamsOf<never>, never>>,
  // A malformed template has no params.
  Expect<Equal<ParamsOf<"/<id:itn>">, never>>,
];
