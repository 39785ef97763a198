/**
 * The requests every runtime is sent (examples/runtimes/app.ts answers them), with the answer
 * expected of each: one list, so that workerd, Bun, Deno and Node are held to the same answers.
 */

export interface Case {
  readonly name: string;
  readonly method: "GET" | "HEAD" | "POST" | "DELETE";
  /** path and query, as sent (percent-encodings kept) */
  readonly path: string;
  /** a JSON text, sent as application/json */
  readonly body?: string;
  readonly status: number;
  /** headers the answer must have, names in lower case (others may be there) */
  readonly headers?: Readonly<Record<string, string>>;
  /** the body, read as JSON */
  readonly json?: unknown;
  /** the body, exactly */
  readonly text?: string;
}

const TEXT = "text/plain; charset=utf-8";
const JSON_TYPE = "application/json; charset=utf-8";
const UUID = "123e4567-e89b-12d3-a456-426614174000";

/** A GET answered 200 with `json`. */
const found = (name: string, path: string, json: unknown): Case => ({ name, method: "GET", path, status: 200, headers: { "content-type": JSON_TYPE }, json });
/** A POST of `body` (sent as JSON) to the users route, answered `status` with `json`. */
const posted = (name: string, body: string, status: number, json: unknown): Case => ({
  name,
  method: "POST",
  path: "/v1/users/",
  body,
  status,
  headers: { "content-type": JSON_TYPE },
  json,
});
/** A GET that no route takes. */
const missing = (name: string, path: string): Case => ({ name, method: "GET", path, status: 404, headers: { "content-type": TEXT }, text: "Not Found" });
/** A GET for a version that no route under its prefix has: a problem+json 404 naming it and the served ones. */
const unknownVersion = (name: string, path: string, version: string, supported: readonly string[]): Case => ({
  name,
  method: "GET",
  path,
  status: 404,
  headers: { "content-type": "application/problem+json" },
  json: { type: "about:blank", title: "Not Found", status: 404, detail: `Version ${version} is not served here; the supported versions are ${supported.join(", ")}`, version, supportedVersions: supported },
});

