/**
 * Lifecycles and the headers they put on answers (docs/versions.md). Each case sets lifecycles on
 * some levels of one tree (the app's for a version, a group's, a blueprint's, the route's) and
 * lists the headers of `GET /v<version>/x`, exactly (`null`: none). The runtime test builds the
 * tree and compares the headers; the type test checks that every lifecycle written here is
 * accepted as it stands.
 */

const v1 = { deprecated: "2026-01-01", sunset: "2027-01-01", link: "https://example.com/v1-to-v2", sunsetLink: "https://example.com/v1-sunset" } as const;

export const lifecycleCases = [
  { name: "a deprecated version: Deprecation is @ and Unix seconds", app: { 1: { deprecated: "2026-01-01" } }, version: 1, headers: { deprecation: "@1767225600", sunset: null, link: null } },
  { name: "the other versions say nothing", app: { 1: { deprecated: "2026-01-01" } }, version: 2, headers: { deprecation: null, sunset: null, link: null } },
  { name: "a sunset is an IMF-fixdate, each link one rel", app: { 1: v1 }, version: 1, headers: { deprecation: "@1767225600", sunset: "Fri, 01 Jan 2027 00:00:00 GMT", link: '<https://example.com/v1-to-v2>; rel="deprecation", <https://example.com/v1-sunset>; rel="sunset"' } },
  { name: "a sunset alone", app: { 2: { sunset: "2030-06-30" } }, version: 2, headers: { deprecation: null, sunset: "Sun, 30 Jun 2030 00:00:00 GMT", link: null } },
  { name: "a link may be a path", route: { deprecated: "2026-03-01", link: "/docs/migrate" }, version: 1, headers: { deprecation: "@1772323200", sunset: null, link: '</docs/migrate>; rel="deprecation"' } },
  { name: "a percent-encoded link goes out as written", route: { deprecated: "2026-03-01", link: "/docs/%E8%BF%81%E7%A7%BB?from=v1&to=v2" }, version: 1, headers: { deprecation: "@1772323200", sunset: null, link: '</docs/%E8%BF%81%E7%A7%BB?from=v1&to=v2>; rel="deprecation"' } },
  { name: "a Date keeps its time of day", route: { deprecated: new Date("2026-03-01T12:30:00Z") }, version: 1, headers: { deprecation: "@1772368200", sunset: null, link: null } },
  { name: "the route's lifecycle wins over its blueprint's", blueprint: { deprecated: "2026-01-01" }, route: { deprecated: "2026-02-01" }, version: 1, headers: { deprecation: "@1769904000", sunset: null, link: null } },
  { name: "the blueprint's wins over its group's", group: { deprecated: "2026-01-01" }, blueprint: { deprecated: "2026-02-01" }, version: 1, headers: { deprecation: "@1769904000", sunset: null, link: null } },
  { name: "a group's wins over the app's for the version", app: { 1: v1 }, group: { deprecated: "2026-02-01" }, version: 1, headers: { deprecation: "@1769904000", sunset: null, link: null } },
  { name: "the most specific applies whole: the app's sunset and links are not mixed in", app: { 1: v1 }, route: { deprecated: "2026-02-01" }, version: 1, headers: { deprecation: "@1769904000", sunset: null, link: null } },
] as const;

/**
 * Lifecycles that are refused: `message` is the build's (a `VersionError` `INVALID_LIFECYCLE`, or
 * the option checker's `TypeError`), set on a route of the app; `types` the compile-time text for
 * the same literal, `null` where only the runtime can tell (a day that does not exist, a link).
 */
