/**
 * A client call's path and options, checked in the types so that a mistake reads as a message: a
 * path that is none of the method's templates names the nearest ones, and a one-argument call of
 * a route whose options are required names what they must hold. Only a wrong call pays for the
 * search; a right one costs a comparison.
 */
import type { MissingOptions, NotAPath } from "../core/messages.js";

/** The templates of `Ts` that share the longest prefix with `P`, found one character at a time
 * (each step filters what the last one kept). */
type LongestPrefix<P extends string, Ts extends string, Acc extends string = ""> = P extends `${infer C}${infer Rest}`
  ? Extract<Ts, `${Acc}${C}${string}`> extends infer Next extends string
    ? [Next] extends [never] ? Ts : LongestPrefix<Rest, Next, `${Acc}${C}`>
    : never
  : Ts;

/** `P` with its trailing slash added or taken away, when that is a template: strict slashes tell
 * `/users` from `/users/`, which is an easy slip. */
type SlashTwin<P extends string, Ts extends string> = P extends `${infer B}/` ? Member<B, Ts> : Member<`${P}/`, Ts>;
/** `T` when it is one of `Ts`: one comparison (where `Extract` would check every template). */
type Member<T extends string, Ts extends string> = T extends Ts ? T : never;

/** One member of a union (the one the compiler lists last). */
type OneOf<U> = ((U extends unknown ? (u: () => U) => void : never) extends (u: infer I) => void ? I : never) extends () => infer L ? L : never;

/** Up to five members of `U`, each quoted, joined by commas (`, ...` when more are left out);
 * `Seen` counts those written before. */
type Quoted<U extends string, Seen extends unknown[] = []> = [U] extends [never]
  ? ""
  : Seen["length"] extends 5
    ? ", ..."
    : OneOf<U> extends infer L extends string
      ? `${Seen extends [] ? "" : ", "}'${L}'${Quoted<Exclude<U, L>, [...Seen, L]>}`
      : never;

/** The templates nearest `P`, quoted: its slash twin first, then those sharing its longest prefix. */
type Nearest<P extends string, Ts extends string> =
  SlashTwin<P, Ts> extends infer Twin extends string
    ? [Twin] extends [never] ? Quoted<LongestPrefix<P, Ts>> : `'${Twin}'${Quoted<Exclude<LongestPrefix<P, Ts>, Twin>, [Twin]>}`
    : never;

/**
 * What a call's path takes: `P` when it is one of the method's templates `Ts`; the templates it
 * starts, when it starts some (as while it is typed, so that an editor completes exactly the
 * templates) and is not a slash away from one; else the message naming the nearest. A path not
 * known yet (`string`: an editor asking what goes there, or a string variable) reads as every
 * template.
 */
export type PathArg<M extends string, P extends string, Ts extends string> = string extends P ? Ts : [P] extends [Ts] ? P : Misfit<M, P, Ts>;

/** {@link PathArg} of a path that is none of `Ts`. */
type Misfit<M extends string, P extends string, Ts extends string> = [SlashTwin<P, Ts>] extends [never]
  ? (P extends "" ? Ts : Extract<Ts, `${P}${string}`>) extends infer Started extends string // "" starts every template
    ? [Started] extends [never] ? NotAPath<M, P, Nearest<P, Ts>> : Started
    : never
  : NotAPath<M, P, Nearest<P, Ts>>;

/** The keys of options `O` that a call must give, in the order a message names them. */
type RequiredKeys<O> = {
  [K in "params" | "query" | "body" | "headers"]: K extends keyof O ? ({} extends Pick<O, K> ? never : K) : never;
} extends infer R extends Record<string, string>
  ? Join<[R["params"], R["query"], R["body"], R["headers"]]>
  : never;
type Join<Ks extends string[], Out extends string = ""> = Ks extends [infer K extends string, ...infer Rest extends string[]]
  ? Join<Rest, [K] extends [never] ? Out : Out extends "" ? K : `${Out}, ${K}`>
  : Out;

/** A template `P` called without options: itself where its options `O` need nothing, else the
 * message naming what they need. */
export type WithoutOptions<M extends string, P extends string, O> = RequiredKeys<O> extends infer K extends string
  ? [K] extends [""] ? P : MissingOptions<M, P, K>
  : never;
