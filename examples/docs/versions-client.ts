import { createClient } from "versa/client";
import type { api } from "./versions-4.js";

export async function main(baseUrl: string): Promise<void> {
  const client = createClient<typeof api>({
    baseUrl,
    // once per path template: a log line that says where to go
    onDeprecation: ({ method, path, deprecation }) => console.warn(`${method} ${path} is deprecated (see ${deprecation.link})`),
  });
  const v1 = await client.get("/v1/users/<id:int>", { params: { id: 7 } });
  if (v1.ok) console.log(v1.data.name, v1.deprecation?.sunset); // { id, name }, and the sunset it was told
  const v2 = await client.get("/v2/users/<id:int>", { params: { id: 7 } });
  if (v2.ok) console.log(v2.data.first, v2.data.last); // { id, first, last }
  const report = await client.get("/v3/reports/");
  if (report.ok) console.log(report.data[0]?.orders);
}