export const cases: readonly Case[] = [
  { name: "a static route, as text", method: "GET", path: "/health", status: 200, headers: { "content-type": TEXT }, text: "ok" },
  found("version 1", "/v1/users/7", { id: 7, version: 1 }),
  found("version 1, trailing slash (not strict)", "/v1/users/7/", { id: 7, version: 1 }),
  found("version 2 (its own, over the group's)", `/v2/users/${UUID}`, { id: UUID, version: 2 }),
  missing("version 2 takes no int", "/v2/users/7"),
  unknownVersion("no version 3 under /v", "/v3/users/7", "3", ["1", "2"]),
  found("version prefix /api/v, query coerced", "/api/v3/search?q=ada&page=2", { q: "ada", page: 2 }),
  found("version prefix /api/v, query default", "/api/v3/search?q=ada", { q: "ada", page: 1 }),
  unknownVersion("the version prefix is required", "/v3/search?q=ada", "3", ["1", "2"]),
  {
    name: "an invalid query is a 400 with the issues",
    method: "GET",
    path: "/api/v3/search?page=0",
    status: 400,
    headers: { "content-type": JSON_TYPE },
    json: {
      error: "Invalid input",
      issues: [
        { in: "query", path: ["q"], message: "Invalid input: expected string, received undefined" },
        { in: "query", path: ["page"], message: "Too small: expected number to be >=1" },
      ],
    },
  },
  found("str", "/params/str/ada", { v: "ada" }),
  found("str, percent-decoded", "/params/str/caf%C3%A9%20au%20lait", { v: "café au lait" }),
  found("str, an encoded slash stays in the value", "/params/str/a%2Fb", { v: "a/b" }),
  found("strorempty, empty", "/params/strorempty/", { v: "" }),
  found("strorempty", "/params/strorempty/x", { v: "x" }),
  found("int", "/params/int/-42", { v: -42 }),
  missing("int refuses +5", "/params/int/+5"),
  found("float", "/params/float/2.5", { v: 2.5 }),
  found("alpha", "/params/alpha/Abc", { v: "Abc" }),
  missing("alpha refuses digits", "/params/alpha/abc1"),
  found("slug", "/params/slug/hello-world-2", { v: "hello-world-2" }),
  missing("slug refuses upper case", "/params/slug/Hello"),
  found("path, the rest of the path", "/params/path/a/b/c.txt", { v: "a/b/c.txt" }),
  found("ymd, a Date sent as ISO text", "/params/ymd/2024-02-29", { v: "2024-02-29T00:00:00.000Z" }),
  missing("ymd refuses a date that does not exist", "/params/ymd/2023-02-29"),
  found("uuid, as written", `/params/uuid/${UUID.toUpperCase()}`, { v: UUID.toUpperCase() }),
  found("ext, after the last dot", "/params/ext/archive.tar.gz", { v: "archive.tar", ext: "gz" }),
  found("ext=jpg|png", "/params/image/cat.png", { v: "cat", ext: "png" }),
  missing("ext=jpg|png refuses gif", "/params/image/cat.gif"),
  found("a regex", "/params/code/AB-123", { v: "AB-123" }),
  missing("a regex, anchored", "/params/code/AB-1234"),
  missing("no route", "/nope"),
  { name: "405 with Allow", method: "POST", path: "/health", status: 405, headers: { allow: "GET, HEAD", "content-type": TEXT }, text: "Method Not Allowed" },
  { name: "405 with Allow, DELETE", method: "DELETE", path: "/v1/users/7", status: 405, headers: { allow: "GET, HEAD" }, text: "Method Not Allowed" },
  { name: "a malformed encoding is a 400", method: "GET", path: "/params/str/%E0%A4", status: 400, headers: { "content-type": TEXT }, text: "Bad Request" },
  posted("a valid body", JSON.stringify({ name: "Ada" }), 201, { id: 3, name: "Ada" }),
  posted("an invalid body is a 400 with the issues", JSON.stringify({ name: "" }), 400, {
    error: "Invalid input",
    issues: [{ in: "body", path: ["name"], message: "Too small: expected string to have >=1 characters" }],
  }),
  posted("a body that is no JSON is a 400", "{name", 400, { error: "Malformed JSON body", issues: [{ in: "body", path: [], message: "Malformed JSON body" }] }),
  { name: "a streamed body", method: "GET", path: "/stream", status: 200, headers: { "content-type": TEXT }, text: "one\ntwo\nthree\n" },
  { name: "HEAD of a GET route, no body", method: "HEAD", path: "/health", status: 200, headers: { "content-type": TEXT }, text: "" },
  { name: "HEAD of a streamed route, no body", method: "HEAD", path: "/stream", status: 200, headers: { "content-type": TEXT }, text: "" },
  { name: "HEAD with params", method: "HEAD", path: "/v1/users/7", status: 200, headers: { "content-type": JSON_TYPE }, text: "" },
];

/** The request of a case, against `base` (an origin such as http://127.0.0.1:8787). */
export function requestOf(c: Case, base: string, init: RequestInit = {}): Request {
  return new Request(base + c.path, {
    ...init,
    method: c.method,
    ...(c.body !== undefined && { body: c.body, headers: { "content-type": "application/json" } }),
  });
}

/** What differs between the answer a case expects and `response` (nothing: the case passed). */
export async function differences(c: Case, response: Response): Promise<string[]> {
  const out: string[] = [];
  if (response.status !== c.status) out.push(`status ${response.status}, expected ${c.status}`);
  for (const [name, value] of Object.entries(c.headers ?? {})) {
    const got = response.headers.get(name);
    if (got !== value) out.push(`${name}: ${JSON.stringify(got)}, expected ${JSON.stringify(value)}`);
  }
  const body = await response.text();
  if (c.text !== undefined && body !== c.text) out.push(`body ${JSON.stringify(body)}, expected ${JSON.stringify(c.text)}`);
  if (c.json !== undefined) {
    // (compared as JSON texts after a parse, so key order in the answer does not matter)
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      out.push(`body ${JSON.stringify(body)} is no JSON`);
      return out;
    }
    if (canonical(parsed) !== canonical(c.json)) out.push(`body ${body}, expected ${JSON.stringify(c.json)}`);
  }
  return out;
}

/** JSON text with object keys sorted. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
