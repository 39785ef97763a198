/**
 * The route methods shared by `app()` and `blueprint()`, at runtime: each checks its path and
 * options where they are given and returns a new builder with the route added.
 */
import { RouteDefinitionError } from "../core/errors.js";
import { optionError } from "../core/options.js";
import * as msg from "../core/messages.js";
import { rel } from "../path/join.js";
import { parse } from "../path/parse.js";
import { checkOptions, joinTrust } from "./options.js";
import type { AnyHandler } from "./route-context.js";
import { checkBodyMethod, routeWhere } from "./route-checks.js";
import type { RouteDef } from "./route-record.js";
import type { Method } from "../core/route.js";
import { Hookable } from "./hookable.js";

/** The route methods, lower-case as called. */
export const METHODS = ["get", "post", "put", "patch", "delete", "head", "options"] as const;

/** Refuses a path that is not a string before anything reads it (`.get(42, h)`, `.get(h)`). */
function checkPathArg(path: unknown, methods: string, container: string, like: string): void {
  const where = `route ${methods ? `${methods} ` : ""}of ${container}`;
  if (typeof path !== "string") throw new RouteDefinitionError(msg.invalidRoutePath(path, where, like));
}

/** Checks one declaration and returns its definition(s), one per method. */
export function defineRoutes(
  methods: readonly Method[],
  path: string,
  options: Record<string, unknown>,
  handler: unknown,
  container: string,
  containerTrust?: ReadonlySet<string>,
): RouteDef[] {
  const where = routeWhere(methods.join("|"), path, container);
  if (typeof handler !== "function") throw optionError(where, "handler: expected a function");
  const settings = checkOptions("route", options, where);
  checkBodyMethod(settings.schema, methods, where);
  const normal = rel(path);
  // (the route's own trust, and its container's: the patterns trusted where the template is written)
  parse(normal, joinTrust(settings.trusted, containerTrust));
  return methods.map((method) => ({
    ...settings,
    method,
    path,
    rel: normal,
    handler: handler as AnyHandler,
    where: routeWhere(method, path, container),
  }));
}

/** A builder that holds routes: implements `.get`, `.post`, ..., `.route` once for all. */
export abstract class Routable extends Hookable {
  /** How messages name this container: `app`, `blueprint 'a'`. */
  protected abstract get label(): string;
  /** A new builder with these routes added. */
  protected abstract withRoutes(defs: readonly RouteDef[]): this;

  protected add(methods: readonly Method[], path: string, a: unknown, b: unknown): this {
    checkPathArg(path, methods.join("|"), this.label, `.${methods[0]?.toLowerCase() ?? "get"}("/path", handler)`);
    const [options, handler] = b === undefined ? [{}, a] : [a, b];
    if (options === null || typeof options !== "object") {
      throw optionError(routeWhere(methods.join("|"), path, this.label), "expected an options object");
    }
    return this.withRoutes(defineRoutes(methods, path, options as Record<string, unknown>, handler, this.label, this.level.trusted));
  }

  get(path: string, a: unknown, b?: unknown): this { return this.add(["GET"], path, a, b); }
  post(path: string, a: unknown, b?: unknown): this { return this.add(["POST"], path, a, b); }
  put(path: string, a: unknown, b?: unknown): this { return this.add(["PUT"], path, a, b); }
  patch(path: string, a: unknown, b?: unknown): this { return this.add(["PATCH"], path, a, b); }
  delete(path: string, a: unknown, b?: unknown): this { return this.add(["DELETE"], path, a, b); }
  head(path: string, a: unknown, b?: unknown): this { return this.add(["HEAD"], path, a, b); }
  options(path: string, a: unknown, b?: unknown): this { return this.add(["OPTIONS"], path, a, b); }

  route(path: string, options: { methods?: unknown } & Record<string, unknown>, handler: unknown): this {
    const { methods, ...rest } = options ?? {};
    const listed = Array.isArray(methods) ? methods.map((m) => String(m).toUpperCase()).join("|") : "";
    checkPathArg(path, listed, this.label, `.route("/path", { methods: ["GET"] }, handler)`);
    const where = `route '${path}' of ${this.label}`;
    if (!Array.isArray(methods) || methods.length === 0) throw optionError(where, "methods: expected a non-empty array of methods");
    const upper = methods.map((m) => String(m).toUpperCase());
    const bad = upper.find((m) => !METHODS.includes(m.toLowerCase() as (typeof METHODS)[number]));
    if (bad !== undefined) throw optionError(where, `methods: unknown method '${bad}', expected ${METHODS.join(", ").toUpperCase()}`);
    return this.add(upper as Method[], path, rest, handler);
  }
}
