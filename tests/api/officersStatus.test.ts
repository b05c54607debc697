/**
 * Officer status transitions (RRHH §4, §5.4), QR code, document and image deletion
 * (§7.1) and the general statistics payloads (platform §2.6, §3.8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { answer, createOfficer, type OfficerAnswer } from './officersFixture';

interface StatusAnswer {
  id: number;
  statusIn: number;
  motive: string | null;
  typeBlock: number | null;
}

describeOnEachDatabase('Funcionarios: estado, QR, archivos y estadísticas', (kind) => {
  let t: TestApp;
  let admin: string;
  let rrhh: string;
  let auditor: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, rrhh, auditor] = await Promise.all([t.login(), t.login('mgonzalez'), t.login('jperez')]);
  });
  afterAll(() => t.close());

  const setStatus = (token: string | null, id: number, payload: object) => t.call(token, { method: 'PATCH', url: `/api/rrhh/${id}/status`, payload });

  describe('PATCH rrhh/{id}/status', () => {
    it('follows the row actions: approve, reject and block are refused in the state that disables them', async () => {
      const { id } = await createOfficer(t, admin);
      // Approve is disabled in status 1 (§2.2, §4).
      const refused = answer(await setStatus(rrhh, id, { statusIn: 2 }), 409);
      expect(refused).toMatchObject({ message: 'Estado no válido', errors: [expect.stringContaining('Aprobar')] });

      const rejected = answer<StatusAnswer>(await setStatus(rrhh, id, { statusIn: 3, motive: 'Documentos ilegibles', typeBlock: 2 }), 200);
      expect(rejected).toMatchObject({ message: 'Policía aprobado exitosamente', data: { id, statusIn: 3, motive: 'Documentos ilegibles', typeBlock: 2 } });

      const approved = answer<StatusAnswer>(await setStatus(rrhh, id, { statusIn: 2 }), 200);
      expect(approved).toMatchObject({ message: 'Policía aprobado exitosamente', data: { statusIn: 2, motive: 'Aprobado', typeBlock: null } });
      // Reject is disabled in status 2.
      answer(await setStatus(rrhh, id, { statusIn: 3, motive: 'Error', typeBlock: 1 }), 409);

      const blocked = answer<StatusAnswer>(await setStatus(rrhh, id, { statusIn: 4, typeBlock: 3 }), 200);
      expect(blocked).toMatchObject({ message: 'Policía bloqueado exitosamente', data: { statusIn: 4, motive: 'Bloqueo', typeBlock: 3 } });
      // Block is disabled in status 4.
      answer(await setStatus(rrhh, id, { statusIn: 4 }), 409);

      const other = answer<StatusAnswer>(await setStatus(rrhh, id, { statusIn: 5, motive: 'Egreso' }), 200);
      expect(other).toMatchObject({ message: 'Estado actualizado exitosamente', data: { statusIn: 5 } });
      const loaded = answer<OfficerAnswer>(await t.call(rrhh, { method: 'GET', url: `/api/rrhh/${id}` }), 200).data;
      expect(loaded).toMatchObject({ statusIn: 5, motive: 'Egreso' });
    });

    it('asks the reject dialog\'s type and motive, and a known status', async () => {
      const { id } = await createOfficer(t, admin);
      expect(answer(await setStatus(rrhh, id, { statusIn: 3 }), 400).errors).toEqual(['Debe especificar un motivo para el rechazo', 'Debe seleccionar un tipo de rechazo']);
      expect(answer(await setStatus(rrhh, id, { statusIn: 3, motive: '  ', typeBlock: 1 }), 400).errors).toEqual(['Debe especificar un motivo para el rechazo']);
      expect(answer(await setStatus(rrhh, id, { statusIn: 9 }), 400).errors).toEqual(['Estado no válido']);
      expect(answer(await setStatus(rrhh, id, {}), 400).errors).toEqual(['Estado no válido']);
      expect(answer<OfficerAnswer>(await t.call(rrhh, { method: 'GET', url: `/api/rrhh/${id}` }), 200).data.statusIn).toBe(1);
    });

    it('needs the approve permission and an existing officer', async () => {
      const { id } = await createOfficer(t, admin);
      expect((await setStatus(null, id, { statusIn: 4 })).statusCode).toBe(401);
      expect((await setStatus(auditor, id, { statusIn: 4 })).statusCode).toBe(403);
      expect(answer(await setStatus(admin, 999_999, { statusIn: 4 }), 404).message).toBe('Funcionario no encontrado');
    });
  });

  describe('GET rrhh/qr/generate/{id}', () => {
    it('answers a PNG data URL', async () => {
      const { id } = await createOfficer(t, admin);
      const qr = answer<string>(await t.call(rrhh, { method: 'GET', url: `/api/rrhh/qr/generate/${id}` }), 200);
      expect(qr.message).toBe('Código QR generado exitosamente');
      expect(qr.data.startsWith('data:image/png;base64,')).toBe(true);
      const png = Buffer.from(qr.data.split(',')[1], 'base64');
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect((await t.call(rrhh, { method: 'GET', url: '/api/rrhh/qr/generate/999999' })).statusCode).toBe(404);
      expect((await t.call(auditor, { method: 'GET', url: `/api/rrhh/qr/generate/${id}` })).statusCode).toBe(403);
    });
  });

  describe('DELETE rrhh/{policeId}/documents and /images', () => {
    it('deletes the chosen documents and images of that officer only', async () => {
      const officer = await createOfficer(t, admin, {
        documents: [{ filename: 'cedula.pdf', size: 100, type: 1 }, { filename: 'titulo.pdf', size: 200, type: 2 }],
        images: [{ url: 'https://archivos.example/civil.png', type: 1 }, { url: 'https://archivos.example/uniforme.png', type: 2 }],
      });
      const other = await createOfficer(t, admin);
      const [cedula, titulo] = officer.documents;
      const del = (id: number, kind: string, payload: object) => t.call(rrhh, { method: 'DELETE', url: `/api/rrhh/${id}/${kind}`, payload });

      expect(answer(await del(other.id, 'documents', { documentIds: [cedula.id] }), 404).message).toBe('No se encontraron los documentos indicados para este funcionario');
      const deleted = answer<{ deletedIds: number[] }>(await del(officer.id, 'documents', { documentIds: [cedula.id] }), 200);
      expect(deleted).toMatchObject({ statusCode: 200, message: 'Documentos eliminados exitosamente', data: { deletedIds: [cedula.id] } });
      const images = answer<{ deletedIds: number[] }>(await del(officer.id, 'images', { imageIds: [officer.images[0].id] }), 200);
      expect(images.message).toBe('Imágenes eliminadas exitosamente');

      const loaded = answer<OfficerAnswer>(await t.call(rrhh, { method: 'GET', url: `/api/rrhh/${officer.id}` }), 200).data;
      expect(loaded.documents.map((d) => d.id)).toEqual([titulo.id]);
      expect(loaded.images.map((i) => i.type)).toEqual([2]);
      expect(answer(await del(officer.id, 'documents', { documentIds: [] }), 400).errors).toEqual(['Debe indicar al menos un identificador']);
      expect(answer(await del(999_999, 'images', { imageIds: [1] }), 404).message).toBe('Funcionario no encontrado');
      expect((await t.call(auditor, { method: 'DELETE', url: `/api/rrhh/${officer.id}/documents`, payload: { documentIds: [titulo.id] } })).statusCode).toBe(403);
    });
  });

  describe('statistics', () => {
    const get = async <T>(token: string, url: string) => answer<T>(await t.call(token, { method: 'GET', url }), 200).data;
    type Stats = { totalPolice: number; activePolice: number; inactivePolice: number; pendingReentries: number; pendingDisincorporations: number; pendingVacations: number };

    it('counts officers, active and inactive, for any signed-in user', async () => {
      const before = await get<Stats>(auditor, '/api/rrhh/dashboard/stats');
      expect(Object.keys(before).sort()).toEqual(['activePolice', 'inactivePolice', 'pendingDisincorporations', 'pendingReentries', 'pendingVacations', 'totalPolice']);
      expect(Object.values(before).every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
      expect(before.totalPolice).toBe(before.activePolice + before.inactivePolice);
      expect(before.totalPolice).toBeGreaterThanOrEqual(500);
      await createOfficer(t, admin);
      const after = await get<Stats>(auditor, '/api/rrhh/dashboard/stats');
      expect([after.totalPolice - before.totalPolice, after.activePolice - before.activePolice]).toEqual([1, 1]);
      expect((await t.call(null, { method: 'GET', url: '/api/rrhh/dashboard/stats' })).statusCode).toBe(401);
    });

    it('answers the characterization totals', async () => {
      const totals = await get<Record<string, number>>(auditor, '/api/characterization/total');
      expect(Object.keys(totals).sort()).toEqual(['diciplinaryMeasures', 'motorPark', 'weapon']);
      expect(Object.values(totals).every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    });

    it('distributes officers by rank label (no zero ranks) and by gender', async () => {
      const ranks = await get<{ rank: string; count: number }[]>(auditor, '/api/rrhh/dashboard/rank-distribution');
      expect(ranks.length).toBeGreaterThan(0);
      expect(ranks.every((r) => typeof r.rank === 'string' && r.count > 0)).toBe(true);
      const director = ranks.find((r) => r.rank === 'Director')?.count ?? 0;
      await createOfficer(t, admin, { range: 10, gender: 2 });
      const after = await get<{ rank: string; count: number }[]>(auditor, '/api/rrhh/dashboard/rank-distribution');
      expect(after.find((r) => r.rank === 'Director')?.count).toBe(director + 1);
      expect(after.map((r) => r.rank)).toEqual(['Oficial', 'Oficial Agregado', 'Oficial Jefe', 'Supervisor', 'Supervisor Agregado', 'Supervisor Jefe', 'Comisionado', 'Comisionado Agregado', 'Comisionado Jefe', 'Director'].filter((r) => after.some((a) => a.rank === r)));

      const genders = await get<{ gender: string; count: number }[]>(auditor, '/api/rrhh/dashboard/gender-distribution');
      expect(genders.map((g) => g.gender)).toEqual(['Masculino', 'Femenino']);
      const stats = await get<Stats>(auditor, '/api/rrhh/dashboard/stats');
      expect(genders[0].count + genders[1].count).toBe(stats.totalPolice);
    });
  });
});
