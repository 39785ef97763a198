/**
 * Query and header fields as a call passes them: for each field schema, values the client's type
 * takes with what the handler then gets (the runtime test sends each through the client, as a
 * query and, but for arrays, as a header), and values the type refuses (the type test,
 * types-test/text-inputs.test-d.ts, checks both lists).
 */
import { z } from "zod";

const day = new Date(Date.UTC(2024, 1, 29, 12));

export const textInputCases = [
  { name: "z.coerce.number()", schema: z.coerce.number(), sends: [[2, 2], ["2", 2]], refuses: [{ x: 1 }, "two", true] },
  { name: "z.coerce.bigint()", schema: z.coerce.bigint(), sends: [[2n, 2n], ["2", 2n]], refuses: [{ x: 1 }, 2.5] },
  { name: "z.coerce.date()", schema: z.coerce.date(), sends: [[day, day], [day.toISOString(), day]], refuses: [{ x: 1 }, 1] },
  { name: "z.stringbool()", schema: z.stringbool(), sends: [[false, false], ["false", false], [true, true]], refuses: [{ x: 1 }, 0] },
  { name: "z.coerce.boolean(), which reads any text as true", schema: z.coerce.boolean(), sends: [["yes", true]], refuses: [false, { x: 1 }] },
  { name: "z.string()", schema: z.string(), sends: [["a", "a"]], refuses: [1, { x: 1 }] },
  { name: "z.enum()", schema: z.enum(["a", "b"]), sends: [["b", "b"]], refuses: ["c", 1] },
  { name: "z.array(z.coerce.number()): an item or several", schema: z.array(z.coerce.number()), sends: [[[1, "2"], [1, 2]], [3, [3]]], refuses: [["x"], [{ x: 1 }]], query: true },
  { name: "z.array(z.string()).optional(): an item or several, or none", schema: z.array(z.string()).optional(), sends: [["x", ["x"]], [["x", "y"], ["x", "y"]], [undefined, undefined]], refuses: [1, [1], { x: 1 }], query: true },
  { name: "z.array(z.coerce.number()).default([]): an item or several, or none", schema: z.array(z.coerce.number()).default([]), sends: [[1, [1]], [["2", 3], [2, 3]], [undefined, []]], refuses: [["x"], { x: 1 }], query: true },
  { name: "z.string().array().nullish(): an item or several, null or none", schema: z.string().array().nullish(), sends: [["x", ["x"]], [null, undefined], [undefined, undefined]], refuses: [1, [{ x: 1 }]], query: true },
  { name: "z.lazy(() => z.array(z.string())): an item or several, as the array it gives", schema: z.lazy(() => z.array(z.string())), sends: [["x", ["x"]], [["x", "y"], ["x", "y"]]], refuses: [1, [1]], query: true },
  { name: "a union of arrays: an item or several, as one of them", schema: z.union([z.array(z.literal("x")), z.array(z.literal("y"))]), sends: [["x", ["x"]], [["y", "y"], ["y", "y"]]], refuses: ["z", ["z"]], query: true },
  { name: "a union of an array and a tuple, nullable: an item or several", schema: z.union([z.array(z.coerce.number()), z.tuple([z.string()])]).nullable(), sends: [[1, [1]], [["2", 3], [2, 3]]], refuses: [{ x: 1 }], query: true },
  { name: "z.array(z.string()).transform(): an item or several, as the array before it", schema: z.array(z.string()).transform((a) => a.join(",")), sends: [["a", "a"], [["a", "b"], "a,b"]], refuses: [1, [1]], query: true },
  { name: "z.coerce.number().optional()", schema: z.coerce.number().optional(), sends: [[1, 1], [undefined, undefined]], refuses: [{ x: 1 }, "one"] },
  { name: "z.unknown(): any query value", schema: z.unknown(), sends: [["a", "a"], [1, "1"]], refuses: [{ x: 1 }] },
  { name: "z.any(): any query value", schema: z.any(), sends: [[true, "true"]], refuses: [{ x: 1 }] },
] as const;
