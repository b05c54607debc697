import { defineConfig } from 'drizzle-kit';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resourceDeclarations } from './resources/registry';
import * as schema from './server/db/schema';

/**
 * drizzle-kit finds tables among a schema file's exports. Resource tables are built from
 * the registry, so the ones schema.ts does not name are exported from a file written
 * here, from the registry, each time drizzle-kit runs: a declaration in the registry is
 * all a new table needs.
 */
function writeDeclaredTables(): string {
  const exported = new Set<unknown>(Object.values(schema));
  const lines: string[] = [];
  for (const declaration of resourceDeclarations) {
    if (!exported.has(schema.tableOf(declaration.name))) lines.push(`export const ${declaration.name}Table = tableOf('${declaration.name}');`);
    if (declaration.documents && !exported.has(schema.documentsTableOf(declaration.name))) {
      lines.push(`export const ${declaration.name}DocumentsTable = documentsTableOf('${declaration.name}');`);
    }
  }
  const file = './server/db/generated/declaredTables.ts';
  mkdirSync('./server/db/generated', { recursive: true });
  const used = ['documentsTableOf', 'tableOf'].filter((name) => lines.some((line) => line.includes(`${name}(`)));
  const imports = used.length ? `import { ${used.join(', ')} } from '../schema';\n\n` : '';
  writeFileSync(file, `// Written by drizzle.config.ts from the registry; not committed.\n${imports}${lines.join('\n')}\nexport {};\n`);
  return file;
}

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', writeDeclaredTables()],
  out: './server/db/migrations',
});
