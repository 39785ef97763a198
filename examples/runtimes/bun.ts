// Bun: `bun examples/runtimes/bun.ts` serves on 127.0.0.1 (PORT, default 3000; 0 picks a free port).
import { createApi } from "./app.ts";

const api = createApi();

const server = Bun.serve({ hostname: "127.0.0.1", port: Number(process.env.PORT ?? 3000), fetch: api.fetch });
console.log(`listening on ${server.url}`);
