/**
 * The answers an operation lists, as the server gives them; what a route does not declare is
 * `default` (never guessed):
 *
 * | status | when |
 * |---|---|
 * | 200 | the route has one `response` schema (its output side, under the media types of {@link answerContent}) |
 * | each status of a map | a map of `response` schemas by status (`{ 200: User, 404: NotFound }`), each as the one schema is |
 * | 204 | the one `response` schema accepts `undefined` (the handler may return nothing) |
 * | 400 | input schemas (`VersaInputError`, a body that is not JSON included); path parameters (`text/plain`: a value not well percent-encoded) |
 * | 404 | always (`text/plain`) |
 * | 410 | the route has a sunset and the app answers 410 after it (`afterSunset: "gone"`; `VersaGone`, problem+json) |
 * | 413, 415 | a `body` schema (`VersaError`) |
 * | default | always: any other answer (a `Response` the handler builds, or its result without a `response` schema) |
 */
import { NULL_BODY, PROBLEM } from "../core/response.js";
import { isSchema, type RouteSchema } from "../core/schema.js";
import type { Components } from "./components.js";
import { acceptsUndefined } from "./json-schema.js";
import { answerContent, json, text } from "./media-types.js";
import type { JsonSchema, MediaTypeObject, ResponseObject } from "./types.js";

const ERROR: JsonSchema = { type: "object", properties: { error: { type: "string" } }, required: ["error"] };
const INPUT_ERROR: JsonSchema = {
  type: "object",
  properties: {
    error: { type: "string" },
    issues: {
      type: "array",
      items: {
        type: "object",
        properties: {
          in: { type: "string", enum: ["params", "query", "body", "headers"] },
          path: { type: "array", items: { type: ["string", "integer"] } },
          message: { type: "string" },
        },
        required: ["in", "path", "message"],
      },
    },
  },
  required: ["error", "issues"],
};

/** An RFC 9457 problem as versa writes one (`type` is `about:blank`: the status says what happened), with `members`. */
const problem = (status: number, members: Record<string, JsonSchema>): JsonSchema => ({
  type: "object",
  properties: { type: { type: "string", const: "about:blank" }, title: { type: "string" }, status: { type: "integer", const: status }, detail: { type: "string" }, ...members },
  required: ["type", "title", "status", "detail", ...Object.keys(members)],
});

/** The body of the 410 a route answers after its sunset when the app says `afterSunset: "gone"`. */
const GONE = problem(410, { sunset: { type: "string", format: "date-time" } });

/** The schemas of versa's own error answers, named in every document that uses them (see `Components`). */
export const BUILT_INS: Readonly<Record<"VersaError" | "VersaInputError" | "VersaGone", JsonSchema>> = { VersaError: ERROR, VersaInputError: INPUT_ERROR, VersaGone: GONE };


/**
 * The answer to a path under a version prefix whose version the app does not serve: no
 * operation's (an operation's path names a version the app serves), so a document describes it
 * once, at its top (`x-versa-unknown-version`), for the version prefixes `prefixes`.
 *
 * @example
 * ```ts
 * unknownVersion(["/v"]); // { status: 404, description: "A path under the version prefix /v ...", content: { "application/problem+json": ... } }
 * ```
 */
export const unknownVersion = (prefixes: readonly string[]) => ({
  status: 404 as const,
  description:
    `A path under the version prefix ${prefixes.join(" or ")} whose version no route serves (a version dropped or never served) is answered 404 ` +
    "with an RFC 9457 problem naming the version asked and the versions served there (404 text/plain, as any unmatched path, for the others).",
  content: { [PROBLEM]: { schema: problem(404, { version: { type: "string" }, supportedVersions: { type: "array", items: { type: "string" } } }) } },
});


/** What a route does not declare: the server sends a string as text, anything else as JSON. */
const undeclared = (): ResponseObject => ({
  description: "Not declared by the route: the handler's answer (a string is text/plain, another value JSON, nothing 204), or a Response it builds.",
  content: { ...json({}), ...text() },
});

