/**
 * Every app.* key the movement screens use exists in the Spanish catalogue (the i18n
 * provider runs with allowMissing false: a missing key would show raw on screen).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spanishMessages } from '../../src/providers';
import { statusKey } from '../../resources/movements/format';
import { historyTitleKey, moduleLabelKey } from '../../resources/vacations/modules';

const FOLDERS = ['resources/movements', 'resources/reentries', 'resources/disincorporations', 'resources/vacations'];

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), spanishMessages);
}

function literalKeys(): string[] {
  const keys = new Set<string>();
  for (const folder of FOLDERS) {
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.tsx') || f.endsWith('.ts'))) {
      const text = readFileSync(join(folder, file), 'utf8');
      for (const match of text.matchAll(/['"`](app\.[\w.]+)['"`]/g)) keys.add(match[1]);
    }
  }
  return [...keys];
}

describe('movement screen texts', () => {
  it('finds the keys the screens use', () => {
    expect(literalKeys().length).toBeGreaterThan(80);
  });

  /** The list screens' catalogue sections: MovementListScreen reads these texts under each. */
  const SECTIONS = ['app.movements.reentries', 'app.movements.disincorporations', 'app.movements.vacations'];
  const SECTION_TEXTS = ['searchPlaceholder', 'create', 'table', 'deleted', 'deleteTitle'];

  it('every literal key is a text of the catalogue (or one of the list screens\' sections)', () => {
    const missing = literalKeys().filter((key) => typeof lookup(key) !== 'string' && !SECTIONS.includes(key));
    expect(missing).toEqual([]);
  });

  it('every list screen section has the texts MovementListScreen reads', () => {
    const missing = SECTIONS.flatMap((section) => SECTION_TEXTS.map((text) => `${section}.${text}`)).filter((key) => typeof lookup(key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('every computed key (status, module, history title, decision entity) is a text', () => {
    const computed = [
      ...[1, 2, 3, 9].map(statusKey),
      ...[1, 2, 3, 7].map(moduleLabelKey),
      ...[1, 2, 3].map(historyTitleKey),
      ...['reentries', 'disincorporations', 'vacations'].flatMap((entity) => ['name', 'approved', 'rejected'].map((k) => `app.movements.decision.entities.${entity}.${k}`)),
    ];
    expect(computed.filter((key) => typeof lookup(key) !== 'string')).toEqual([]);
    expect(lookup(statusKey(9))).toBe('Sin Estado');
    expect(lookup(moduleLabelKey(7))).toBe('Tipo de módulo no válido');
    expect([1, 2, 3].map((m) => lookup(historyTitleKey(m)))).toEqual(['Histórico de Vacaciones', 'Histórico de Comisiones de Servicio', 'Histórico de Reposos']);
  });
});
