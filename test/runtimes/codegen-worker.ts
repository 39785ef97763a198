/**
 * workerd variant: `codegen: true`, the matcher generated while the module is evaluated (reading
 * `api.fetch` compiles it), the one moment workerd lets code be generated from strings.
 */
import { createApi } from "../../examples/runtimes/app.js";

const api = createApi({ codegen: true });

export default { fetch: api.fetch };
