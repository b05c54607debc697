/**
 * Officer records (RRHH §3.1–3.6, §5.1–5.3, §7.1): create, load, update, delete and find
 * by cédula; permissions; Spanish validation with nothing stored; duplicate cédula and
 * e-mail; and the one-transaction rule when the database refuses a nested row halfway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { answer, createOfficer, officerBody, storedRows, type OfficerAnswer } from './officersFixture';

describeOnEachDatabase('Funcionarios: registro', (kind) => {
  let t: TestApp;
  let admin: string;
  let rrhh: string;
  let auditor: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, rrhh, auditor] = await Promise.all([t.login(), t.login('mgonzalez'), t.login('jperez')]);
  });
  afterAll(() => t.close());

  describe('POST rrhh', () => {
    it('creates the officer with its family and professional items (201, data.id)', async () => {
      const body = officerBody({ sync: true, language: ['Inglés'], haveAnotherLanguage: false, haveHoused: false, housingType: 2 });
      const created = answer<OfficerAnswer>(await t.call(rrhh, { method: 'POST', url: '/api/rrhh', payload: body }), 201);
      expect(created).toMatchObject({ statusCode: 201, message: 'Registro creado exitosamente' });
      expect(created.data.id).toBeGreaterThan(0);

      const loaded = answer<OfficerAnswer>(await t.call(rrhh, { method: 'GET', url: `/api/rrhh/${created.data.id}` }), 200).data;
      expect(loaded).toMatchObject({ identification: body.identification, firstName: 'Eulogio', firstLastname: 'Pérez', statusIn: 1, typeRegister: 1, sync: true });
      expect(loaded.family.map((m) => m.firstName)).toEqual(['Carmen', 'Luisito']);
      expect(loaded.profesionality.map((p) => p.title)).toEqual(['Bachiller en Ciencias', 'Abogado']);
      // §3.5: grade is the highest professional type; §4: switches turned off empty their lists.
      expect(loaded.grade).toBe(5);
      expect(loaded.language).toEqual([]);
      expect(loaded.housingType).toBeNull();
      expect(loaded.physical).toMatchObject({ allergies: ['Penicilina'], whereTattoo: null });
    });

    it('stores uploaded documents and images given with the body', async () => {
      const officer = await createOfficer(t, admin, {
        documents: [{ name: 'cedula.pdf', size: 2048, type: 1, url: 'https://archivos.example/cedula.pdf' }],
        images: [{ urlImage: 'https://archivos.example/civil.png', type: 1 }, { url: 'https://archivos.example/uniforme.png', type: 2 }],
      });
      expect(officer.documents).toEqual([expect.objectContaining({ filename: 'cedula.pdf', name: 'cedula.pdf' })]);
      expect(officer.images.map((i) => [i.type, i.urlImage])).toEqual([[1, 'https://archivos.example/civil.png'], [2, 'https://archivos.example/uniforme.png']]);
    });

    it('answers 400 with every Spanish message and stores nothing', async () => {
      const body = officerBody({
        typeRegister: '', email: 'no-es-correo', dateBirth: '2015-01-01', previousWorkMonths: 12, accountBank: '12AB', phone: ['12'],
        family: [{ identification: 0, firstName: 'A1', firstLastname: 'Díaz', gender: 2, dateBirth: '2010-01-01', civilState: 1, numberPassport: 'ab12' }],
        profesionality: [{ institution: 'UCV' }],
        physical: { haveAllergy: true, allergies: ['a', 'b', 'c', 'd', 'e', 'f'] },
        language: ['1', '2', '3', '4', '5', '6'],
      });
      const failed = answer(await t.call(admin, { method: 'POST', url: '/api/rrhh', payload: body }), 400);
      expect(failed.errors).toEqual(expect.arrayContaining([
        'El Tipo de Personal es requerido',
        'El correo electrónico no es válido',
        'Debe ser mayor de edad (18 años)',
        'Los meses de trabajo previo deben estar entre 0 y 11',
        'La cuenta bancaria solo debe contener números',
        'El teléfono debe tener al menos 7 dígitos',
        'Puede registrar hasta 5 idiomas',
        'Puede registrar hasta 5 alergias',
        'Carga familiar (fila 1): La cédula debe ser mayor a 0',
        'Carga familiar (fila 1): El nombre solo debe contener letras',
        'Carga familiar (fila 1): El pasaporte debe contener solo letras mayúsculas y números',
        'Aspectos profesionales (fila 1): El grado de instrucción es requerido',
        'Aspectos profesionales (fila 1): El campo profesión es requerido',
      ]));
      expect(await storedRows(t, Number(body.identification))).toEqual({ officers: 0, family: 0 });
    });

    it('lists the required-field messages of an empty form', async () => {
      const failed = answer(await t.call(admin, { method: 'POST', url: '/api/rrhh', payload: {} }), 400);
      expect(failed.errors).toEqual([
        'El Tipo de Personal es requerido', 'La cédula es requerida', 'El nombre es requerido', 'El primer apellido es requerido',
        'El género es requerido', 'El correo electrónico es requerido', 'El RIF es requerido', 'La fecha de nacimiento es requerida',
        'El estado de nacimiento es requerido', 'El municipio de nacimiento es requerido', 'El estado civil es requerido',
        'El teléfono es requerido', 'La dirección es requerida', 'La fecha de ingreso es requerida',
      ]);
    });

    it('refuses a cédula already registered (409)', async () => {
      const first = await createOfficer(t, admin);
      const again = answer(await t.call(admin, { method: 'POST', url: '/api/rrhh', payload: officerBody({ identification: first.identification }) }), 409);
      expect(again.message).toBe(`Ya existe un funcionario registrado con la cédula V-${first.identification}`);
    });

    it('leaves no rows when the database refuses a family row after the officer was inserted', async () => {
      const body = officerBody();
      const [spouse] = body.family as Record<string, unknown>[];
      body.family = [spouse, { ...spouse, firstName: 'Otra' }]; // same cédula twice: unique index per officer
      const failed = answer(await t.call(admin, { method: 'POST', url: '/api/rrhh', payload: body }), 409);
      expect(failed.message).toBe('Un familiar está repetido en la carga familiar: cada cédula puede registrarse una sola vez');
      expect(await storedRows(t, Number(body.identification))).toEqual({ officers: 0, family: 0 });
    });
  });

  describe('PUT rrhh/{id}', () => {
    it('replaces the officer and its nested lists', async () => {
      const officer = await createOfficer(t, admin);
      const body = officerBody({
        identification: officer.identification, firstName: 'Eustaquio',
        family: [{ identification: 31_000_001, firstName: 'Ana', firstLastname: 'Pérez', gender: 2, dateBirth: '2001-05-05', civilState: 1 }],
        profesionality: [{ type: 7, title: 'Magíster en Criminología', institution: 'UNES' }],
      });
      const updated = answer<OfficerAnswer>(await t.call(rrhh, { method: 'PUT', url: `/api/rrhh/${officer.id}`, payload: body }), 200);
      expect(updated.message).toBe('Registro actualizado exitosamente');
      expect(updated.data).toMatchObject({ id: officer.id, firstName: 'Eustaquio', grade: 7, statusIn: 1 });
      expect(updated.data.family.map((m) => m.firstName)).toEqual(['Ana']);
      expect(updated.data.profesionality.map((p) => p.type)).toEqual([7]);
      expect(await storedRows(t, officer.identification)).toEqual({ officers: 1, family: 1 });
    });

    it('keeps everything as it was when the update fails halfway', async () => {
      const officer = await createOfficer(t, admin);
      const body = officerBody({ identification: officer.identification, firstName: 'Cambiado' });
      const [spouse] = body.family as Record<string, unknown>[];
      body.family = [spouse, spouse];
      answer(await t.call(admin, { method: 'PUT', url: `/api/rrhh/${officer.id}`, payload: body }), 409);
      const loaded = answer<OfficerAnswer>(await t.call(admin, { method: 'GET', url: `/api/rrhh/${officer.id}` }), 200).data;
      expect(loaded.firstName).toBe('Eulogio');
      expect(loaded.family.map((m) => m.firstName)).toEqual(['Carmen', 'Luisito']);
    });

    it('refuses another officer\'s e-mail, case aside (409), as the database does', async () => {
      const [a, b] = [await createOfficer(t, admin), await createOfficer(t, admin)];
      const aEmail = `eulogio.${a.identification}@correo.com`;
      const created = answer(await t.call(admin, { method: 'POST', url: '/api/rrhh', payload: officerBody({ email: aEmail.toUpperCase() }) }), 409);
      expect(created.message).toBe(`Ya existe un funcionario registrado con el correo ${aEmail.toUpperCase()}`);
      const changed = answer(await t.call(admin, { method: 'PUT', url: `/api/rrhh/${b.id}`, payload: officerBody({ identification: b.identification, email: ` ${aEmail} ` }) }), 409);
      expect(changed.message).toBe(`Ya existe un funcionario registrado con el correo ${aEmail}`);
      // Its own e-mail is no conflict.
      answer(await t.call(admin, { method: 'PUT', url: `/api/rrhh/${b.id}`, payload: officerBody({ identification: b.identification }) }), 200);
      // The constraint behind the form: a write past its check (two saves at once) is refused too.
      await expect(t.database.rawQuery('update officers set email = upper($1) where id = $2', [aEmail, b.id])).rejects.toMatchObject({ code: '23P01', constraint: 'officers_email_unique' });
    });

    it('refuses another officer\'s cédula and an unknown id', async () => {
      const [a, b] = [await createOfficer(t, admin), await createOfficer(t, admin)];
      answer(await t.call(admin, { method: 'PUT', url: `/api/rrhh/${b.id}`, payload: officerBody({ identification: a.identification }) }), 409);
      answer(await t.call(admin, { method: 'PUT', url: '/api/rrhh/999999', payload: officerBody() }), 404);
    });
  });

  describe('GET rrhh/identification/{identification} and DELETE rrhh/{id}', () => {
    it('finds an officer by cédula, with or without the V- prefix', async () => {
      const officer = await createOfficer(t, admin);
      const found = answer<OfficerAnswer>(await t.call(rrhh, { method: 'GET', url: `/api/rrhh/identification/V-${officer.identification}` }), 200);
      expect(found).toMatchObject({ message: 'Funcionario encontrado', data: { id: officer.id } });
      const missing = answer(await t.call(rrhh, { method: 'GET', url: '/api/rrhh/identification/1' }), 404);
      expect(missing.message).toBe('No se encontró ningún funcionario con los criterios especificados');
      expect(answer(await t.call(rrhh, { method: 'GET', url: '/api/rrhh/identification/abc' }), 400).errors).toEqual(['La cédula es requerida']);
    });

    it('deletes the officer with all its parts', async () => {
      const officer = await createOfficer(t, admin);
      const deleted = answer(await t.call(rrhh, { method: 'DELETE', url: `/api/rrhh/${officer.id}` }), 200);
      expect(deleted.message).toBe('Policía eliminado exitosamente');
      expect(await storedRows(t, officer.identification)).toEqual({ officers: 0, family: 0 });
      answer(await t.call(rrhh, { method: 'GET', url: `/api/rrhh/${officer.id}` }), 404);
      answer(await t.call(rrhh, { method: 'DELETE', url: `/api/rrhh/${officer.id}` }), 404);
    });

    it('keeps an officer with weapon assignment history (409) and deletes nothing', async () => {
      const [held] = await t.database.rawQuery('select police_id from gun_assignments limit 1');
      expect(held, 'the demo data assigns guns to officers').toBeDefined();
      const refused = answer(await t.call(rrhh, { method: 'DELETE', url: `/api/rrhh/${held.police_id}` }), 409);
      expect(refused.message).toBe('No se puede eliminar el funcionario porque tiene asignaciones de armas o vehículos registradas');
      answer(await t.call(rrhh, { method: 'GET', url: `/api/rrhh/${held.police_id}` }), 200);
    });
  });

  describe('permissions', () => {
    it('asks for a session (401)', async () => {
      for (const [method, url] of [['GET', '/api/rrhh/1'], ['POST', '/api/rrhh'], ['PUT', '/api/rrhh/1'], ['DELETE', '/api/rrhh/1']] as const) {
        expect((await t.call(null, { method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} })).statusCode).toBe(401);
      }
    });

    it('refuses users without the human resources module (403) and stores nothing', async () => {
      const body = officerBody();
      for (const [method, url] of [['GET', '/api/rrhh/1'], ['POST', '/api/rrhh'], ['PUT', '/api/rrhh/1'], ['DELETE', '/api/rrhh/1'], ['GET', '/api/rrhh/identification/123']] as const) {
        const response = await t.call(auditor, { method, url, payload: method === 'POST' || method === 'PUT' ? body : undefined });
        expect(answer(response, 403).message).toBe('No tienes permisos para realizar esta acción.');
      }
      expect(await storedRows(t, Number(body.identification))).toEqual({ officers: 0, family: 0 });
    });
  });
});
