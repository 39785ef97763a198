/**
 * `npm start`: serves the demo on 127.0.0.1 (PORT, default 3000), prints the route table and a
 * ready curl line, and stops cleanly on Ctrl-C and SIGTERM.
 */
import { formatRoutes } from "versa";
import { serve } from "versa/node";
import { api } from "./app.js";

const port = Number(process.env["PORT"] ?? 3000);
const server = await serve(api, { port, hostname: "127.0.0.1" });

console.log(`versa demo on ${server.url}\n\n${formatRoutes(api.routes)}\nTry:\n  curl ${server.url}/api/v1.25/library/books/1\n`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: closing`);
  await server.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
