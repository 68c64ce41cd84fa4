const startedAt = new Date();

/** The page at PUBLIC_SECRET_PATH: a public, unlinked service status page for operators. */
export function statusPage(): string {
  const uptimeMinutes = Math.floor((Date.now() - startedAt.getTime()) / 60000);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Framewise status</title></head><body style="font-family:system-ui;margin:3rem">
<h1>Framewise is running</h1><p>Up for ${uptimeMinutes} minutes, since ${startedAt.toISOString()}.</p></body></html>`;
}
