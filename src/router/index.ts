export { compileRouter, type RouterOptions } from "./compile.js";
export type { Found, Match, Matcher, NotAllowed, Routed } from "./types.js";
