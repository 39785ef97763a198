/**
 * workerd variant: the app is built, and its matcher compiled, inside the first request rather
 * than when the module is evaluated. workerd refuses code generation (`new Function`) inside a
 * request but not at startup, so this is where a matcher that generates code would meet that rule.
 * The app's options come from the config's `OPTIONS` JSON binding (a module worker sees its
 * bindings only in `fetch`).
 */
import type { AppOptions } from "versa";
import { createApi } from "../../examples/runtimes/app.js";

let api: ReturnType<typeof createApi> | undefined;

export default {
  fetch(request: Request, env: { readonly OPTIONS?: AppOptions }): Promise<Response> {
    api ??= createApi(env.OPTIONS);
    return api.fetch(request);
  },
};
