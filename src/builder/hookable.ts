/**
 * The hook methods every level has at runtime (app, group, blueprint): each checks what it is
 * given and returns a new builder whose level holds one more hook. The types of each level say
 * what its hooks see (`Blueprint`, `Group`, `App`).
 */
import { hookOf, pluginOf, type HookKind } from "./hook-chain.js";
import { withHook, type Level } from "./level.js";

/** A builder with a level that takes hooks. */
export abstract class Hookable {
  /** The container's settings: its hooks, and its `trustRegex`, which reaches the routes written on it. */
  abstract readonly level: Level;
  /** The same builder on `level`. */
  protected abstract withLevel(level: Level): this;

  private hook(kind: HookKind, hook: unknown): this {
    return this.withLevel(withHook(this.level, hookOf(kind, hook, this.level.label)));
  }
  onRequest(hook: unknown): this {
    return this.hook("onRequest", hook);
  }
  onResponse(hook: unknown): this {
    return this.hook("onResponse", hook);
  }
  onError(hook: unknown): this {
    return this.hook("onError", hook);
  }
  use(plugin: unknown): this {
    return this.withLevel(withHook(this.level, pluginOf(plugin, this.level.label)));
  }
}
