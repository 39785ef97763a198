// Deno: `deno run --allow-net=127.0.0.1 --allow-env=PORT examples/runtimes/deno.ts` serves on
// 127.0.0.1 (PORT, default 3000; 0 picks a free port). Deno prints the address it listens on.
import { createApi } from "./app.ts";

const api = createApi();

Deno.serve({ hostname: "127.0.0.1", port: Number(Deno.env.get("PORT") ?? 3000) }, api.fetch);
