// The baseline, not a peer: an array of anchored RegExps tried in order (Express-like, no tree).
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/** A canonical path as an anchored RegExp, and the names of its parameters in order. */
function toRegExp(path) {
  const names = [];
  const source = path
    .split("/")
    .map((seg) => {
      if (seg.startsWith(":")) {
        names.push(seg.slice(1));
        return "([^/]+)";
      }
      return seg === "*" ? "(.*)" : escape(seg);
    })
    .join("/");
  return { re: new RegExp(`^${source}$`), names };
}

export const naive = {
  name: "naive RegExp[]",
  codegen: false,
  baseline: true,
  build(routes) {
    const list = routes.map((r, i) => ({ method: r.method, i, ...toRegExp(r.path) }));
    return (method, path) => {
      for (let k = 0; k < list.length; k++) {
        const r = list[k];
        if (r.method !== method) continue;
        const m = r.re.exec(path);
        if (m === null) continue;
        const params = {};
        for (let j = 0; j < r.names.length; j++) params[r.names[j]] = m[j + 1];
        return { handlerIndex: r.i, params };
      }
      return null;
    };
  },
};
