/**
 * The headers of a handler's `Response` as node writes them. node:http frames each answer itself
 * (its length, or chunks) and owns the connection, so headers that describe another connection or
 * another encoding of the body must not reach the wire: a `Content-Length` other than the body's
 * would let a keep-alive client read the rest of the body as its next answer. A `Content-Length`
 * that stays is held to (see `Length`); one versa cannot trust is dropped, and node chunks.
 */
import { VersaError } from "../core/errors.js";
import { ANSWER_CUT, contentLengthMismatch } from "../core/messages.js";
import { logError } from "../server/log.js";

/** Headers about one connection, not the answer (RFC 9110 7.6.1), and the ones node frames with. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"]);

/** The content codings `fetch()` decodes on every Node versa supports (undici): the body of a
 * `fetch()` answer so coded is the decoded one, whatever its `Content-Encoding` says. */
const DECODED = new Set(["gzip", "x-gzip", "deflate", "br"]);

/** A handler's `Response` headers for node, and the length its body is held to (if any). */
export interface Framing {
  readonly headers: Record<string, string | string[]>;
  /** the `Content-Length` sent, which the body must match; `undefined`: node chunks */
  readonly length: number | undefined;
}

/**
 * What node writes for `r`: its headers without the hop-by-hop ones (and those its `Connection`
 * names); for an answer of `fetch()` whose coding was decoded, without `Content-Encoding`; its
 * `Content-Length` only when it is one decimal number and, for a `fetch()` answer, the body was
 * not decoded (its length is the encoded one's).
 */
export function framing(r: Response): Framing {
  const listed = new Set((r.headers.get("connection") ?? "").split(",").map((name) => name.trim().toLowerCase()));
  const coding = r.headers.get("content-encoding");
  // (a Response a handler made is "default"; one of fetch() "basic" or "cors", its body decoded by
  // fetch when it knows every coding; a copy, `new Response(upstream.body, upstream)`, is
  // "default" again: versa cannot tell, and the docs say to drop the header then)
  const fetched = r.type !== "default" && coding !== null;
  const decoded = fetched && coding.split(",").every((c) => DECODED.has(c.trim().toLowerCase()));
  const headers: Record<string, string | string[]> = {};
  r.headers.forEach((v, k) => {
    if (HOP_BY_HOP.has(k) || listed.has(k) || k === "set-cookie" || k === "content-length") return;
    if (k === "content-encoding" && decoded) return;
    headers[k] = v;
  });
  const cookies = r.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  const declared = r.headers.get("content-length");
  const length = declared !== null && /^\d{1,15}$/u.test(declared) && !fetched ? Number(declared) : undefined;
  if (length !== undefined) headers["content-length"] = String(length);
  return { headers, length };
}

/**
 * Counts what a body sends against its `Content-Length`. A chunk that would pass it, or that
 * reaches it while more may follow, is held: it is written only once the body has ended, so a body
 * longer than declared never looks whole to the client. `failed()` says the body broke its length
 * (logged once): its connection must be dropped, never ended.
 */
export class Length {
  #sent = 0;
  #held: Uint8Array | string | undefined;
  #logged = false;

  constructor(
    readonly declared: number,
    /** how messages name the answer: method and path */
    private readonly where: string,
  ) {}

  /** What to write of `chunk` now (nothing: held, or over the length, see {@link failed}). */
  take(chunk: Uint8Array | string): Uint8Array | string | undefined {
    const size = typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.byteLength;
    if (size === 0) return undefined;
    if (this.#held !== undefined || this.#sent + size > this.declared) return this.#fail(this.#sent + size);
    this.#sent += size;
    if (this.#sent < this.declared) return chunk;
    this.#held = chunk;
    return undefined;
  }

  /** The body ended: what is left to write, or `undefined` with {@link failed} when it is short. */
  end(): Uint8Array | string | undefined {
    if (this.#sent < this.declared) this.#fail(this.#sent);
    return this.#held;
  }

  failed(): boolean {
    return this.#logged;
  }

  #fail(size: number): undefined {
    if (!this.#logged) {
      this.#logged = true;
      const error = new VersaError(contentLengthMismatch(this.where, this.declared, size, size > this.declared), { code: "CONTENT_LENGTH_MISMATCH" });
      logError(ANSWER_CUT, error);
    }
    return undefined;
  }
}
