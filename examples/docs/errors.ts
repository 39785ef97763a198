import { VersaError } from "versa";
import { api } from "./readme.js";

/** The URL of a user whose id came from outside, or undefined when no URL can hold it. */
export function userUrl(id: unknown): string | undefined {
  try {
    return api.url("/api/v1/users/<id:int>", { id: id as number });
  } catch (e) {
    if (e instanceof VersaError && e.code === "INVALID_URL_PARAMS") return undefined;
    throw e;
  }
}
