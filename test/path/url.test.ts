/** URLs the client and `api.url` build: numbers without an exponent, a `ymd` Date's UTC day. */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FETCHES, served } from "../cases/fetches.js";
import { app, blueprint, RouteDefinitionError } from "versa";
import { createClient } from "versa/client";
import { paramTypes } from "../../src/path/param-types.js";
import { plainNumber } from "../../src/path/url-text.js";
import { url } from "../../src/path/url.js";

const urlApp = app()
  .get("/x/<x:float>", ({ params }) => ({ x: params.x }))
  .get("/i/<i:int>", ({ params }) => ({ i: params.i }))
  .get("/d/<d:ymd>", ({ params }) => params.d.toISOString());

describe("numbers in a URL have no exponent", () => {
  test.each([
    [1e-7, "0.0000001"],
    [-1.5e-10, "-0.00000000015"],
    [1.2345e-7, "0.00000012345"],
    [5e-324, `0.${"0".repeat(323)}5`],
    [1e21, "1000000000000000000000"],
    [-1.7976931348623157e308, `-17976931348623157${"0".repeat(292)}`],
    [123456789012345680000, "123456789012345680000"],
    [0.5, "0.5"],
    [-0, "0"],
  ])("%s is %s", (n, text) => {
    expect(plainNumber(n)).toBe(text);
    expect(urlApp.url("/x/<x:float>", { x: n })).toBe(`/x/${text}`);
  });
  test("every finite double fits the float pattern and reads back as itself, through the server too", async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ noNaN: true, noDefaultInfinity: true }), async (n) => {
        const text = plainNumber(n);
        expect(paramTypes.float.cast(text)).toBe(n === 0 ? 0 : n);
        // as JSON and String(n) write it (exponent forms included), as generated clients send it
        expect(paramTypes.float.cast(String(n))).toBe(n === 0 ? 0 : n);
        expect(paramTypes.float.cast(JSON.stringify(n))).toBe(n === 0 ? 0 : n);
        const r = await urlApp.fetch(new Request(`http://h${urlApp.url("/x/<x:float>", { x: n })}`));
        expect(((await r.json()) as { x: number }).x).toBe(n === 0 ? 0 : n);
      }),
      { numRuns: 500 },
    );
  });
  test("NaN and infinities are still refused", () => {
    for (const x of [NaN, Infinity, -Infinity]) expect(() => urlApp.url("/x/<x:float>", { x })).toThrow(TypeError);
  });
});

const server = served(urlApp);

describe.each(FETCHES)("the client with %s", (_, fetch) => {
  const client = () => createClient<typeof urlApp>({ baseUrl: server().url, ...(fetch && { fetch }) });
  test("a float in exponent form reaches the route", async () => {
    expect(await client().get("/x/<x:float>", { params: { x: 1e-7 } })).toMatchObject({ ok: true, data: { x: 1e-7 } });
    expect(await client().get("/x/<x:float>", { params: { x: 1e21 } })).toMatchObject({ ok: true, data: { x: 1e21 } });
  });
  test("a ymd Date is sent as its UTC date; a local date goes as YYYY-MM-DD", async () => {
    const lateEvening = new Date("2024-02-29T23:30:00-05:00"); // 2024-03-01 at UTC
    expect(await client().get("/d/<d:ymd>", { params: { d: lateEvening } })).toMatchObject({ data: "2024-03-01T00:00:00.000Z" });
    expect(await client().get("/d/<d:ymd>", { params: { d: "2024-02-29" } })).toMatchObject({ data: "2024-02-29T00:00:00.000Z" });
  });
});

describe("'.' and '..' segments, which every client resolves away, are refused in templates", () => {
  const dots = "a '.' or '..' segment is resolved away by clients (fetch, URL), so no request reaches it";
  test("in a url prefix, where it is set", () => {
    expect(() => blueprint("b", { urlPrefix: "/.." as string })).toThrow(new RouteDefinitionError(`Malformed path '/..': ${dots}`));
    expect(() => app().blueprint(blueprint("b"), { urlPrefix: "/a/./b" as string })).toThrow(`Malformed path '/a/./b': ${dots}`);
    expect(() => blueprint("b").prefix("/x/.." as string)).toThrow(RouteDefinitionError);
  });
  test("in url(), which would write them as given", () => {
    expect(() => url("/d/../b" as string, {} as never)).toThrow(new RouteDefinitionError(`Malformed path '/d/../b': ${dots}`));
    expect(() => url("/d/./<id>" as string, { id: "x" } as never)).toThrow(`Malformed path '/d/./<id>': ${dots}`);
  });
  test("segments that only hold dots among other text are kept, and reached", async () => {
    const api = app().get("/.well-known/x", () => "wk").get("/a./..b/.../<id>", ({ params }) => params.id);
    expect(api.url("/a./..b/.../<id>", { id: "7" })).toBe("/a./..b/.../7");
    expect(await (await api.fetch(new Request("http://h/a./..b/.../7"))).text()).toBe("7");
    expect((await api.fetch(new Request("http://h/.well-known/x"))).status).toBe(200);
  });
});

