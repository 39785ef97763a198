/**
 * Mistakes and their messages. The runtime test builds each with a non-literal value and expects
 * the error class and message; the type test checks that the compile-time message is the same text.
 */

/** Malformed route paths (`RouteDefinitionError`); the type twin is `CheckPath`. */
export const pathErrors = [
  { path: "/users/<id:itn>", message: "Unknown parameter type 'itn' in '/users/<id:itn>': expected str, strorempty, int, float, alpha, slug, path, ymd, uuid, ext, ext=a|b or a regex" },
  { path: "/users/<a:str:int>", message: "Unknown parameter type 'str:int' in '/users/<a:str:int>': expected str, strorempty, int, float, alpha, slug, path, ymd, uuid, ext, ext=a|b or a regex" },
  // an empty type, or one with a space at either end, is a typo rather than a regex
  { path: "/users/<id:>", message: "Invalid type '' for parameter 'id' in '/users/<id:>': nothing follows ':'; expected <id> (a string), <id:type> for a type of str, strorempty, int, float, alpha, slug, path, ymd, uuid, ext or ext=a|b, or <id:regex>" },
  { path: "/users/<id: int>", message: "Invalid type ' int' for parameter 'id' in '/users/<id: int>': it starts or ends with a space (a regex writes one there as \\x20); expected <id> (a string), <id:type> for a type of str, strorempty, int, float, alpha, slug, path, ymd, uuid, ext or ext=a|b, or <id:regex>" },
  { path: "/users/<id:int >", message: "Invalid type 'int ' for parameter 'id' in '/users/<id:int >': it starts or ends with a space (a regex writes one there as \\x20); expected <id> (a string), <id:type> for a type of str, strorempty, int, float, alpha, slug, path, ymd, uuid, ext or ext=a|b, or <id:regex>" },
  { path: "/q/<q: [a-z]+>", message: "Invalid type ' [a-z]+' for parameter 'q' in '/q/<q: [a-z]+>': it starts or ends with a space (a regex writes one there as \\x20); expected <q> (a string), <q:type> for a type of str, strorempty, int, float, alpha, slug, path, ymd, uuid, ext or ext=a|b, or <q:regex>" },
  { path: "/users/<:int>", message: "Invalid parameter name '' in '/users/<:int>': expected letters, digits and _, not starting with a digit" },
  { path: "/users/<id :int>", message: "Invalid parameter name 'id ' in '/users/<id :int>': expected letters, digits and _, not starting with a digit" },
  { path: "/users/<id>/<id:int>", message: "Parameter 'id' is declared twice in '/users/<id>/<id:int>'" },
  { path: "/files/<f:ext>/<ext>", message: "Parameter 'ext' is declared twice in '/files/<f:ext>/<ext>'" },
  { path: "/files/<ext:ext>", message: "Parameter 'ext' is declared twice in '/files/<ext:ext>'" },
  { path: "/files/<ext:ext=jpg|png>", message: "Parameter 'ext' is declared twice in '/files/<ext:ext=jpg|png>'" },
  { path: "/users/<1id>", message: "Invalid parameter name '1id' in '/users/<1id>': expected letters, digits and _, not starting with a digit" },
  { path: "/files/<f=int:ext>", message: "Invalid parameter name 'f=int' in '/files/<f=int:ext>': expected letters, digits and _, not starting with a digit" },
  { path: "/users/<id:int", message: "Malformed path '/users/<id:int': a '<' is never closed by '>'" },
  { path: "/users/id>", message: "Malformed path '/users/id>': a '>' has no opening '<'" },
  { path: "/users/x<id>", message: "Malformed path '/users/x<id>': a parameter must fill a whole segment, like '/<id:int>/'" },
  { path: "/users/<id>x", message: "Malformed path '/users/<id>x': a parameter must fill a whole segment, like '/<id:int>/'" },
  { path: "/files/<p:path>/x", message: "Malformed path '/files/<p:path>/x': a 'path' parameter must be the last segment" },
  { path: "/files/<f:ext=jp..g>", message: "Malformed path '/files/<f:ext=jp..g>': an ext list must be extensions of letters and digits separated by '|', like 'ext=jpg|tar.gz'" },
  { path: "/files/<f:ext=>", message: "Malformed path '/files/<f:ext=>': an ext list must be extensions of letters and digits separated by '|', like 'ext=jpg|tar.gz'" },
  // control characters (U+0000 to U+001F, U+007F), in static text or a label
  { path: "/a\u0000b", message: "Malformed path '/a\u0000b': a path cannot hold control characters" },
  { path: "/a\tb", message: "Malformed path '/a\tb': a path cannot hold control characters" },
  { path: "/a\u001fb", message: "Malformed path '/a\u001fb': a path cannot hold control characters" },
  { path: "/a\u007fb", message: "Malformed path '/a\u007fb': a path cannot hold control characters" },
  { path: "/u/<id:[\n]>", message: "Malformed path '/u/<id:[\n]>': a path cannot hold control characters" },
  { path: "/<id>/x\r\n", message: "Malformed path '/<id>/x\r\n': a path cannot hold control characters" },
  // (looked for once the template has no other mistake, by the types and the runtime alike)
  { path: "/a\n/<id:itn>", message: "Unknown parameter type 'itn' in '/a\n/<id:itn>': expected str, strorempty, int, float, alpha, slug, path, ymd, uuid, ext, ext=a|b or a regex" },
  { path: "/d/../b", message: "Malformed path '/d/../b': a '.' or '..' segment is resolved away by clients (fetch, URL), so no request reaches it" },
  { path: "/d/./c", message: "Malformed path '/d/./c': a '.' or '..' segment is resolved away by clients (fetch, URL), so no request reaches it" },
  { path: "/<id>/..", message: "Malformed path '/<id>/..': a '.' or '..' segment is resolved away by clients (fetch, URL), so no request reaches it" },
  { path: "/../<id>/", message: "Malformed path '/../<id>/': a '.' or '..' segment is resolved away by clients (fetch, URL), so no request reaches it" },
] as const;

