import * as z from 'zod/mini';

/** The renderer's one file: Scalar's standalone build, served by us so the page loads nothing from elsewhere. */
export const RENDERER_FILE = 'scalar.js';
/** Where that file is in its package (and, on Lambda, its name beside the bundle). */
export const rendererPackageFile = '@scalar/api-reference/browser/standalone.js';

/** The renderer route's path: only the one file it serves. */
export const rendererParams = z.strictObject({ file: z.literal(RENDERER_FILE) });

/**
 * The reference page: Scalar's renderer over /api/openapi.json. What would reach Scalar's servers is
 * off (its default fonts, its AI agent, which it turns on by itself on localhost, telemetry) and
 * the page's Content-Security-Policy allows this origin only.
 */
export const referencePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invoicing API reference</title>
<link rel="icon" href="data:,">
</head>
<body>
<script id="api-reference" data-url="/api/openapi.json" data-configuration='{"withDefaultFonts":false,"hideClientButton":true,"telemetry":false,"agent":{"disabled":true},"showDeveloperTools":"never"}'></script>
<script src="/api/docs/${RENDERER_FILE}"></script>
</body>
</html>
`;

/** What the reference page may load: this origin's script and document; Scalar sets its styles inline. */
export const referencePolicy =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
