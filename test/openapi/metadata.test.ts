/**
 * What a route says of itself in a document: summary, description, tags (route, blueprint, group,
 * innermost first), operationId, hidden; the document's tags; and the mistakes in those options.
 */
import { describe, expect, it } from "vitest";
import { app, blueprint, group, openapi } from "versa";

const info = { title: "Meta", version: "1.0.0" };

const items = blueprint("items", { urlPrefix: "/items", tags: ["stock"] })
  .get("/<id:int>", { summary: "One item", description: "By id.", tags: ["items"], operationId: "getItem" }, () => "x")
  .get("/", () => "all")
  .get("/secret", { hidden: true }, () => "s");
const plain = blueprint("plain").get("/p", () => "p");
const fluent = blueprint("fluent").tags(["f"]).get("/f", () => "f");

const api = app()
  .get("/health", { tags: ["ops"] }, () => "ok")
  .blueprint(group({ tags: ["grouped"] }, plain, items))
  .blueprint(fluent)
  .blueprint(group().tags(["g2"]).blueprint(blueprint("inner").get("/i", () => "i")));

describe("route metadata", () => {
  const doc = openapi(api, { info, tags: [{ name: "items", description: "What is in stock" }] });
  const get = (path: string) => doc.paths[path]?.get;

  it("reaches the route record", () => {
    expect(api.routes.find((r) => r.path === "/items/<id:int>")?.openapi).toEqual({ summary: "One item", description: "By id.", tags: ["items"], operationId: "getItem" });
    expect(api.routes.find((r) => r.path === "/p")?.openapi).toEqual({ tags: ["grouped"] });
    expect(api.routes.find((r) => r.path === "/items/secret")?.openapi).toEqual({ tags: ["stock"], hidden: true });
  });

  it("gives the operation its summary, description, tags and operationId", () => {
    expect(get("/items/{id}")).toMatchObject({ operationId: "getItem", summary: "One item", description: "By id.", tags: ["items"] });
    expect(get("/items")).toMatchObject({ operationId: "items_GET", summary: "GET /items/", tags: ["stock"] });
    expect(get("/items")?.description).toBe("Route `items.GET /`: `GET /items/`.");
    // a route without a name is named after what it answers, which its description says once
    expect(get("/health")?.description).toBe("Route `GET /health`.");
  });

  it("takes the tags of the innermost level that sets some, else the blueprint's name", () => {
    expect(get("/health")?.tags).toEqual(["ops"]);
    expect(get("/p")?.tags).toEqual(["grouped"]);
    expect(get("/f")?.tags).toEqual(["f"]);
    expect(get("/i")?.tags).toEqual(["g2"]);
    const bare = openapi(app().blueprint(blueprint("b").get("/b", () => "b")).get("/x", () => "x"), { info });
    expect(bare.paths["/b"]?.get?.tags).toEqual(["b"]);
    expect(bare.paths["/x"]?.get).not.toHaveProperty("tags");
  });

  it("lists the options' tags first, then every other tag operations use", () => {
    expect(doc.tags).toEqual([{ name: "items", description: "What is in stock" }, { name: "ops" }, { name: "grouped" }, { name: "stock" }, { name: "f" }, { name: "g2" }]);
  });

  it("leaves hidden routes out of the document, not out of the app", async () => {
    expect(doc.paths["/items/secret"]).toBeUndefined();
    expect(await (await api.fetch(new Request("http://h/items/secret"))).text()).toBe("s");
  });

  it("numbers an operationId that repeats", () => {
    const twice = app().get("/a", { operationId: "same" }, () => "a").get("/b", { operationId: "same" }, () => "b");
    const paths = openapi(twice, { info }).paths;
    expect([paths["/a"]?.get?.operationId, paths["/b"]?.get?.operationId]).toEqual(["same", "same_2"]);
  });

  it("uses an operationId as written: letters, digits and _ . ~ - (a route's name is made safe)", () => {
    const paths = openapi(app().get("/a", { operationId: "get.user-1~" }, () => "a").get("/b", { operationId: "get.user-1~" }, () => "b").get("/c", () => "c"), { info }).paths;
    expect([paths["/a"]?.get?.operationId, paths["/b"]?.get?.operationId, paths["/c"]?.get?.operationId]).toEqual(["get.user-1~", "get.user-1~_2", "GET_c"]);
  });

  it("keeps an explicit operationId: numbering skips it, whichever route comes first", () => {
    const ids = (a: { routes: readonly unknown[] }) => Object.values(openapi(a as never, { info }).paths).map((item) => item.get?.operationId);
    // "x" repeats: its second is numbered x_3, since a later route asks for x_2 itself
    expect(ids(app().get("/a", { operationId: "x" }, () => "a").get("/b", { operationId: "x" }, () => "b").get("/c", { operationId: "x_2" }, () => "c"))).toEqual(["x", "x_3", "x_2"]);
    // a route named GET_c (no operationId of its own) yields the name to the one that asks for it
    expect(ids(app().get("/c", () => "c").get("/d", { operationId: "GET_c" }, () => "d"))).toEqual(["GET_c_2", "GET_c"]);
    // an explicit id that repeats is numbered, as any other: the first keeps it
    expect(ids(app().get("/a", { operationId: "y" }, () => "a").get("/b", { operationId: "y" }, () => "b").get("/c", { operationId: "y_2" }, () => "c"))).toEqual(["y", "y_3", "y_2"]);
    // a route merged into another's operation reserves nothing
    expect(ids(app().get("/u/<id:int>", () => "u").get("/u/<n:alpha>", { operationId: "GET_u_id_int_2" }, () => "v").get("/w", { operationId: "GET_u_id_int" }, () => "w"))).toEqual(["GET_u_id_int_2", "GET_u_id_int"]);
  });
});

describe("metadata mistakes", () => {
  it.each([
    [() => app().get("/x", { tags: "items" } as never, () => "x"), `tags: expected an array of tag names, got "items"`],
    [() => app().get("/x", { tags: [""] }, () => "x"), `tags.0: expected a non-empty string, got ""`],
    [() => app().get("/x", { operationId: "get item" }, () => "x"), `operationId: expected a string of letters, digits and _ . ~ -`],
    [() => app().get("/x", { summary: 1 } as never, () => "x"), "summary: expected a string, got 1"],
    [() => blueprint("b", { tags: [1] } as never), "tags.0: expected a non-empty string, got 1"],
    [() => blueprint("b").tags("b" as never), `Invalid value "b" given to .tags() of blueprint 'b': expected an array of non-empty strings`],
    [() => group({ tags: {} } as never), "tags: expected an array of tag names, got an object"],
  ])("%#: a TypeError naming the key", (define, detail) => {
    expect(define).toThrow(TypeError);
    expect(define).toThrow(detail);
  });
});
