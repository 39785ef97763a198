import { docs } from "versa/docs";
import { api, options } from "./openapi.js";

// GET /docs: the reference page; /docs/v2.json, /docs/v1.json, /docs/unversioned.json: the documents
export const withDocs = docs(api, { info: { title: "Users API" }, tags: options.tags, security: [] });

// serve it like any app: serve(withDocs, { port: 3000 }) from "versa/node"
