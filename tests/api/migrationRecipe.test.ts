/**
 * The README's recipe for a new resource, followed on a copy of this checkout:
 * the migration generator emits nothing for the unchanged registry (the schema snapshot
 * and the migrations agree), then a declaration file plus one registry line, generated,
 * gives a migration that creates only the new table, and the server starts on it and
 * serves the resource.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processLogin, startServerProcess, type ServerProcess } from '../support/serverProcess';

const root = resolve(import.meta.dirname, '../..');
const migrationsDir = 'server/db/migrations';

/** Every file git knows (tracked or new, not ignored), copied as it is in the work tree. */
function copyCheckout(target: string) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(target, file));
    } catch {
      // A file deleted in the work tree but still in the index.
    }
  }
  symlinkSync(join(root, 'node_modules'), join(target, 'node_modules'));
}

function generate(cwd: string, name: string): string {
  return execFileSync(process.execPath, [join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--name', name], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function migrationFiles(cwd: string): string[] {
  return readdirSync(join(cwd, migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
}

describe('the README recipe for a new resource', () => {
  let copy: string;
  let server: ServerProcess | undefined;

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'policia-recipe-'));
    copyCheckout(copy);
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    rmSync(copy, { recursive: true, force: true });
  });

  it('generates no migration for the unchanged registry', () => {
    const before = migrationFiles(copy);
    const output = generate(copy, 'drift');
    expect(migrationFiles(copy), output).toEqual(before);
    expect(output).toContain('No schema changes');
  });

  it('declares, registers, generates and starts: the new resource is served', async () => {
    const fixture = readFileSync(join(root, 'tests/fixtures/equiposResource.ts'), 'utf8').replace("'../../resources/engine/types'", "'../engine/types'");
    mkdirSync(join(copy, 'resources/equipos'));
    writeFileSync(join(copy, 'resources/equipos/declaration.ts'), fixture);
    const registryPath = join(copy, 'resources/registry.ts');
    const registry = readFileSync(registryPath, 'utf8')
      .replace("import type { ResourceDeclaration } from './engine/types';", "import type { ResourceDeclaration } from './engine/types';\nimport { equiposDeclaration } from './equipos/declaration';")
      .replace('  disciplinaryCasesDeclaration,\n];', '  disciplinaryCasesDeclaration,\n  equiposDeclaration,\n];');
    expect(registry).toContain('equiposDeclaration,\n];');
    writeFileSync(registryPath, registry);

    const before = migrationFiles(copy);
    generate(copy, 'equipos');
    const added = migrationFiles(copy).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    const sql = readFileSync(join(copy, migrationsDir, added[0]), 'utf8');
    expect(sql).toContain('CREATE TABLE "equipos"');
    // Nothing but the new table: no statement about an existing one.
    const tablesTouched = [...sql.matchAll(/(?:TABLE|ON) "([a-z_]+)"/g)].map((m) => m[1]);
    expect(new Set(tablesTouched)).toEqual(new Set(['equipos']));

    server = await startServerProcess({ cwd: copy, dataDir: join(copy, 'data') });
    const token = await processLogin(server.baseUrl);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${server.baseUrl}/api/equipos`, { method: 'POST', headers, body: JSON.stringify({ serial: 'GPS-100', cantidad: 3, tipo: 1 }) });
    expect(created.status, await created.clone().text()).toBe(201);
    expect((await created.json()).message).toBe('Equipo guardado exitosamente');
    const list = await fetch(`${server.baseUrl}/api/equipos?search=gps`, { headers });
    expect(list.status).toBe(200);
    expect((await list.json()).data.map((row: { serial: string }) => row.serial)).toEqual(['GPS-100']);
  }, 240_000);
});
