/**
 * How a call's body goes out and a response's body comes back: JSON and text are read for the
 * caller, anything else (bytes, forms, streams) passes through as fetch takes or gives it.
 */
import { jsonText, sentAsIs } from "../core/json.js";
import type { FetchBody, ResponseLike } from "./fetch-like.js";

/** A media type's essence (`application/json` of `application/json; charset=utf-8`). */
const essence = (type: string | null): string => ((type ?? "").split(";", 1)[0] ?? "").trim().toLowerCase();
const isJson = (type: string | null): boolean => /[/+]json$/.test(essence(type));

/**
 * The body to send, and the content type it implies: FormData, URLSearchParams, Blob, bytes and
 * ReadableStream as given (fetch sets their type: a content type from the defaults is dropped,
 * one the call set, `own`, is kept); a string as given under a non-JSON content type; anything
 * else as JSON, typed `application/json` unless `headers` set a type. A body JSON cannot write
 * (a BigInt or a cycle anywhere in it, a function) throws a `VersaTypeError` (`NOT_JSON`) naming
 * where it sits, after `subject` (`client.post('/n'): the body`): before any request, where fetch
 * would send nothing or throw a bare `TypeError`.
 */
export function encode(body: unknown, headers: Headers, own: boolean, subject: string): { body: FetchBody; duplex?: "half" } {
  const asIs = sentAsIs(body);
  if (asIs) {
    if (!own) headers.delete("content-type");
    // undici refuses a stream body without duplex: "half"
    return asIs.name === "ReadableStream" ? { body: body as FetchBody, duplex: "half" } : { body: body as FetchBody };
  }
  const type = headers.get("content-type");
  if (typeof body === "string" && type !== null && !isJson(type)) return { body };
  const json = jsonText(body, subject);
  if (type === null) headers.set("content-type", "application/json");
  return { body: json };
}

/**
 * A response's body as `data` / `error`: parsed JSON (its text when malformed; `undefined` when
 * empty) or text for `text/*`; `undefined` for any other type and for an event stream, which never
 * ends: their body is left unread in `response` (read it there, or cancel it).
 */
export async function read(res: ResponseLike): Promise<unknown> {
  const type = essence(res.headers.get("content-type"));
  const json = isJson(type);
  if (!json && (!type.startsWith("text/") || type === "text/event-stream")) return undefined;
  const text = await res.text();
  if (!json) return text;
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