export const lifecycleMistakes = [
  { name: "a date not written YYYY-MM-DD", lifecycle: { deprecated: "2026-1-1" }, message: "Invalid lifecycle deprecated \"2026-1-1\" at route GET '/x' of app: expected a date \"YYYY-MM-DD\" (UTC midnight) or a valid Date", types: "Invalid lifecycle deprecated \"2026-1-1\" at route GET '/x' of app: expected a date \"YYYY-MM-DD\" (UTC midnight) or a valid Date" },
  { name: "a month 13", lifecycle: { deprecated: "2026-13-01" }, message: "Invalid lifecycle deprecated \"2026-13-01\" at route GET '/x' of app: expected a date \"YYYY-MM-DD\" (UTC midnight) or a valid Date", types: "Invalid lifecycle deprecated \"2026-13-01\" at route GET '/x' of app: expected a date \"YYYY-MM-DD\" (UTC midnight) or a valid Date" },
  { name: "a month 00", lifecycle: { sunset: "2026-00-10" }, message: "Invalid lifecycle sunset \"2026-00-10\" at route GET '/x' of app: expected a date \"YYYY-MM-DD\" (UTC midnight) or a valid Date", types: "Invalid lifecycle sunset \"2026-00-10\" at route GET '/x' of app: expected a date \"YYYY-MM-DD\" (UTC midnight) or a valid Date" },
  { name: "a day 45", lifecycle: { deprecated: "2026-01-45" }, message: "Invalid lifecycle deprecated \"2026-01-45\" at route GET '/x' of app: expected a date \"YYYY-MM-DD\" (UTC midnight) or a valid Date", types: "Invalid lifecycle deprecated \"2026-01-45\" at route GET '/x' of app: expected a date \"YYYY-MM-DD\" (UTC midnight) or a valid Date" },
  { name: "a day 00", lifecycle: { deprecated: "2026-01-00" }, message: "Invalid lifecycle deprecated \"2026-01-00\" at route GET '/x' of app: expected a date \"YYYY-MM-DD\" (UTC midnight) or a valid Date", types: "Invalid lifecycle deprecated \"2026-01-00\" at route GET '/x' of app: expected a date \"YYYY-MM-DD\" (UTC midnight) or a valid Date" },
  { name: "a day 32", lifecycle: { sunset: "2026-12-32" }, message: "Invalid lifecycle sunset \"2026-12-32\" at route GET '/x' of app: expected a date \"YYYY-MM-DD\" (UTC midnight) or a valid Date", types: "Invalid lifecycle sunset \"2026-12-32\" at route GET '/x' of app: expected a date \"YYYY-MM-DD\" (UTC midnight) or a valid Date" },
  // (the types check months 01-12 and days 01-31: a day past its month's end is the runtime's)
  { name: "a day that does not exist", lifecycle: { sunset: "2026-02-30" }, message: "Invalid lifecycle sunset \"2026-02-30\" at route GET '/x' of app: expected a date \"YYYY-MM-DD\" (UTC midnight) or a valid Date", types: null },
  { name: "a sunset before the deprecation", lifecycle: { deprecated: "2027-01-01", sunset: "2026-12-31" }, message: "Lifecycle at route GET '/x' of app sets sunset 2026-12-31 before deprecated 2027-01-01: a version is deprecated first, then sunset", types: "Lifecycle at route GET '/x' of app sets sunset 2026-12-31 before deprecated 2027-01-01: a version is deprecated first, then sunset" },
  { name: "a link that is not a URL", lifecycle: { deprecated: "2026-01-01", link: "example.com/v2" }, message: "Invalid lifecycle link \"example.com/v2\" at route GET '/x' of app: expected an absolute http(s) URL such as \"https://example.com/v1-to-v2\" or a path such as \"/docs/v1-to-v2\", of printable ASCII characters other than spaces, quotes and '<>'", types: null },
  // (a Link header is bytes: a character beyond ASCII or a control character would break every answer)
  { name: "a link with characters beyond ASCII", lifecycle: { deprecated: "2026-01-01", link: "/docs/\u8fc1\u79fb" }, message: "Invalid lifecycle link \"/docs/迁移\" at route GET '/x' of app: expected an absolute http(s) URL such as \"https://example.com/v1-to-v2\" or a path such as \"/docs/v1-to-v2\", of printable ASCII characters other than spaces, quotes and '<>': percent-encode the others, as in \"/docs/%E8%BF%81%E7%A7%BB\"", types: null },
  { name: "a URL with a Latin-1 letter", lifecycle: { deprecated: "2026-01-01", sunsetLink: "https://ex.com/\u00e9" }, message: "Invalid lifecycle sunsetLink \"https://ex.com/é\" at route GET '/x' of app: expected an absolute http(s) URL such as \"https://example.com/v1-to-v2\" or a path such as \"/docs/v1-to-v2\", of printable ASCII characters other than spaces, quotes and '<>': percent-encode the others, as in \"https://ex.com/%C3%A9\"", types: null },
  { name: "a link with a control character", lifecycle: { deprecated: "2026-01-01", link: "/a\u0000b" }, message: "Invalid lifecycle link \"/a\u0000b\" at route GET '/x' of app: expected an absolute http(s) URL such as \"https://example.com/v1-to-v2\" or a path such as \"/docs/v1-to-v2\", of printable ASCII characters other than spaces, quotes and '<>': percent-encode the others, as in \"/a%00b\"", types: null },
  { name: "a link with an escape already and a letter beyond ASCII: the escape kept in the advice", lifecycle: { deprecated: "2026-01-01", link: "/a%20b/\u00e9" }, message: "Invalid lifecycle link \"/a%20b/é\" at route GET '/x' of app: expected an absolute http(s) URL such as \"https://example.com/v1-to-v2\" or a path such as \"/docs/v1-to-v2\", of printable ASCII characters other than spaces, quotes and '<>': percent-encode the others, as in \"/a%20b/%C3%A9\"", types: null },
  { name: "a link with DEL and a space", lifecycle: { deprecated: "2026-01-01", link: "/a\u007fb c" }, message: "Invalid lifecycle link \"/a\u007fb c\" at route GET '/x' of app: expected an absolute http(s) URL such as \"https://example.com/v1-to-v2\" or a path such as \"/docs/v1-to-v2\", of printable ASCII characters other than spaces, quotes and '<>': percent-encode the others, as in \"/a%7Fb%20c\"", types: null },
] as const;
