// The part of verify.mjs that test/bench/router-harness.test.ts calls.
/** versa as the adapters use it: its `app` builder and `compileRouter`. */
export interface VersaLib {
  readonly app: () => unknown;
  readonly compileRouter: (routes: never, options?: { readonly codegen?: boolean }) => unknown;
}
/** Every adapter on every suite of `ids` (default hono and api): one line per wrong answer. */
export function verify(lib: VersaLib, ids?: readonly string[]): { failures: string[]; checked: number };
