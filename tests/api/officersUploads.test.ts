/**
 * Uploading an officer's documents and photos (RRHH §2.1, §3.6, §5.5): PDF only for
 * documents, 10 MB a file, duplicates skipped, one photo per slot, stored files served
 * back and removed with their rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { answer, createOfficer, type OfficerAnswer } from './officersFixture';

interface Part {
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data request body. */
function multipart(fields: Record<string, string>, files: Part[]) {
  const boundary = `----policia${Date.now().toString(16)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`), file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF`);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describeOnEachDatabase('Funcionarios: carga de archivos', (kind) => {
  let t: TestApp;
  let token: string;
  let officer: OfficerAnswer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.login('mgonzalez');
    officer = await createOfficer(t, token);
  });
  afterAll(() => t.close());

  const upload = (what: 'documents' | 'images', fields: Record<string, string>, files: Part[], as: string | null = token) =>
    t.call(as, { method: 'POST', url: `/api/rrhh/${officer.id}/${what}`, ...multipart(fields, files) });
  const loaded = async () => answer<OfficerAnswer>(await t.call(token, { method: 'GET', url: `/api/rrhh/${officer.id}` }), 200).data;
  const download = (url: string) => t.call(token, { method: 'GET', url });

  describe('documents', () => {
    it('stores PDF files and serves them back', async () => {
      const uploaded = answer<{ id: number; name: string; size: number; type: number; url: string }[]>(
        await upload('documents', { type: '3' }, [{ name: 'cédula.pdf', content: pdf('cedula') }, { name: 'titulo.pdf', content: pdf('titulo universitario') }]),
        201,
      );
      expect(uploaded.message).toBe('Documentos cargados exitosamente');
      expect(uploaded.data.map((d) => [d.name, d.size, d.type])).toEqual([['cédula.pdf', pdf('cedula').length, 3], ['titulo.pdf', pdf('titulo universitario').length, 3]]);
      const [first] = uploaded.data;
      expect(first.url).toBe(`/api/rrhh/${officer.id}/documents/${first.id}/file`);
      const file = await download(first.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(pdf('cedula'))).toBe(true);
      expect((await loaded()).documents.map((d) => d.name)).toEqual(['cédula.pdf', 'titulo.pdf']);
    });

    it('skips a file already stored with the same name and size', async () => {
      const again = answer<{ name: string }[]>(await upload('documents', { type: '3' }, [{ name: 'titulo.pdf', content: pdf('titulo universitario') }, { name: 'acta.pdf', content: pdf('acta') }]), 201);
      expect(again.data.map((d) => d.name)).toEqual(['acta.pdf']);
      expect((await loaded()).documents).toHaveLength(3);
    });

    it('refuses the whole upload with Spanish messages and stores nothing', async () => {
      const before = (await loaded()).documents.length;
      const noType = answer(await upload('documents', {}, [{ name: 'a.pdf', content: pdf('a') }]), 400);
      expect(noType.errors).toEqual(['Debe seleccionar el tipo de archivo']);
      const wrong = answer(await upload('documents', { type: '1' }, [{ name: 'b.pdf', content: pdf('b') }, { name: 'carta.docx', content: Buffer.from('x'), type: 'application/msword' }]), 400);
      expect(wrong.errors).toEqual(['El archivo carta.docx no es un PDF']);
      const large = answer(await upload('documents', { type: '1' }, [{ name: 'grande.pdf', content: Buffer.alloc(10 * 1024 * 1024 + 1, 1) }]), 400);
      expect(large.errors).toEqual(['El archivo grande.pdf supera el tamaño máximo de 10 MB']);
      expect(answer(await upload('documents', { type: '1' }, []), 400).errors).toEqual(['Debe agregar al menos un archivo']);
      // Checked by content as well as by name: a renamed file is refused.
      const renamed = answer(await upload('documents', { type: '1' }, [{ name: 'c.pdf', content: pdf('c') }, { name: 'programa.pdf', content: Buffer.from('MZ\x90\x00 not a pdf') }]), 400);
      expect(renamed.errors).toEqual(['El contenido del archivo programa.pdf no corresponde a su formato']);
      expect((await loaded()).documents).toHaveLength(before);
    });

    it('removes the stored file with its row', async () => {
      const [document] = (await loaded()).documents as (OfficerAnswer['documents'][number] & { url: string })[];
      answer(await t.call(token, { method: 'DELETE', url: `/api/rrhh/${officer.id}/documents`, payload: { documentIds: [document.id] } }), 200);
      expect(answer(await download(document.url), 404).message).toBe('El archivo no existe o ya no está disponible');
    });
  });

  describe('images', () => {
    it('puts one photo per slot, replacing the previous one', async () => {
      const first = answer<{ id: number; type: number; url: string; urlImage: string }>(await upload('images', { type: '1' }, [{ name: 'civil.png', content: PNG, type: 'image/png' }]), 201);
      expect(first).toMatchObject({ message: 'Imagen cargada exitosamente', data: { type: 1, urlImage: `/api/rrhh/${officer.id}/images/${first.data.id}/file` } });
      const image = await download(first.data.url);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(PNG)).toBe(true);

      const second = answer<{ id: number }>(await upload('images', { type: '1' }, [{ name: 'civil2.jpg', content: PNG, type: 'image/jpeg' }]), 201);
      expect((await loaded()).images.map((i) => [i.id, i.type])).toEqual([[second.data.id, 1]]);
      expect((await download(first.data.url)).statusCode).toBe(404);
    });

    it('proxies only this system\'s stored photos (external-services/proxy-image)', async () => {
      const stored = answer<{ url: string }>(await upload('images', { type: '2' }, [{ name: 'uniforme.png', content: PNG, type: 'image/png' }]), 201);
      const proxy = (url: string) => t.call(token, { method: 'GET', url: `/api/external-services/proxy-image?url=${encodeURIComponent(url)}` });
      for (const url of [stored.data.url, `http://localhost:80${stored.data.url}`, stored.data.url.replace('/api/', '')]) {
        const image = await proxy(url);
        expect(image.statusCode, url).toBe(200);
        expect(image.headers['content-type']).toBe('image/png');
        expect(image.rawPayload.equals(PNG)).toBe(true);
      }
      for (const url of ['http://example.com/foto.png', 'http://169.254.169.254/latest/meta-data', `http://evil.test${stored.data.url}`, `${stored.data.url}?x=1`, `/api/rrhh/${officer.id}/documents/1/file`]) {
        expect(answer(await proxy(url), 400).message, url).toBe('Solo se admiten imágenes almacenadas en este sistema');
      }
      expect((await proxy(`/api/rrhh/${officer.id}/images/999999/file`)).statusCode).toBe(404);
    });

    it('asks for a known slot and one image file', async () => {
      expect(answer(await upload('images', { type: '5' }, [{ name: 'x.png', content: PNG, type: 'image/png' }]), 400).errors).toEqual(['El tipo de imagen debe ser 1 (foto civil) o 2 (foto uniformado)']);
      expect(answer(await upload('images', { type: '2' }, [{ name: 'foto.pdf', content: pdf('x') }]), 400).errors).toEqual(['El archivo foto.pdf no tiene un formato permitido']);
      expect(answer(await upload('images', { type: '2' }, []), 400).errors).toEqual(['Debe agregar una sola imagen (.jpg, .jpeg o .png)']);
      expect(answer(await upload('images', { type: '2' }, [{ name: 'foto.png', content: pdf('x') }]), 400).errors).toEqual(['El contenido del archivo foto.png no corresponde a su formato']);
    });
  });

  it('needs the register permission, a session and an existing officer', async () => {
    const auditor = await t.login('jperez');
    expect((await upload('documents', { type: '1' }, [{ name: 'a.pdf', content: pdf('a') }], auditor)).statusCode).toBe(403);
    expect((await upload('images', { type: '1' }, [{ name: 'a.png', content: PNG }], null)).statusCode).toBe(401);
    const missing = await t.call(token, { method: 'POST', url: '/api/rrhh/999999/documents', ...multipart({ type: '1' }, [{ name: 'a.pdf', content: pdf('a') }]) });
    expect(answer(missing, 404).message).toBe('Funcionario no encontrado');
  });
});
