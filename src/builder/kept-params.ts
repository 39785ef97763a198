/**
 * A setter that replaces a url prefix or version prefix once routes (or hooks) were typed with the
 * old one must keep its parameters: the handlers were given them. The type refuses the argument
 * with a message; the runtime throws `DROPPED_PARAM` for what the types could not see.
 */
import { RouteDefinitionError } from "../core/errors.js";
import * as msg from "../core/messages.js";
import { droppedParams, type DroppedParams } from "../path/dropped.js";
import type { AnyHooks } from "./hook-keys.js";
import type { AnyRouteEntry } from "./state-entries.js";

/**
 * A setter's argument: `Checked` (the literal, or the message of its own mistake), or the message
 * naming a parameter of the setting it replaces (`Old`) that `New` drops, when `E` (the routes
 * added before it that read this setting) is not empty: their handlers were typed with it.
 */
export type Keeps<Checked, Setter extends string, S extends string, Old extends string | undefined, New extends string, E, W extends string> =
  [E] extends [never] ? Checked
  : [Checked] extends [S]
    ? [Old] extends [string]
      ? DroppedParams<Old, New> extends infer D extends string ? ([D] extends [never] ? Checked : msg.DroppedParam<Setter, S, D, W>) : Checked
      : Checked
    : Checked;

/** What a setter's check counts as typed with the level's settings: the routes, and the hooks once there are any. */
export type TypedWith<E, H extends AnyHooks> = [H] extends [undefined] ? E : E | AnyRouteEntry;

/** Throws when `next` drops a parameter of `old` that the routes (or hooks) added so far were typed with. */
export function keeps(setter: string, value: string, old: string, next: string, where: string): void {
  const [dropped] = droppedParams(old, next);
  if (dropped !== undefined) throw new RouteDefinitionError(msg.droppedParam(setter, value, dropped, where), { code: "DROPPED_PARAM" });
}
