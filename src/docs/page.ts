/**
 * The text of the docs page: its HTML and the script that starts Swagger UI on it. The script is
 * a file of its own rather than inline, so a Content Security Policy without 'unsafe-inline'
 * still runs it.
 */

/** One document the page offers: its label in the version switch and its URL. */
export interface PageDocument {
  readonly name: string;
  readonly url: string;
}

const ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/**
 * The page: Swagger UI's stylesheet and scripts from `base`, then the start script.
 *
 * @example
 * ```ts
 * pageHtml("API", "/docs"); // "<!doctype html>...<script src=\"/docs/start.js\"></script>..."
 * ```
 */
export const pageHtml = (title: string, base: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(base)}/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="${escapeHtml(base)}/swagger-ui-bundle.js"></script>
<script src="${escapeHtml(base)}/swagger-ui-standalone-preset.js"></script>
<script src="${escapeHtml(base)}/start.js"></script>
</body>
</html>
`;

/**
 * The start script: one entry per document in the top bar's switch, the first one shown. No
 * validator badge (it would send the document to a remote validator).
 *
 * @example
 * ```ts
 * startScript([{ name: "v2", url: "/docs/v2.json" }]); // "window.ui = SwaggerUIBundle({...});"
 * ```
 */
export function startScript(documents: readonly PageDocument[]): string {
  const config = {
    urls: documents,
    "urls.primaryName": documents[0]?.name,
    dom_id: "#docs",
    deepLinking: true,
    validatorUrl: null,
    layout: "StandaloneLayout",
  };
  // JSON, with `<` escaped: the text stays inert wherever it is pasted
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return `"use strict";
window.ui = SwaggerUIBundle(Object.assign(${json}, {
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  plugins: [SwaggerUIBundle.plugins.DownloadUrl],
}));
`;
}
