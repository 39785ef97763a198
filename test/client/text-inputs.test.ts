/** Query and header values as the client's types take them reach the handler as the schema makes them (test/cases/text-inputs.ts). */
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { app } from "versa";
import { createClient } from "versa/client";
import { textInputCases } from "../cases/text-inputs.js";

/** A client calling `api` through its fetch handler; its call as the untyped table needs it. */
const callOf = (api: { fetch: (r: Request) => Promise<Response> }) => {
  const client = createClient<never>({ baseUrl: "http://h", fetch: (url, init) => api.fetch(new Request(url, init)) });
  return (client as unknown as { get: (path: string, options: object) => Promise<{ status: number }> }).get;
};

describe.each(textInputCases)("$name", (c) => {
  let got: unknown;
  const sends = c.sends.map(([sent, gets]) => ({ sent, gets }));
  const query = callOf(app().get("/", { schema: { query: z.object({ v: c.schema }) } }, ({ query }) => void (got = query.v)));

  test.each(sends)("query $sent gives $gets", async ({ sent, gets }) => {
    got = "not called";
    expect((await query("/", { query: { v: sent } })).status).toBe(204);
    expect(got).toEqual(gets);
  });

  // (rows marked `query` hold what only a query carries, such as repeated keys for an array)
  if (!("query" in c))
    test.each(sends)("header $sent gives $gets", async ({ sent, gets }) => {
      const header = callOf(app().get("/", { schema: { headers: z.object({ "x-v": c.schema }) } }, ({ headers }) => void (got = headers["x-v"])));
      got = "not called";
      expect((await header("/", { headers: { "x-v": sent } })).status).toBe(204);
      expect(got).toEqual(gets);
    });
});
