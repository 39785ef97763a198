/**
 * One row per parameter type (docs/parameter-types.md): a template, a request path, and the params a handler
 * must receive. The runtime tests match the path (with `paramsOf` and through `api.fetch`); the type
 * test checks that `ParamsOf<template>` has exactly these keys and accepts these values.
 */
export const paramCases = [
  { type: "str (default)", template: "/u/<name>", path: "/u/ada", params: { name: "ada" } },
  { type: "str", template: "/u/<name:str>", path: "/u/a%20b", params: { name: "a b" } },
  { type: "str keeps %2F inside", template: "/u/<name:str>", path: "/u/a%2Fb", params: { name: "a/b" } },
  { type: "strorempty", template: "/u/<name:strorempty>/x", path: "/u//x", params: { name: "" } },
  { type: "int", template: "/n/<id:int>", path: "/n/-42", params: { id: -42 } },
  { type: "float", template: "/f/<x:float>", path: "/f/2.5", params: { x: 2.5 } },
  { type: "float without leading digit", template: "/f/<x:float>", path: "/f/.5", params: { x: 0.5 } },
  { type: "float with an exponent", template: "/f/<x:float>", path: "/f/1e-7", params: { x: 1e-7 } },
  { type: "float with a signed upper-case exponent", template: "/f/<x:float>", path: "/f/-2.5E%2B3", params: { x: -2500 } },
  { type: "alpha", template: "/a/<w:alpha>", path: "/a/Hello", params: { w: "Hello" } },
  { type: "slug", template: "/s/<s:slug>", path: "/s/my-post-2", params: { s: "my-post-2" } },
  { type: "path", template: "/p/<rest:path>", path: "/p/a/b/c.txt", params: { rest: "a/b/c.txt" } },
  { type: "path, empty", template: "/p/<rest:path>", path: "/p/", params: { rest: "" } },
  { type: "ymd", template: "/d/<day:ymd>", path: "/d/2024-02-29", params: { day: new Date(Date.UTC(2024, 1, 29)) } },
  { type: "uuid", template: "/id/<u:uuid>", path: "/id/123E4567-e89b-12d3-a456-426614174000", params: { u: "123E4567-e89b-12d3-a456-426614174000" } },
  { type: "ext", template: "/f/<file:ext>", path: "/f/archive.tar.gz", params: { file: "archive.tar", ext: "gz" } },
  { type: "ext=a|b", template: "/f/<file:ext=jpg|png>", path: "/f/cat.png", params: { file: "cat", ext: "png" } },
  { type: "ext, dotted allow-list", template: "/f/<file:ext=gz|tar.gz>", path: "/f/a.tar.gz", params: { file: "a", ext: "tar.gz" } },
  { type: "regex", template: "/r/<code:[a-z]{2,5}>", path: "/r/abc", params: { code: "abc" } },
  { type: "regex with groups and slash", template: "/r/<x:(?:a|b)/?c>", path: "/r/a%2Fc", params: { x: "a/c" } },
  { type: "regex with spaces: inside, and at an end as \\x20", template: "/r/<q:\\x20a b>", path: "/r/%20a%20b", params: { q: " a b" } },
  { type: "non-ASCII static", template: "/café/<id:int>", path: "/caf%C3%A9/1", params: { id: 1 } },
  { type: "prefix parameters", template: "/<tenant:str>/v1/users/<id:int>", path: "/acme/v1/users/7", params: { tenant: "acme", id: 7 } },
] as const;

/** Paths each template must refuse (404), one row per rule of the patterns. */
export const paramMisses = [
  { template: "/n/<id:int>", path: "/n/+5" },
  { template: "/n/<id:int>", path: "/n/1_000" },
  { template: "/n/<id:int>", path: "/n/9007199254740993" },
  { template: "/f/<x:float>", path: "/f/nan" },
  { template: "/f/<x:float>", path: "/f/1e309" },
  { template: "/f/<x:float>", path: "/f/1e" },
  { template: "/f/<x:float>", path: "/f/e5" },
  { template: "/f/<x:float>", path: "/f/0x10" },
  { template: "/a/<w:alpha>", path: "/a/abc1" },
  { template: "/s/<s:slug>", path: "/s/Bad-Slug" },
  { template: "/s/<s:slug>", path: "/s/a--b" },
  { template: "/d/<day:ymd>", path: "/d/2023-02-29" },
  { template: "/d/<day:ymd>", path: "/d/2024-13-01" },
  { template: "/id/<u:uuid>", path: "/id/123e4567e89b12d3a456426614174000" },
  { template: "/f/<file:ext=jpg|png>", path: "/f/cat.gif" },
  { template: "/f/<file:ext>", path: "/f/noext" },
  { template: "/f/<file:ext>", path: "/f/.hidden" },
  { template: "/r/<code:[a-z]{2,5}>", path: "/r/abcdef" },
  { template: "/u/<name>", path: "/u/" },
  { template: "/p/<rest:path>", path: "/p" },
] as const;
