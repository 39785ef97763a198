/**
 * Misuse of the pipeline: errors that nothing handles are logged, an `onError` that misbehaves is
 * reported, and `api.fetch` refuses what is not a Request.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { Request as NodeFetchRequest } from "node-fetch";
import { app } from "versa";
import { serve } from "versa/node";
import { get, raw } from "../fuzz/raw.js";

afterEach(() => void vi.restoreAllMocks());

const boom = new Error("database password rejected");
const throwing = () => {
  throw boom;
};
const get500 = async (api: { fetch: (r: Request) => Promise<Response> }) => {
  const r = await api.fetch(new Request("http://x/x"));
  return [r.status, await r.text()];
};

describe("a route's error is never lost", () => {
  test("without onError: logged with console.error, answered with the plain 500", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await get500(app().get("/x", throwing))).toEqual([500, "Internal Server Error"]);
    expect(error).toHaveBeenCalledWith("GET '/x' failed and was answered with a plain 500 (pass app({ onError }) to handle errors yourself):", boom);
  });

  test("an async handler's rejection and a value JSON cannot write are logged too", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await get500(app().get("/x", async () => throwing()))).toEqual([500, "Internal Server Error"]);
    expect(await get500(app().get("/x", () => ({ id: 1n })))).toEqual([500, "Internal Server Error"]);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[1]?.[1]).toMatchObject({ message: `A handler's return value holds a BigInt at "id", which JSON cannot write: convert it with String() or Number()` });
  });

  test("an onError that returns neither a Response nor undefined: a warning naming what it returned", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await get500(app({ onError: () => ({ error: "custom" }) }).get("/x", throwing))).toEqual([500, "Internal Server Error"]);
    expect(warn).toHaveBeenCalledWith(
      "onError returned an object for an error of GET '/x', so the answer is the plain 500: return a Response (such as json(...)) to answer instead, or undefined to keep the 500",
    );
    warn.mockClear();
    expect(await get500(app({ onError: () => undefined }).get("/x", throwing))).toEqual([500, "Internal Server Error"]);
    expect(warn).not.toHaveBeenCalled();
  });

  test("an onError that throws: logged with what it threw and the route's error", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const oops = new Error("logger down");
    const api = app({
      onError: () => {
        throw oops;
      },
    }).get("/x", throwing);
    expect(await get500(api)).toEqual([500, "Internal Server Error"]);
    expect(error).toHaveBeenCalledWith("onError threw while handling an error of GET '/x', so the answer is the plain 500. What it threw, then the route's error:", oops, boom);
  });

  test("through serve(): a response body that fails midway is logged", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = new Error("stream broke");
    const api = app().get("/s", () => new Response(new ReadableStream({ pull: (c) => c.error(failing) })));
    const s = await serve(api, { port: 0 });
    try {
      await raw(s.port, get("/s"));
      expect(error).toHaveBeenCalledWith(expect.stringContaining("A response body failed midway"), failing);
    } finally {
      await s.close();
    }
  });
});

describe("api.fetch with something that is not a Request", () => {
  const api = app().get("/x", () => "ok");
  const fetchAny = api.fetch as (r: unknown) => Promise<Response>;

  test.each([
    ["a string", "http://l/x", `"http://l/x"`],
    ["a URL", new URL("http://l/x"), "a URL"],
    ["nothing", undefined, "undefined"],
    ["a plain object", { url: "/x" }, "an object"],
  ])("%s: a TypeError that says what to pass", async (_, value, got) => {
    await expect(fetchAny(value)).rejects.toThrow(new TypeError(`api.fetch expects a Request, got ${got}: call api.fetch(new Request(url))`));
  });

  test("a Request of another implementation (node-fetch) is answered", async () => {
    const r = await fetchAny(new NodeFetchRequest("http://l/x"));
    expect([r.status, await r.text()]).toEqual([200, "ok"]);
  });
});
