/** Character classes for the type-level grammar (the runtime uses regexes for the same sets). */

export type Lower = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z";
export type Digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";
export type Alnum = Lower | Uppercase<Lower> | Digit;
export type Word = Alnum | "_";
/** U+0000 to U+001F and U+007F, which no template may hold. */
type Control = "\u0000" | "\u0001" | "\u0002" | "\u0003" | "\u0004" | "\u0005" | "\u0006" | "\u0007" | "\u0008" | "\u0009" | "\u000a" | "\u000b" | "\u000c" | "\u000d" | "\u000e" | "\u000f" | "\u0010" | "\u0011" | "\u0012" | "\u0013" | "\u0014" | "\u0015" | "\u0016" | "\u0017" | "\u0018" | "\u0019" | "\u001a" | "\u001b" | "\u001c" | "\u001d" | "\u001e" | "\u001f" | "\u007f";
/**
 * `{ t: S } extends HasControl`: whether `S` holds a control character. Tested through an interface
 * because a conditional type instantiates its extends type on every evaluation, and a union of 33
 * template literal types is 34 instantiations each time; a non-generic interface is none.
 */
export interface HasControl {
  t: `${string}${Control}${string}`;
}

/** Every character of `S` is in `C`, and `S` is not empty. */
export type AllOf<S extends string, C extends string> = S extends `${infer H}${infer R}`
  ? H extends C ? (R extends "" ? true : AllOf<R, C>) : false
  : false;

/** `[A-Za-z_][A-Za-z0-9_]*` */
export type IsIdent<N extends string> = N extends `${infer H}${infer R}`
  ? H extends Lower | Uppercase<Lower> | "_" ? (R extends "" ? true : AllOf<R, Word>) : false
  : false;
