export { compileRouter, type RouterOptions } from "./compile.js";
export type { Found, Match, Matcher, Routed } from "./types.js";
