/** Character classes for the type-level grammar (the runtime uses regexes for the same sets). */

export type Lower = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z";
export type Digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";
export type Alnum = Lower | Uppercase<Lower> | Digit;
export type Word = Alnum | "_";

/** Every character of `S` is in `C`, and `S` is not empty. */
export type AllOf<S extends string, C extends string> = S extends `${infer H}${infer R}`
  ? H extends C ? (R extends "" ? true : AllOf<R, C>) : false
  : false;

/** `[A-Za-z_][A-Za-z0-9_]*` */
export type IsIdent<N extends string> = N extends `${infer H}${infer R}`
  ? H extends Lower | Uppercase<Lower> | "_" ? (R extends "" ? true : AllOf<R, Word>) : false
  : false;
