export { compileRouter, type RouterOptions } from "./compile.js";
export { decodePath } from "./decode.js";
export type { Found, Match, Matcher, NotAllowed, Routed } from "./types.js";