/** Invalid versions (`VersionError`), set on a route of the app; the type twin is `CheckVersion`. */
export const versionErrors = [
  { version: -1, message: "Invalid version -1 at route GET '/x' of app: expected a number >= 0 without an exponent (1, 2.25) or a string such as \"1\", \"v1\", \"v1.1\"" },
  { version: 1e21, message: "Invalid version 1e+21 at route GET '/x' of app: expected a number >= 0 without an exponent (1, 2.25) or a string such as \"1\", \"v1\", \"v1.1\"" },
  { version: "", message: "Invalid version \"\" at route GET '/x' of app: expected a number >= 0 without an exponent (1, 2.25) or a string such as \"1\", \"v1\", \"v1.1\"" },
  { version: "abc", message: "Invalid version \"abc\" at route GET '/x' of app: expected a number >= 0 without an exponent (1, 2.25) or a string such as \"1\", \"v1\", \"v1.1\"" },
  { version: "1/2", message: "Invalid version \"1/2\" at route GET '/x' of app: expected a number >= 0 without an exponent (1, 2.25) or a string such as \"1\", \"v1\", \"v1.1\"" },
  { version: "v", message: "Invalid version \"v\" at route GET '/x' of app: expected a number >= 0 without an exponent (1, 2.25) or a string such as \"1\", \"v1\", \"v1.1\"" },
  { version: " 1", message: "Invalid version \" 1\" at route GET '/x' of app: expected a number >= 0 without an exponent (1, 2.25) or a string such as \"1\", \"v1\", \"v1.1\"" },
  { version: "vv1", message: "Invalid version \"vv1\" at route GET '/x' of app: expected a number >= 0 without an exponent (1, 2.25) or a string such as \"1\", \"v1\", \"v1.1\"" },
  { version: "1.", message: "Invalid version \"1.\" at route GET '/x' of app: expected a number >= 0 without an exponent (1, 2.25) or a string such as \"1\", \"v1\", \"v1.1\"" },
  // lists and ranges (docs/versions.md)
  { version: [1, -1], message: "Invalid version -1 at route GET '/x' of app: expected a number >= 0 without an exponent (1, 2.25) or a string such as \"1\", \"v1\", \"v1.1\"" },
  { version: [], message: "Invalid version [] at route GET '/x' of app: a list names at least one version" },
  { version: [1, 2, "v1"], message: "Version \"v1\" is listed twice at route GET '/x' of app" },
  { version: { since: 1, until: "v1" }, message: "Version range from 1 until 1 at route GET '/x' of app selects no version: until is exclusive, so it must come after since among the app's versions" },
  { version: { since: 1, to: 3 }, message: "Invalid version range at route GET '/x' of app: unknown key 'to' (accepted: since, until)" },
  { version: { from: 1 }, message: "Invalid version at route GET '/x' of app: expected a version, a list of versions such as [1, 2], or a range such as { since: 2 } or { since: 1, until: 3 }, got an object" },
] as const;

/** Invalid ranges (`VersionError`), set on a route of the app, with a range's own messages; the
 * type twin, `CheckVersion`, gives the same (types-test/errors.test-d.ts). */
