/**
 * What the server says about versions (docs/versions.md): lifecycle headers, checked exactly and
 * against the RFCs' grammar; the problem+json 404 for a version the app does not serve; the
 * version report; 410 after the sunset when the app asks for it.
 */
import { describe, expect, test } from "vitest";
import { app, blueprint, cors, group, VersionError } from "versa";
import { lifecycleCases, lifecycleMistakes } from "../cases/lifecycle.js";

const h = () => "ok";
const get = async (api: { fetch: (r: Request) => Promise<Response> }, path: string, method = "GET") => {
  const res = await api.fetch(new Request(`http://x${path}`, { method }));
  return { status: res.status, headers: res.headers, body: await res.text() };
};

/** RFC 9745: `Deprecation` is a Structured Field Date, `@` and an integer of Unix seconds. */
const SF_DATE = /^@-?\d{1,15}$/;
/** RFC 9110's IMF-fixdate, which RFC 8594 (`Sunset`) uses. */
const IMF_FIXDATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
/** RFC 8288 link-values (`<uri>; rel="..."`), comma separated. */
const LINKS = /^<[^<>\s]+>; rel="(deprecation|sunset)"(, <[^<>\s]+>; rel="(deprecation|sunset)")*$/;

/** The tree of a lifecycle case: `GET /x` in blueprint `b` in a group, every level's lifecycle as the case says. */
const treeOf = (row: (typeof lifecycleCases)[number]) => {
  const at = (k: string): object => (k in row ? { lifecycle: (row as Record<string, unknown>)[k] } : {});
  const b = blueprint("b", { version: { since: 1 }, ...at("blueprint") } as never).get("/x", at("route") as never, h);
  return app({ versions: [1, 2], ...("app" in row ? { lifecycle: row.app } : {}) } as never).blueprint(group(at("group") as never, b));
};

