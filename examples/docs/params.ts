import { app } from "versa";

export const api = app()
  .get("/users/<id:int>/posts/<slug:slug>", ({ params }) => params) // { id: number; slug: string }
  .get("/days/<day:ymd>", ({ params }) => params.day.toISOString()) // day: Date (UTC midnight)
  .get("/files/<name:ext=jpg|png>", ({ params }) => `${params.name} as ${params.ext}`) // ext: "jpg" | "png"
  .get("/codes/<code:[A-Z]{2}-\\d{3}>", ({ params }) => params.code) // a regex: string
  .get("/static/<rest:path>", ({ params }) => params.rest); // the rest of the path, "/" included

// A URL from a template, each value checked against its pattern:
export const url = api.url("/files/<name:ext=jpg|png>", { name: "cat", ext: "png" }); // "/files/cat.png"
