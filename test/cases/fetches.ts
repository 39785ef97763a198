/** What the client tests share: the fetches they run with, and an app served for one test file. */
import nodeFetch from "node-fetch";
import { afterAll, beforeAll } from "vitest";
import { serve, type Server } from "versa/node";
import type { FetchLike } from "versa/client";

/** Global fetch (the client's default, so `undefined`) and node-fetch, which the client supports. */
export const FETCHES: readonly (readonly [name: string, fetch: FetchLike | undefined])[] = [
  ["global fetch", undefined],
  ["node-fetch", nodeFetch],
];

/** Serves `api` on 127.0.0.1 (a free port) around the calling file's tests: the server, once started. */
export function served(api: Parameters<typeof serve>[0]): () => Server {
  let server: Server | undefined;
  beforeAll(async () => {
    server = await serve(api, { port: 0, hostname: "127.0.0.1" });
  });
  afterAll(() => server?.close());
  return () => {
    if (!server) throw new Error("the server starts in beforeAll");
    return server;
  };
}
