/**
 * `versa/node`: serve an app on node:http. The only entry that imports `node:` modules, so that
 * `versa` itself runs unchanged on workers, Bun and Deno.
 *
 * @example
 * ```ts
 * import { serve } from "versa/node";
 * const server = await serve(api, { port: 3000 });
 * ```
 */
export { serve, type CloseOptions, type ServeOptions, type Server } from "./serve.js";
