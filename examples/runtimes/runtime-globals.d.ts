/**
 * The runtime globals bun.ts and deno.ts use, for this repo's type check (their own runtimes need
 * none of this). Deno's are its published types. Bun's (@types/bun) retype the DOM globals that
 * src/ is checked against (ReadableStream among them), so only the one call the sample makes is
 * declared here.
 */
/// <reference types="deno" />

declare const Bun: {
  serve(options: { hostname: string; port: number; fetch: (request: Request) => Response | Promise<Response> }): { readonly url: URL };
};
