/**
 * First-load JavaScript of the login page: the entry `<script type="module" src>` and
 * every `<link rel="modulepreload" href>` of the built index.html, each gzipped at the
 * default level 6 (what servers and CDNs use, not 9) and summed. Chunks the app imports
 * dynamically after start are not counted: they are not part of the first load.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_TARGET_BYTES = 420 * 1024;

export interface BundleFile {
  path: string;
  kind: 'entry' | 'modulepreload';
  rawBytes: number;
  gzipBytes: number;
}

export type BundleResult =
  | { skipped: string; distDir: string }
  | { distDir: string; files: BundleFile[]; rawBytes: number; gzipBytes: number };

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z-:]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return found;
}

/** The JS URLs index.html makes the browser fetch before the app starts. */
export function firstLoadScripts(html: string): { url: string; kind: BundleFile['kind'] }[] {
  const scripts: { url: string; kind: BundleFile['kind'] }[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const attrs = attributes(tag.slice(7, -1));
    if (attrs.type === 'module' && attrs.src) scripts.push({ url: attrs.src, kind: 'entry' });
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag.slice(5, -1));
    if (attrs.rel?.split(/\s+/).includes('modulepreload') && attrs.href) scripts.push({ url: attrs.href, kind: 'modulepreload' });
  }
  return scripts;
}

export function measureFirstLoad(root: string, distDir = resolve(root, process.env.BENCH_DIST_DIR ?? 'dist')): BundleResult {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    return { distDir, skipped: `${indexHtml} does not exist (build it first with \`npx vite build\`; BENCH_DIST_DIR may point to another build folder)` };
  }
  const html = readFileSync(indexHtml, 'utf8');
  const scripts = firstLoadScripts(html);
  if (scripts.length === 0) return { distDir, skipped: `${indexHtml} has no <script type="module" src> (not a built index.html?)` };
  const files: BundleFile[] = [];
  const seen = new Set<string>();
  for (const script of scripts) {
    if (/^(https?:)?\/\//.test(script.url)) return { distDir, skipped: `${script.url} is not served from dist` };
    const path = join(distDir, decodeURIComponent(script.url.split(/[?#]/)[0].replace(/^\.?\//, '')));
    if (seen.has(path)) continue;
    seen.add(path);
    if (!existsSync(path)) return { distDir, skipped: `${script.url} is referenced by index.html but ${path} is missing` };
    const content = readFileSync(path);
    files.push({ path: path.slice(distDir.length + 1), kind: script.kind, rawBytes: content.length, gzipBytes: gzipSync(content, { level: 6 }).length });
  }
  return {
    distDir,
    files,
    rawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}
