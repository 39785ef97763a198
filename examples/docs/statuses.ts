import { z } from "zod";
import { app, json } from "versa";
import { createClient } from "versa/client";

const User = z.object({ id: z.number(), name: z.string() });
const NotFound = z.object({ error: z.string() });

export const api = app()
  .post("/users", () => json({ id: 2 }, 201))
  .get("/users/<id:int>", { schema: { response: { 200: User, 404: NotFound } } }, ({ params }) =>
    params.id === 1 ? { id: 1, name: "Ada" } : json({ error: `no user ${params.id}` }, 404),
  );

const client = createClient<typeof api>({ baseUrl: "http://127.0.0.1:3000" });
export async function show(id: number) {
  const r = await client.get("/users/<id:int>", { params: { id } });
  if (r.status === 200) return r.data.name; // data: { id: number; name: string }
  if (r.status === 404) return r.error.error; // error: { error: string }
  return `status ${r.status}`; // any other failure status, error: unknown
}
// app().get("/x", { schema: { response: { 200: User } } }, () => json({ error: "x" }, 404))
//   -> compile error: 404 is not a status of the map (and a 500 for onError, were it not a literal)
