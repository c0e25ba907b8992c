import fs from 'node:fs';
import path from 'node:path';

/**
 * The Content-Security-Policy sources of the inline scripts the built pages carry: the page
 * loader, written into every prerendered and signed-in page (scripts/prerender.mjs, which
 * records its SHA-256 in prerendered/inline-scripts.json). Allowed by hash, that one script
 * runs and no other inline script can: no 'unsafe-inline'. Empty without a build.
 */
export function inlineScriptSources(webRoot: string | null): string[] {
  if (!webRoot) return [];
  const file = path.join(webRoot, 'prerendered', 'inline-scripts.json');
  if (!fs.existsSync(file)) return [];
  const { sha256 } = JSON.parse(fs.readFileSync(file, 'utf8')) as { sha256?: unknown };
  if (
    !Array.isArray(sha256) ||
    !sha256.every((h) => typeof h === 'string' && /^[\w+/]+=*$/.test(h))
  )
    throw new Error(`${file} holds no list of base64 SHA-256 hashes`);
  return sha256.map((hash: string) => `'sha256-${hash}'`);
}
