/**
 * The runtime twin of the params-schema check in the route types: every key of a params schema
 * names a parameter of the composed path, and every parameter of the route's own path has a key.
 * Only schemas that show their keys (zod objects' `shape`) can be checked.
 */
import { RouteDefinitionError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import { paramNames, parse, type Parsed } from "../path/parse.js";
import type { RouteSchema } from "../core/schema.js";
import { fieldsOf } from "../core/schema-shape.js";
import { checkShape } from "./input-shape.js";
import { checkParamInputs } from "./schema-input.js";

/** The route as this check needs it. */
interface Declared {
  readonly path: string;
  readonly rel: string;
  readonly where: string;
  readonly schema?: RouteSchema | undefined;
}

/** Throws a `RouteDefinitionError` when a params schema does not fit its route: that it takes an
 * object and the values its fields take in `schema-input.ts`, its keys here. */
export function checkParamsSchema(def: Declared, composed: Parsed): void {
  // (before its keys: a schema that takes no object is the one mistake, whatever keys it shows)
  checkShape(def.schema?.params, "Params", def.path, def.where);
  const fields = fieldsOf(def.schema?.params);
  if (fields === undefined) return;
  const keys = fields.map(([k]) => k);
  const all = new Set(paramNames(composed.segments));
  const unknown = keys.find((k) => !all.has(k));
  if (unknown !== undefined) throw new RouteDefinitionError(`${msg.unknownSchemaKey(unknown, def.path)} (at ${def.where})`, { code: "INVALID_SCHEMA" });
  const missing = paramNames(parse(def.rel).segments).find((n) => !keys.includes(n));
  if (missing !== undefined) throw new RouteDefinitionError(`${msg.missingSchemaKey(missing, def.path)} (at ${def.where})`, { code: "INVALID_SCHEMA" });
  checkParamInputs(def.schema?.params, composed.segments, def.path, def.where);
}