describe("a value with half of a UTF-16 surrogate pair", () => {
  const api = app().get("/n/<name>", ({ params }) => params.name).get("/f/<f:path>", ({ params }) => params.f);
  test.each([
    ["/n/<name>", { name: "a\uD800" }, "\"a\uD800\"", "name"],
    ["/n/<name>", { name: "\uDC00b" }, "\"\uDC00b\"", "name"],
    ["/f/<f:path>", { f: "x/\uDFFF" }, "\"x/\uDFFF\"", "f"],
  ] as const)("%s %j: INVALID_URL_PARAMS naming it, not a URIError", (template, params, shown, name) => {
    const call = () => api.url(template as "/n/<name>", params as never);
    expect(call).toThrow(
      new TypeError(`Invalid value ${shown} for parameter '${name}' of '${template}': it holds half of a UTF-16 surrogate pair, which no URL can carry (String.prototype.toWellFormed() replaces it with U+FFFD)`),
    );
    expect(() => call()).toThrow(expect.objectContaining({ code: "INVALID_URL_PARAMS" }));
  });
  test("a whole pair goes out as its UTF-8, and comes back", async () => {
    const u = api.url("/n/<name>", { name: "a\uD83D\uDE00" });
    expect(u).toBe("/n/a%F0%9F%98%80");
    expect(await (await api.fetch(new Request(`http://h${u}`))).text()).toBe("a\u{1F600}");
  });
});

describe("a URL never starts with '//', which a Location or href would read as another host", () => {
  // (one app per template: these templates overlap, and one would answer another's URL)
  const apps = {
    "/<a:strorempty>/x": app().get("/<a:strorempty>/x", ({ params }) => ({ a: params.a })),
    "/<p:path>": app().get("/<p:path>", ({ params }) => ({ p: params.p })),
    "/<a:strorempty>/<p:path>": app().get("/<a:strorempty>/<p:path>", ({ params }) => ({ a: params.a, p: params.p })),
  };
  const roundTrip = async (template: keyof typeof apps, params: object) => {
    const api = apps[template] as unknown as typeof apps["/<p:path>"];
    const u = api.url(template as "/<p:path>", params as never);
    return { u, back: await (await api.fetch(new Request(`https://my.example${u}`))).json() };
  };
  const sameHost = (u: string) => new URL(u, "https://my.example/page").host;
  test.each([
    ["/<p:path>", { p: "/evil.example/x" }, "/%2Fevil.example/x"],
    ["/<p:path>", { p: "//evil.example" }, "/%2F/evil.example"],
    ["/<p:path>", { p: "/" }, "/%2F"],
    ["/<a:strorempty>/x", { a: "" }, "/.//x"],
    ["/<a:strorempty>/<p:path>", { a: "", p: "evil.example/x" }, "/.//evil.example/x"],
  ] as const)("%s %j is %s: on the same host, and reaches the route with the same params", async (template, params, written) => {
    const { u, back } = await roundTrip(template, params);
    expect(u).toBe(written);
    expect(sameHost(u)).toBe("my.example");
    expect(back).toEqual(params);
  });
  test("random path values and empty first segments stay on the host and read back", async () => {
    const piece = fc.constantFrom("", "/", "//", "evil.example", "a", "%", "\\", "?", "#");
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 5 }).map((a) => a.join("")), fc.boolean(), async (p, empty) => {
        if (p.split("/").some((s) => s === "." || s === "..")) return;
        const [template, params] = empty ? (["/<a:strorempty>/<p:path>", { a: "", p }] as const) : (["/<p:path>", { p }] as const);
        const { u, back } = await roundTrip(template, params);
        expect(u.startsWith("//")).toBe(false);
        expect(sameHost(u)).toBe("my.example");
        expect(back).toEqual(params);
      }),
      { numRuns: 300 },
    );
  });
});
