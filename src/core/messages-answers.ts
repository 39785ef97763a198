/**
 * The messages of serving requests: the answers versa gives to input it cannot take, and what it
 * logs or throws when a handler, a hook or the server fails.
 */
import { kindOf } from "./messages-common.js";

/** The `error` of versa's answers to a request whose input it cannot take (413, 415, 400). */
export const bodyTooLarge = (limit: number): string => `Body larger than ${limit} bytes`;
export const unsupportedContentType = (type: string): string => `Unsupported content type '${type}': expected application/json`;
export const MISSING_CONTENT_TYPE = "Missing content type: expected application/json";
export const MALFORMED_JSON = "Malformed JSON body";
export const UNREADABLE_BODY = "Body could not be read";
export const INVALID_INPUT = "Invalid input";
export const jsonTooDeep = (depth: number): string => `JSON body nested deeper than ${depth} levels`;
export const PROTO_KEY = "JSON body has a __proto__ key, or a constructor key holding a prototype key";

/** A handler's value that does not fit its route (a 500; `onError` sees the error). */
export const responseMismatch = (where: string, issues: string): string =>
  `The response of ${where} does not match its schema: ${issues}`;
/** What to do about a status that a map of response schemas lacks, at run time and at compile time. */
type DeclareIt<S extends string> = `add a schema for ${S}, or answer with a declared status`;
const declareIt = <S extends string>(status: S): DeclareIt<S> => `add a schema for ${status}, or answer with a declared status`;
/** A handler's answer whose status its map of response schemas lacks (a 500; `onError` sees it). */
export const undeclaredStatus = (where: string, status: number, declared: readonly string[]): string =>
  `The response of ${where} has status ${status}, which its response schemas do not declare (declared: ${declared.join(", ") || "none"}): ${declareIt(String(status))}`;
/**
 * {@link undeclaredStatus} at compile time, where the answer is a literal `json(body, status)`: the
 * body a compile error says such an answer should have (no body is), in a member whose status is
 * `StatusExcept<declared>`, which names the declared ones.
 */
export type UndeclaredStatus = `undeclared status: ${DeclareIt<"it">}`;
export const notJson = (kind: string): string =>
  `A handler returned ${kind}, which JSON cannot write: return a string, a JSON value, undefined (204) or a Response`;

/** `serve()` on a port another server holds. */
export const portInUse = (port: number, hostname: string): string =>
  `Port ${port} on ${hostname} is in use: stop the server that holds it, pass another port, or 0 for a free one`;

/** A route that failed with no `onError` to see it: logged with its error, answered with a plain 500. */
export const routeFailed = (route: string, status: 500 | 503 = 500): string =>
  `${route} failed and was answered with a plain ${status} (pass app({ onError }) to handle errors yourself):`;

/** A route that gave no answer within `handlerTimeout` (the error's message, logged or given to `onError`). */
export const handlerTimedOut = (route: string, ms: number): string =>
  `${route} gave no answer within ${ms} ms (app({ handlerTimeout })), so a plain 503 was sent and its request's signal aborted where the server owns it`;

/** A request past `handlerTimeout` whose 503 `app({ onError })` or the app's response hooks held
 * for `handlerTimeout` more (logged; the plain 503 is sent without them). */
export const timeoutAnswerTimedOut = (route: string, ms: number): string =>
  `${route} gave no answer within ${ms} ms (app({ handlerTimeout })), and app({ onError }) and the app's response hooks gave none on its 503 within ${ms} ms more, so the plain 503 was sent`;

/** An `onError` that returned neither a `Response` nor `undefined`. */
export const onErrorNotResponse = (route: string, value: unknown): string =>
  `onError returned ${kindOf(value)} for an error of ${route}, so the answer is the plain 500: return a Response (such as json(...)) to answer instead, or undefined to keep the 500`;

/** An `onError` that threw: logged with what it threw, then the route's error. */
export const onErrorThrew = (route: string): string =>
  `onError threw while handling an error of ${route}, so the answer is the plain 500. What it threw, then the route's error:`;

/** `serve(api.fetch)`, `serve(blueprint)`, `serve()`. */
export const serveNotAnApp = (value: unknown): string =>
  `serve() expects an app (from app()), got ${kindOf(value).replace(/^a (Blueprint|Group)Impl$/, (_, k: string) => `a ${k.toLowerCase()}`)}: ` +
  (typeof value === "function"
    ? "pass the app itself, serve(api), not api.fetch"
    : typeof value === "object" && value !== null
      ? "register blueprints and groups on an app first, serve(app().blueprint(bp))"
      : "build one with app() and pass it, serve(api)");

