/**
 * The shared layer (tsconfig.shared.json) is closed: every file outside server/ that the
 * server imports, directly or through other files, is one of its files, and its files
 * import only each other (tsconfig.shared.json then proves they need no DOM nor Node).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const config = JSON.parse(readFileSync(join(root, 'tsconfig.shared.json'), 'utf8')) as { include: string[]; exclude?: string[] };
const globRegex = (globs: string[]) => new RegExp(`^(?:${globs.map((g) => g.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')).join('|')})$`);
const included = globRegex(config.include);
const excluded = globRegex(config.exclude ?? ['$^']);
const isShared = (file: string) => included.test(file) && !excluded.test(file);

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!['migrations', 'generated'].includes(entry.name)) sourceFiles(path, out);
    } else if (/\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** The project files a file imports (relative imports only), as paths from the root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (!spec.startsWith('.')) continue;
    const base = resolve(root, dirname(file), spec);
    const target = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base].find((c) => existsSync(c) && statSync(c).isFile());
    if (target) found.push(relative(root, target));
  }
  return found;
}

describe('shared layer', () => {
  it('the server reaches outside server/ only through shared files', () => {
    const outside = new Set<string>();
    for (const file of sourceFiles('server')) for (const target of importsOf(file)) if (!target.startsWith('server/')) outside.add(target);
    expect([...outside].filter((f) => !isShared(f) && !f.endsWith('.json'))).toEqual([]);
  });

  it('shared files import only shared files', () => {
    const shared = ['authProvider', 'resources', 'server/catalogues'].flatMap((dir) => sourceFiles(dir)).filter(isShared);
    expect(shared.length).toBeGreaterThan(40);
    const strays = shared.flatMap((file) => importsOf(file).filter((t) => !isShared(t) && !t.endsWith('.json')).map((t) => `${file} → ${t}`));
    expect(strays).toEqual([]);
  });
});
