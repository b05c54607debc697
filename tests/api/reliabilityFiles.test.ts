/**
 * Issue 18, without an app: a PDF is a PDF only when it starts with its signature;
 * exported files are removed once their link expired; the JSON depth guard; yup's
 * default messages in Spanish and its trim() safe on any value.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import '../../resources/engine/yupLocale';
import { contentMatchesExtension } from '../../server/lib/fileContent';
import { expiryOf, exportKey, REMOVAL_GRACE_SECONDS, sweepExpiredExports } from '../../server/lib/exportCleanup';
import { localStorage } from '../../server/lib/storage';
import { hasForbiddenCharacters, jsonDepth } from '../../server/plugins/inputGuards';

describe('Fiabilidad sin app: archivos, anidamiento y mensajes de yup', () => {
  const root = mkdtempSync(join(tmpdir(), 'policia-exports-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('un PDF empieza por %PDF-; la firma más adentro no basta', () => {
    expect(contentMatchesExtension('.pdf', Buffer.from('%PDF-1.7\n...'))).toBe(true);
    expect(contentMatchesExtension('.PDF', Buffer.from('%PDF-1.4'))).toBe(true);
    expect(contentMatchesExtension('.pdf', Buffer.from('MZ\u0090\u0000 relleno %PDF-1.4'))).toBe(false);
    expect(contentMatchesExtension('.pdf', Buffer.from(' %PDF-1.4'))).toBe(false);
    expect(contentMatchesExtension('.pdf', Buffer.from('%PDF'))).toBe(false);
  });

  it('las exportaciones caducadas se borran; las vigentes y otros archivos quedan', async () => {
    const storage = localStorage(root);
    const write = async (key: string) => {
      const stream = await storage.writeStream(key);
      await new Promise<void>((resolve) => stream.end('x', () => resolve()));
    };
    const exists = async (key: string) => existsSync(join(root, key));
    const now = Math.floor(Date.now() / 1000);
    const expired = `exports/${now - REMOVAL_GRACE_SECONDS - 10}-00000000-0000-4000-8000-000000000000.xlsx`;
    const live = exportKey(300);
    expect(expiryOf(live)).toBeGreaterThanOrEqual(now + 300);
    expect(expiryOf('exports/informe.xlsx')).toBeNull();
    await write(expired);
    await write(live);
    await write('exports/informe.xlsx');
    expect(await sweepExpiredExports(storage)).toBe(1);
    expect(await exists(expired)).toBe(false);
    expect(await exists(live)).toBe(true);
    expect(await exists('exports/informe.xlsx')).toBe(true);
  });

  it('la profundidad de un JSON se mide sin contar corchetes dentro de textos', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[["}')).toBe(1);
    expect(jsonDepth('['.repeat(10_000), 64)).toBe(65);
    expect(hasForbiddenCharacters('a\u0000b')).toBe(true);
    expect(hasForbiddenCharacters('x\ud800')).toBe(true);
    expect(hasForbiddenCharacters('\udc00y')).toBe(true);
    expect(hasForbiddenCharacters('😀 ñandú')).toBe(false);
  });

  it('yup responde en español y trim() no lanza con objetos ni listas', async () => {
    const schema = yup.object({ nombre: yup.string().trim().required(), edad: yup.number().integer().max(120) });
    const messages = async (value: unknown) => {
      try {
        await schema.validate(value, { abortEarly: false });
        return [];
      } catch (error) {
        return (error as yup.ValidationError).errors;
      }
    };
    expect(await messages({ nombre: { a: 1 }, edad: 1.5 })).toEqual(['El campo «nombre» debe ser un texto', 'El campo «edad» debe ser un número entero']);
    expect(await messages({ nombre: ['x'], edad: 200 })).toEqual(['El campo «nombre» debe ser un texto', 'El campo «edad» debe ser menor o igual a 120']);
    expect(await messages({})).toEqual(['El campo «nombre» es obligatorio']);
    expect(await messages('hola')).toEqual(['Los datos enviados deben ser un objeto JSON']);
    expect(await schema.validate({ nombre: '  Ana  ' })).toEqual({ nombre: 'Ana' });
  });
});