describe("lifecycle headers", () => {
  test.each(lifecycleCases)("$name", async (row) => {
    const { headers } = await get(treeOf(row), `/v${row.version}/x`);
    expect({ deprecation: headers.get("deprecation"), sunset: headers.get("sunset"), link: headers.get("link") }).toEqual(row.headers);
    if (row.headers.deprecation) expect(row.headers.deprecation).toMatch(SF_DATE);
    if (row.headers.sunset) expect(row.headers.sunset).toMatch(IMF_FIXDATE);
    if (row.headers.link) expect(row.headers.link).toMatch(LINKS);
  });
  test.each(lifecycleMistakes)("refused: $name", ({ lifecycle, message }) => {
    let thrown: unknown;
    try {
      app().get("/x", { lifecycle: lifecycle as never }, h);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(VersionError);
    expect((thrown as VersionError).code).toBe("INVALID_LIFECYCLE");
    expect((thrown as Error).message).toBe(message);
  });
  test("every answer of the route carries them: errors, HEAD, a Response with headers of its own, one with immutable headers", async () => {
    const lifecycle = { deprecated: "2026-01-01", link: "https://example.com/m" } as const;
    const api = app()
      .get("/boom", { lifecycle }, () => {
        throw new Error("boom");
      })
      .get("/own", { lifecycle }, () => new Response("x", { headers: { link: '<https://example.com/next>; rel="next"' } }))
      .get("/moved", { lifecycle }, () => Response.redirect("http://x/elsewhere", 302));
    const quiet = console.error;
    console.error = () => {};
    try {
      expect((await get(api, "/boom")).headers.get("deprecation")).toBe("@1767225600");
    } finally {
      console.error = quiet;
    }
    expect((await get(api, "/own", "HEAD")).headers.get("deprecation")).toBe("@1767225600");
    expect((await get(api, "/own")).headers.get("link")).toBe('<https://example.com/next>; rel="next", <https://example.com/m>; rel="deprecation"');
    const moved = await get(api, "/moved");
    expect([moved.status, moved.headers.get("location"), moved.headers.get("deprecation")]).toEqual([302, "http://x/elsewhere", "@1767225600"]);
  });
  test("a handler's Response is copied, never changed: one it keeps and returns again gets the headers once per answer", async () => {
    const kept = new Response("kept", { status: 203, statusText: "Kept", headers: { link: '</a>; rel="next"', "x-own": "1" } });
    const before = [...kept.headers];
    const api = app({ versions: [1], reportVersions: true, lifecycle: { 1: { deprecated: "2026-01-01", link: "/m" } } }).get("/r", { version: 1 }, () => kept);
    const res = await api.fetch(new Request("http://x/v1/r"));
    expect([res.status, res.statusText, res.headers.get("x-own"), res.headers.get("link"), res.headers.get("deprecation"), await res.text()]).toEqual([
      203,
      "Kept",
      "1",
      '</a>; rel="next", </m>; rel="deprecation"',
      "@1767225600",
      "kept",
    ]);
    expect([...kept.headers]).toEqual(before);
    const empty = new Response(null, { status: 204, headers: { link: '</a>; rel="next"' } });
    const again = app({ versions: [1], lifecycle: { 1: { deprecated: "2026-01-01", link: "/m" } } }).get("/e", { version: 1 }, () => empty);
    for (let i = 0; i < 3; i++) {
      const r = await again.fetch(new Request("http://x/v1/e"));
      expect([r.status, r.headers.get("link")]).toEqual([204, '</a>; rel="next", </m>; rel="deprecation"']);
    }
    expect(empty.headers.get("link")).toBe('</a>; rel="next"');
  });
});

describe("a version the app does not serve", () => {
  const api = app({ versions: [1, 2, 3], reportVersions: true })
    .get("/x", { version: { since: 1 } }, h)
    .get("/y", { version: 3, versionPrefix: "/<tenant:str>/api/v" }, h)
    .get("/plain", h);
  test("is a problem+json 404 naming it and the versions served under that prefix", async () => {
    const res = await get(api, "/v9/x?q=1");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(JSON.parse(res.body)).toEqual({
      type: "about:blank",
      title: "Not Found",
      status: 404,
      detail: "Version 9 is not served here; the supported versions are 1, 2, 3",
      version: "9",
      supportedVersions: ["1", "2", "3"],
    });
  });
  test("under a prefix with a parameter too", async () => {
    const res = await get(api, "/acme/api/v2.5/y");
    expect([res.status, JSON.parse(res.body).version, JSON.parse(res.body).supportedVersions]).toEqual([404, "2.5", ["3"]]);
  });
  test("the path is read as the router reads it: percent-decoded, and a prefix's Unicode pattern matches", async () => {
    // (`/v%32/x` is the route of version 2, so `/v%33/x` asks for version 3 just as `/v3/x` does)
    expect((await get(api, "/v%32/x")).status).toBe(200);
    const encoded = await get(api, "/v%39/x");
    expect([encoded.status, encoded.headers.get("content-type"), JSON.parse(encoded.body).version]).toEqual([404, "application/problem+json", "9"]);
    const tenants = app().blueprint(blueprint("t", { urlPrefix: "/t", versionPrefix: "/<t:\\p{L}+>/v", version: 2 }).get("/", h));
    for (const path of ["/abc/v3/t", "/%C3%A9/v3/t", "/abc/v%33/t"]) {
      const res = await get(tenants, path);
      expect([path, res.status, res.headers.get("content-type")]).toEqual([path, 404, "application/problem+json"]);
    }
    for (const path of ["/%C3%A9/v2/t", "/abc/v2/t"]) expect((await get(tenants, path)).status).toBe(200);
    // (a tenant the pattern refuses, `p{L}` read as its letters, is no version prefix: a plain 404)
    expect((await get(tenants, "/p%7BL%7D/v3/t")).headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });
  test("other 404s stay plain: a served version's missing path, no version, a segment that only starts like one", async () => {
    for (const path of ["/v2/nope", "/nope", "/v2x/x", "/vx/x", "/acme/api/v3/nope"]) {
      const res = await get(api, path);
      expect([path, res.status, res.headers.get("content-type")]).toEqual([path, 404, "text/plain; charset=utf-8"]);
    }
  });
  test("an app without versions has no such 404", async () => {
    expect((await get(app().get("/x", h), "/v1/x")).headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });
});

describe("reportVersions", () => {
  const lifecycle = { 1: { deprecated: "2020-01-01" }, 3: { deprecated: "2999-01-01" } } as const;
  const api = app({ versions: [1, 2, 3], lifecycle, reportVersions: true }).get("/x", { version: { since: 1 } }, h).get("/plain", h);
  test("lists the supported and the deprecated versions (from their deprecation date on) on versioned answers and the unknown-version 404", async () => {
    for (const path of ["/v1/x", "/v3/x", "/v7/x"]) {
      const { headers } = await get(api, path);
      expect([headers.get("api-supported-versions"), headers.get("api-deprecated-versions")]).toEqual(["2, 3", "1"]);
    }
    expect((await get(api, "/plain")).headers.get("api-supported-versions")).toBeNull();
  });
  test("the versions are those some route serves, the same in the headers and the 404's body: a version declared and served by no route is in neither", async () => {
    const served = app({ versions: [1, 2, 3, 4], lifecycle: { 4: { deprecated: "2020-01-01" } }, reportVersions: true }).get("/x", { version: [1, 2] }, h);
    for (const path of ["/v1/x", "/v3/x"]) {
      const { headers } = await get(served, path);
      expect([path, headers.get("api-supported-versions"), headers.get("api-deprecated-versions")]).toEqual([path, "1, 2", null]);
    }
    const missing = await get(served, "/v3/x");
    expect([missing.status, JSON.parse(missing.body).detail, JSON.parse(missing.body).supportedVersions]).toEqual([404, "Version 3 is not served here; the supported versions are 1, 2", ["1", "2"]]);
  });
  test("api-supported-versions is left out when every version is deprecated", async () => {
    const old = app({ versions: [1, 2], lifecycle: { 1: { deprecated: "2020-01-01" }, 2: { deprecated: "2021-01-01" } }, reportVersions: true }).get("/x", { version: { since: 1 } }, h);
    for (const path of ["/v2/x", "/v3/x"]) {
      const { headers } = await get(old, path);
      expect([path, headers.has("api-supported-versions"), headers.get("api-deprecated-versions")]).toEqual([path, false, "1, 2"]);
    }
  });
});

describe("afterSunset: \"gone\"", () => {
  const api = app({ versions: [1, 2], lifecycle: { 1: { deprecated: "2019-01-01", sunset: "2020-01-01", sunsetLink: "https://example.com/v1-gone" } }, afterSunset: "gone" })
    .get("/x", { version: { since: 1 } }, () => {
      throw new Error("a sunset route is not run");
    })
    .get("/y", { version: 2, lifecycle: { sunset: "2999-01-01" } }, h);
  test("answers 410 problem+json after the sunset, with the lifecycle's headers", async () => {
    const res = await get(api, "/v1/x");
    expect([res.status, res.headers.get("content-type"), res.headers.get("sunset"), res.headers.get("link")]).toEqual([
      410,
      "application/problem+json",
      "Wed, 01 Jan 2020 00:00:00 GMT",
      '<https://example.com/v1-gone>; rel="sunset"',
    ]);
    expect(JSON.parse(res.body)).toEqual({ type: "about:blank", title: "Gone", status: 410, detail: "GET /v1/x was sunset on 2020-01-01T00:00:00.000Z", sunset: "2020-01-01T00:00:00.000Z" });
  });
  test("the 410 goes through the route's hooks like any answer: request hooks first, then response hooks and cors()", async () => {
    const seen: string[] = [];
    const b = blueprint("b", { version: 1 })
      .onRequest(({ request }) => (request.headers.has("x-deny") ? new Response("no", { status: 401 }) : void seen.push("blueprint onRequest")))
      .onResponse((_, r) => void seen.push(`blueprint onResponse ${r.status}`))
      .get("/x", () => "never run");
    const hooked = app({ versions: [1], lifecycle: { 1: { sunset: "2020-01-01" } }, afterSunset: "gone" })
      .use(cors({ origin: ["https://a.example"] }))
      .onResponse((_, r) => void seen.push(`app onResponse ${r.status}`))
      .blueprint(b);
    const res = await hooked.fetch(new Request("http://x/v1/x", { headers: { origin: "https://a.example" } }));
    expect([res.status, res.headers.get("access-control-allow-origin"), res.headers.get("content-type"), res.headers.get("sunset")]).toEqual([
      410,
      "https://a.example",
      "application/problem+json",
      "Wed, 01 Jan 2020 00:00:00 GMT",
    ]);
    expect(seen).toEqual(["blueprint onRequest", "blueprint onResponse 410", "app onResponse 410"]);
    // (a request hook that answers comes first, as it does for a 404 or 405)
    const denied = await hooked.fetch(new Request("http://x/v1/x", { headers: { "x-deny": "1" } }));
    expect([denied.status, await denied.text(), denied.headers.get("sunset")]).toEqual([401, "no", "Wed, 01 Jan 2020 00:00:00 GMT"]);
  });
  test("serves before the sunset", async () => {
    expect((await get(api, "/v2/y")).status).toBe(200);
  });
  test("is an option: \"serve\" (the default) keeps serving", async () => {
    const served = app({ versions: [1], lifecycle: { 1: { sunset: "2020-01-01" } } }).get("/x", { version: 1 }, h);
    expect((await get(served, "/v1/x")).status).toBe(200);
    expect(() => app({ afterSunset: "later" as never })).toThrow(`afterSunset: expected "serve" or "gone", got "later"`);
  });
});
