/** What the client receives for answers with `undefined` in them (the table of test/cases/undefined-bodies.ts, whose types types-test/client-json.test-d.ts checks). */
import { describe, expect, test } from "vitest";
import { createClient } from "versa/client";
import { undefinedCases } from "../cases/undefined-bodies.js";

describe("undefined in an answer", () => {
  test.each(undefinedCases)("$rule", async (c) => {
    const sent = await c.api.fetch(new Request("http://h/k"));
    expect([sent.status, await sent.text()]).toEqual([c.status, c.text]);
    const client = createClient<typeof c.api>({ baseUrl: "http://h", fetch: (url, init) => c.api.fetch(new Request(url, init)) });
    const r = await client.get("/k");
    expect([r.status, r.ok && r.data]).toEqual([c.status, c.data]);
  });
});
