/** Percent-decoding of a request path for the walker: each segment once, `%2F` kept inside its value. */

/** Decodes one segment, `null` when malformed. */
const decode = (s: string): string | null => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

/**
 * The path with each segment decoded once (as `splitPath` does), or null when an encoding is
 * malformed. A decoded `/` is replaced by `slash`, a char found in no template (`templateChars`)
 * and nowhere in the path, so segments stay apart; values turn it back into `/`.
 *
 * @example
 * ```ts
 * decodePath("/a/b%2Fc", new Set()); // { path: "/a/b\uE000c", slash: "\uE000" }
 * decodePath("/a%20b", new Set());   // { path: "/a b", slash: "" }
 * ```
 */
export function decodePath(path: string, templateChars: ReadonlySet<string>): { path: string; slash: string } | null {
  const segs = path.split("/");
  for (let i = 0; i < segs.length; i++) {
    const d = decode(segs[i]!);
    if (d === null) return null;
    segs[i] = d;
  }
  let slash = "";
  if (segs.some((s) => s.includes("/"))) {
    let c = 0xe000;
    while (templateChars.has(String.fromCharCode(c)) || segs.some((s) => s.includes(String.fromCharCode(c)))) c++;
    slash = String.fromCharCode(c);
    for (let i = 0; i < segs.length; i++) segs[i] = segs[i]!.replaceAll("/", slash);
  }
  return { path: segs.join("/"), slash };
}
