/**
 * The persistent list the builders keep their routes, members and hooks in: each builder call
 * returns a new builder, so adding must not copy or change what other builders hold.
 */

/** A persistent list, newest first: adding is O(1) and never touches other holders of the list. */
export type List<T> = { readonly head: T; readonly tail: List<T> } | undefined;
export const push = <T>(list: List<T>, head: T): List<T> => ({ head, tail: list });
export const toArray = <T>(list: List<T>): T[] => {
  const out: T[] = [];
  for (let l = list; l; l = l.tail) out.push(l.head);
  return out.reverse();
};
