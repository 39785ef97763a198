/**
 * Reading a JSON body with a size limit that holds for chunked bodies too: the stream is read
 * chunk by chunk and cancelled as soon as the limit is passed, so nothing past it is buffered.
 */
import { bodyTooLarge, MALFORMED_JSON, MISSING_CONTENT_TYPE, UNREADABLE_BODY, unsupportedContentType } from "../core/messages.js";

/** The default body limit: 1 MiB. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export type BodyResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly status: 400 | 413 | 415; readonly message: string };

const isJson = (type: string) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type);

/**
 * Reads a request's JSON body: 415 for another content type, 413 past `limit` bytes, 400 for
 * malformed JSON; an empty body without a content type is `undefined`.
 *
 * @example
 * ```ts
 * await readJson(new Request("http://x", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }), 1024);
 * // { ok: true, value: {} }
 * ```
 */
export async function readJson(request: Request, limit: number): Promise<BodyResult> {
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
  if (size === 0 && type === null) return { ok: true, value: undefined };
  if (type === null) return { ok: false, status: 415, message: MISSING_CONTENT_TYPE };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(concat(chunks, size))) };
  } catch {
    return { ok: false, status: 400, message: MALFORMED_JSON };
  }
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

/** Whether `error` (or its cause) says the client went away: a reset or aborted connection. */
export function clientGone(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === "object" && e !== null && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, name } = e as { code?: unknown; name?: unknown };
    if (code === "ECONNRESET" || code === "ECONNABORTED" || code === "ERR_STREAM_PREMATURE_CLOSE" || name === "AbortError") return true;
  }
  return false;
}
