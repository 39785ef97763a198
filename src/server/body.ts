/**
 * Reading a JSON body with a size limit that holds for chunked bodies too: the stream is read
 * chunk by chunk and cancelled as soon as the limit is passed, so nothing past it is buffered.
 */
import { bodyTooLarge, jsonTooDeep, MALFORMED_JSON, MISSING_CONTENT_TYPE, PROTO_KEY, UNREADABLE_BODY, unsupportedContentType } from "../core/messages.js";
import { DEFAULT_JSON_RULES, nestsDeeper, protoKeysAllowed, type JsonRules } from "./json-rules.js";

/** The default body limit: 1 MiB. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export type BodyResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly status: 400 | 413 | 415; readonly message: string };

const isJson = (type: string) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type);

/**
 * Reads a request's JSON body: 415 for another content type, 413 past `limit` bytes, 400 for
 * malformed JSON, JSON nested deeper than `rules.depth`, or (unless `rules.protoKeys` says
 * otherwise) a prototype key; an empty body without a content type is `undefined`.
 *
 * @example
 * ```ts
 * await readJson(new Request("http://x", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }), 1024);
 * // { ok: true, value: {} }
 * ```
 */
export async function readJson(request: Request, limit: number, rules: JsonRules = DEFAULT_JSON_RULES): Promise<BodyResult> {
  const type = request.headers.get("content-type");
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > limit) return tooLarge(request, limit);
  if (type !== null && !isJson(type)) {
    void request.body?.cancel().catch(() => {});
    return { ok: false, status: 415, message: unsupportedContentType(type) };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      let chunk;
      try {
        chunk = await reader.read();
      } catch {
        // the stream failed midway (the client left): nothing to parse
        return { ok: false, status: 400, message: UNREADABLE_BODY };
      }
      const { done, value } = chunk;
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        void reader.cancel().catch(() => {});
        return tooLarge(request, limit);
      }
      chunks.push(value);
    }
  }
  // (no body at all is `undefined` for the schema, with or without a JSON content type: a client
  // may send its default `content-type: application/json` on a call without a body)
  if (size === 0) return { ok: true, value: undefined };
  if (type === null) return { ok: false, status: 415, message: MISSING_CONTENT_TYPE };
  const bytes = concat(chunks, size);
  // (before parsing: deep nesting is what makes JSON.parse, and any walk after it, costly)
  if (nestsDeeper(bytes, rules.depth)) return { ok: false, status: 400, message: jsonTooDeep(rules.depth) };
  let text: string;
  let value: unknown;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    value = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, message: MALFORMED_JSON };
  }
  return protoKeysAllowed(value, text, rules.protoKeys) ? { ok: true, value } : { ok: false, status: 400, message: PROTO_KEY };
}

const tooLarge = (request: Request, limit: number): BodyResult => {
  void request.body?.cancel().catch(() => {});
  return { ok: false, status: 413, message: bodyTooLarge(limit) };
};

const concat = (chunks: readonly Uint8Array[], size: number): Uint8Array => {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
};