/**
 * Adds an answer of `status` to `out`, joined to one already there: both descriptions (one where
 * they are the same), and where both describe one media type, `anyOf` both schemas.
 *
 * @example
 * ```ts
 * joinAnswer(out, "401", { description: "Missing or invalid token", content: { "application/problem+json": { schema } } });
 * ```
 */
export function joinAnswer(out: Record<string, ResponseObject>, status: string, answer: ResponseObject): void {
  const had = out[status];
  if (!had) return void (out[status] = answer);
  const content: Record<string, MediaTypeObject> = { ...answer.content, ...had.content };
  for (const [type, ours] of Object.entries(answer.content ?? {})) {
    const theirs = had.content?.[type]?.schema;
    if (theirs !== undefined && JSON.stringify(theirs) !== JSON.stringify(ours.schema)) content[type] = { schema: { anyOf: [theirs, ours.schema] } };
  }
  const description = had.description === answer.description ? had.description : `${had.description} ${answer.description}`;
  out[status] = { description, ...(Object.keys(content).length > 0 && { content }) };
}

/** What a route's `response` option describes: one schema (its 200), or a schema per status. */
export type DescribedResponse = { readonly one: JsonSchema } | { readonly byStatus: readonly (readonly [status: string, schema: JsonSchema])[] } | undefined;

/** A declared answer's content: none for the statuses sent without a body. */
const declared = (status: string, schema: JsonSchema, components: Components, given: unknown): ResponseObject =>
  NULL_BODY.has(Number(status)) ? { description: `Status ${status}.` } : { description: `Status ${status}.`, content: answerContent(schema, components, given) };

/**
 * The responses of a route's operation. `response` is its `response` option as embedded;
 * `hasPathParams` says whether its path has parameters (whose values a client may send malformed).
 * A map by status lists its statuses only (the server refuses others), besides versa's own answers
 * (400, 404, 410, 413, 415), which join a declared schema of the same status with `anyOf`.
 *
 * @example
 * ```ts
 * responses({}, undefined, true, components); // { 400 (text/plain), 404, default }
 * ```
 */
export function responses(s: RouteSchema, response: DescribedResponse, hasPathParams: boolean, components: Components, goneAfter?: Date): Record<string, ResponseObject> {
  const out: Record<string, ResponseObject> = {};
  if (response !== undefined && "byStatus" in response) {
    const map = s.response as Readonly<Record<string, unknown>> | undefined;
    for (const [status, schema] of response.byStatus) out[status] = declared(status, schema, components, map?.[status]);
  } else if (response !== undefined && s.response !== undefined) {
    out["200"] = { description: "OK", content: answerContent(response.one, components, s.response) };
    if (isSchema(s.response) && acceptsUndefined(s.response)) out["204"] = { description: "The handler returned nothing (`undefined`)." };
  }
  const own = (status: string, answer: ResponseObject) => joinAnswer(out, status, answer);
  const bad: ResponseObject = { description: "", content: {} };
  if (s.params || s.query || s.body || s.headers) {
    Object.assign(bad, { description: "Invalid input: every issue found, with where it was found.", content: json({ $ref: components.builtIn("VersaInputError") }) });
  }
  if (hasPathParams) {
    bad.description = `${bad.description} A path that is not well percent-encoded (text/plain).`.trim();
    Object.assign(bad.content as object, text());
  }
  if (bad.description) own("400", bad);
  own("404", { description: "No route matches (a path parameter does not match its type).", content: text() });
  if (s.body) {
    const error = { $ref: components.builtIn("VersaError") };
    own("413", { description: "The body is larger than the app's body limit.", content: json(error) });
    own("415", { description: "The body is not JSON.", content: json(error) });
  }
  if (goneAfter !== undefined) {
    own("410", { description: `Gone: the route's sunset was ${goneAfter.toISOString()}; from then on the app answers 410 in its place.`, content: { [PROBLEM]: { schema: { $ref: components.builtIn("VersaGone") } } } });
  }
  // (a map by status is closed: an answer it lacks is the server's 500, so nothing is left undeclared)
  if (!(response !== undefined && "byStatus" in response)) out["default"] = undeclared();
  return out;
}