export const versionRangeErrors = [
  { version: { until: 2 }, message: "Invalid version range at route GET '/x' of app: since is missing; a range serves the app's versions from since on, up to and not including until, such as { since: 1, until: 3 }" },
  { version: { since: undefined, until: 2 }, message: "Invalid version range at route GET '/x' of app: since is missing; a range serves the app's versions from since on, up to and not including until, such as { since: 1, until: 3 }" },
  { version: { since: "x" }, message: "Invalid version range at route GET '/x' of app: since \"x\" is not a version; expected a number >= 0 without an exponent (1, 2.25) or a string such as \"1\", \"v1\", \"v1.1\"" },
  { version: { since: 1, until: -2 }, message: "Invalid version range at route GET '/x' of app: until -2 is not a version; expected a number >= 0 without an exponent (1, 2.25) or a string such as \"1\", \"v1\", \"v1.1\"" },
  { version: { until: 2, to: 3 }, message: "Invalid version range at route GET '/x' of app: unknown key 'to' (accepted: since, until)" },
] as const;

/** Invalid version prefixes (`RouteDefinitionError`); the type twin is `CheckVersionPrefix`. */
export const versionPrefixErrors = [
  { versionPrefix: "", message: "Invalid versionPrefix \"\" at route GET '/x' of app: expected a string starting with '/', such as \"/v\" or \"/api/v\"" },
  { versionPrefix: "api/v", message: "Invalid versionPrefix \"api/v\" at route GET '/x' of app: expected a string starting with '/', such as \"/v\" or \"/api/v\"" },
  { versionPrefix: "/<tenant", message: "Malformed path '/<tenant': a '<' is never closed by '>'" },
  { versionPrefix: "/<t>", message: "Invalid versionPrefix \"/<t>\" at route GET '/x' of app: the version is written right after it, so it cannot end with a parameter; end it with text, such as \"/<tenant>/v\"" },
  { versionPrefix: "/api/<rest:path>", message: "Invalid versionPrefix \"/api/<rest:path>\" at route GET '/x' of app: the version is written right after it, so it cannot end with a parameter; end it with text, such as \"/<tenant>/v\"" },
  { versionPrefix: "/../v", message: "Malformed path '/../v': a '.' or '..' segment is resolved away by clients (fetch, URL), so no request reaches it" },
  { versionPrefix: "/<t:itn>/v", message: "Unknown parameter type 'itn' in '/<t:itn>/v': expected str, strorempty, int, float, alpha, slug, path, ymd, uuid, ext, ext=a|b or a regex" },
] as const;

/**
 * Setters called after routes (a blueprint whose setting was `before`, then a route, then the setter
 * with `after`): the message when `after` drops or retypes a parameter the route's handler was typed
 * with, `null` when it is accepted. The type twin is the setter's parameter type.
 */
export const setterErrors = [
  { setter: "prefix", before: "/<org>", after: "/static", message: "prefix('/static') at blueprint 'b' drops parameter 'org', which the routes or hooks added before it were typed with: call prefix() before adding them, or keep 'org' with the same type" },
  { setter: "prefix", before: "/<org>", after: "/<org:int>", message: "prefix('/<org:int>') at blueprint 'b' drops parameter 'org', which the routes or hooks added before it were typed with: call prefix() before adding them, or keep 'org' with the same type" },
  { setter: "prefix", before: "/<org>/<d:ymd>", after: "/<org>/<d:int>", message: "prefix('/<org>/<d:int>') at blueprint 'b' drops parameter 'd', which the routes or hooks added before it were typed with: call prefix() before adding them, or keep 'd' with the same type" },
  { setter: "prefix", before: "/<f:ext=jpg|png>", after: "/<f:ext=jpg>", message: "prefix('/<f:ext=jpg>') at blueprint 'b' drops parameter 'ext', which the routes or hooks added before it were typed with: call prefix() before adding them, or keep 'ext' with the same type" },
  { setter: "prefix", before: "/<org>", after: "/<org:[a-z]+>/s", message: null },
  { setter: "prefix", before: "/<f:ext=jpg|png>", after: "/x/<f:ext=png|jpg>", message: null },
  { setter: "prefix", before: "/static", after: "/<org>", message: null },
  { setter: "versionPrefix", before: "/<t>/v", after: "/api/v", message: "versionPrefix('/api/v') at blueprint 'b' drops parameter 't', which the routes or hooks added before it were typed with: call versionPrefix() before adding them, or keep 't' with the same type" },
  { setter: "versionPrefix", before: "/<t:int>/v", after: "/<t>/v", message: "versionPrefix('/<t>/v') at blueprint 'b' drops parameter 't', which the routes or hooks added before it were typed with: call versionPrefix() before adding them, or keep 't' with the same type" },
  { setter: "versionPrefix", before: "/<t>/v", after: "/<t>/api/v", message: null },
] as const;