/** A listen that failed on the hostname or port (EADDRINUSE is {@link portInUse}). */
export const cannotListen = (hostname: string, port: number, code: string): string =>
  code === "EACCES"
    ? `Cannot listen on port ${port} of ${hostname} (EACCES): ports below 1024 need privileges; pass a port from 1024 up, or 0 for a free one`
    : code === "EADDRNOTAVAIL"
      ? `Cannot listen on hostname "${hostname}" (EADDRNOTAVAIL): it is not an address of this machine; pass one of its addresses, such as "127.0.0.1", or "0.0.0.0" for every interface`
      : `Cannot listen on hostname "${hostname}" (${code}): it resolves to no address of this machine; pass an IP address such as "127.0.0.1", or "0.0.0.0" for every interface`;

/** `api.fetch("http://x/")`, `api.fetch(new URL(...))`, `api.fetch()`. */
export const notARequest = (value: unknown): string =>
  `api.fetch expects a Request, got ${kindOf(value)}: call api.fetch(new Request(url))`;

/** `text({ a: 1 })`, `html(["<b>"])`. */
export const notStringBody = (helper: string, value: unknown): string =>
  `${helper}(): expected a string body, got ${kindOf(value)}: ` +
  (typeof value === "object" && value !== null ? "use json() for objects and arrays" : "convert it with String()");

/** A value JSON cannot write, named by where it sits (`at`, empty for the value itself); the
 * client's types show it for a BigInt in a call's body. */
export type NotJsonAt<S extends string, At extends string, What extends string, Fix extends string> = string extends At
  ? string
  : `${S} ${At extends "" ? `is ${What}` : `holds ${What} at "${At}"`}, which JSON cannot write: ${Fix}`;
export const notJsonAt = <S extends string, At extends string, What extends string, Fix extends string>(subject: S, at: At, what: What, fix: Fix): NotJsonAt<S, At, What, Fix> =>
  `${subject} ${at ? `holds ${what} at "${at}"` : `is ${what}`}, which JSON cannot write: ${fix}` as NotJsonAt<S, At, What, Fix>;
/** What JSON says of a BigInt, and what to do. */
export const BIGINT = "a BigInt";
export const BIGINT_FIX = "convert it with String() or Number()";
/** What to do with a value JSON writes nothing for (a function, a symbol). */
export const JSON_VALUE_FIX = "pass an object, array, string, number, boolean or null";

/** An answer that could not be written (logged with the error; the client gets a plain 500). */
export const ANSWER_FAILED = "An answer could not be written, so a plain 500 was sent:";

/** A handler's `Response` whose body was read already (a cached one, returned twice). */
export const bodyUsed = (status: number): string =>
  `A handler returned a Response (status ${status}) whose body was already read or is being read: return a new Response for each request, or response.clone()`;

/** A handler's `Response.error()`: a network error, which no HTTP answer stands for. */
export const errorResponse = "A handler returned Response.error() (a network error, status 0), which no HTTP answer stands for: throw an error instead (a 500, or onError's answer), or answer with a status";

/** A route with a body schema whose request body a hook read first (`route`: `POST '/j'`). */
export const requestBodyUsed = (route: string): string =>
  `A hook read the request's body (or is reading it) before the body schema of ${route} could: read it from ctx.request.clone() in the hook, so that the schema gets the body`;

/** What the log shows in place of a thrown value that reading for the log throws on (a Proxy whose
 * traps throw, an error whose `message` or `stack` getter throws). */
export const UNLOGGABLE = "(a value that could not be logged: reading it threw)";

/** A streamed response body that failed after its headers were sent (logged with the error). */
export const BODY_FAILED = "A response body failed midway, so its connection was dropped (a client never takes a cut body for a whole one):";

/** A handler's `Response` whose body broke its `Content-Length` (logged with the error). */
export const ANSWER_CUT = "A response body did not match its Content-Length, so its connection was dropped (a client never reads the rest as its next answer):";
/** What a body that broke its `Content-Length` sent, against what it declared. */
export const contentLengthMismatch = (where: string, declared: number, size: number, longer: boolean): string =>
  `${where} answered a Response with content-length: ${declared}, but its body ${longer ? `went on past it (${size} bytes and more)` : `ended after ${size} bytes`}: set the header to the body's length in bytes, or leave it out (the answer is then chunked)`;

/** `codegen: true` where the runtime refuses `new Function` (workers inside a request, a strict CSP). */
export const codegenRefused = (reason: string): string =>
  `codegen: true, but this runtime refuses to generate code here (${reason}): leave codegen unset to match without generated code where it is refused, or build the matcher while the module loads (read api.fetch at the top level), where workers still allow it`;

/** A hook (or `app({ onError })`) failed on a request that matched no route. */
export const requestFailed = (method: string, path: string): string => `${method} '${path}' (no route)`;

/** `cors({ origin: "*", credentials: true })`, which browsers refuse and which would expose every user. */
export const corsCredentialsAnyOrigin =
  `credentials: true needs the origins listed (or a predicate): with origin "*" every site could read answers sent with its users' cookies, and browsers refuse it`;
