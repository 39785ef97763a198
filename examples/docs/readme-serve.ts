import { serve } from "versa/node";
import { api } from "./readme.js"; // the module above

export async function start(port = 3000) {
  const server = await serve(api, { port });
  console.log(`listening on ${server.url}`); // then: curl http://127.0.0.1:3000/api/v1/users/7
  return server;
}
