// A Cloudflare Worker (module syntax): bundled as it is, it runs on workerd without nodejs_compat.
import { createApi } from "./app.ts";

const api = createApi();

export default { fetch: api.fetch };
