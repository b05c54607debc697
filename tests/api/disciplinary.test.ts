/**
 * Disciplinary cases (spec 3 §3.1, §4.2, §5.1, §7.1, §8.1): create / update / delete
 * of ICAP and OIDP cases, generated numbers (sequential, unique under concurrent
 * creates), the §5.1 rules with nothing stored on a 400, the involved officers,
 * vehicles and guns, the status, sanction and council calls, and the permission tree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, expectStatus } from '../support/api';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { disciplinaryTokens, icapBody, oidpBody, withoutDemoCases } from './disciplinaryFixture';
import { demoOfficers, errorsOf, FORBIDDEN, gunBody, UNAUTHENTICATED, vehicleBody } from './gunparkFixture';

interface Case {
  id: number; numberOfCase: string; expedientNumber: string | null; typeDisciplinary: number; statusDisciplinary: number; isCouncil: boolean;
  sanction: string | null; typeOfSanction: number | null; sendToReTraining: boolean; dateOfCorrelative: number; dateInit: string;
  policeSelected: { id: number; identification: number }[]; vehicleSelected: { id: number; plate: string }[]; gunSelected: { id: number; serial: string }[];
  relatedCase: { id: number; numberOfCase: string } | null; documents: unknown[];
}

const year = new Date().getFullYear();

describeOnEachDatabase('Disciplinario: casos', (kind) => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof disciplinaryTokens>>;
  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => t.call(token, { method, url, payload });
  const create = async (body: object, token = tokens.admin) => expectStatus<Case>(await call(token, 'POST', '/api/disciplinary', body), 201).data;
  const countCases = async () => Number((await t.database.rawQuery('select count(*)::int as n from disciplinary_cases'))[0].n);

  beforeAll(async () => {
    t = await createCustomTestApp(kind, { prepareDatabase: withoutDemoCases });
    tokens = await disciplinaryTokens(t);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('create', () => {
    it('numbers an ICAP case and answers "Caso disciplinario creado exitosamente" with status 1', async () => {
      const body = expectStatus<Case>(await call(tokens.icap, 'POST', '/api/disciplinary', icapBody({ statusDisciplinary: 4, numberOfCase: 'X-1' })), 201);
      expect(body.message).toBe('Caso disciplinario creado exitosamente');
      expect(body.data).toMatchObject({ numberOfCase: `ICAP-${year}-00001`, expedientNumber: null, statusDisciplinary: 1, isCouncil: false, dateOfCorrelative: year, policeSelected: [], documents: [] });
      const second = await create(icapBody());
      expect(second.numberOfCase).toBe(`ICAP-${year}-00002`);
    });

    it('numbers an OIDP case and its expedient', async () => {
      const created = await create(oidpBody(), tokens.oidp);
      expect(created).toMatchObject({ numberOfCase: `OIDP-${year}-00001`, expedientNumber: `EXP-${year}-00001`, statusDisciplinary: 1, typeDisciplinary: 2 });
    });

    it('gives 50 concurrent creates 50 distinct numbers', async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, () => call(tokens.admin, 'POST', '/api/disciplinary', oidpBody())));
      const numbers = answers.map((a) => expectStatus<Case>(a, 201).data);
      expect(new Set(numbers.map((n) => n.numberOfCase)).size).toBe(50);
      expect(new Set(numbers.map((n) => n.expedientNumber)).size).toBe(50);
      const stored = await t.database.rawQuery("select count(distinct number_of_case)::int as n from disciplinary_cases where type_disciplinary = 2");
      expect(stored[0].n).toBe(51);
    });

    it.each(Object.entries({
      dateKnowledgeFact: 'La fecha de conocimiento del hecho es requerida',
      dateStartInvestigation: 'La fecha de inicio de la investigación es requerida',
      presumedFacts: 'Los hechos presuntos son requeridos',
      dateNotificationOfficer: 'La fecha de notificación al funcionario es requerida',
      numeralArticle102: 'El numeral del artículo 102 es requerido',
      typeFaults: 'El tipo de falta es requerido',
      investigationStatus: 'El estado de la investigación es requerido',
      investigationSpecify: 'La especificación de la investigación es requerida',
      dateLastDiligence: 'La fecha de la última diligencia es requerida',
    }))('an OIDP case without %s is a 400 "%s" and stores nothing', async (field, message) => {
      const before = await countCases();
      expect(errorsOf(await call(tokens.admin, 'POST', '/api/disciplinary', oidpBody({ [field]: ' ' === field ? null : '' })))).toEqual([message]);
      expect(errorsOf(await call(tokens.admin, 'POST', '/api/disciplinary', oidpBody({ [field]: null })))).toEqual([message]);
      expect(await countCases()).toBe(before);
    });

    it('an ICAP case needs nothing but its kind', async () => {
      expect((await create({ typeDisciplinary: 1 })).numberOfCase).toMatch(/^ICAP-/);
      expect(errorsOf(await call(tokens.admin, 'POST', '/api/disciplinary', {}))).toEqual(['El tipo de caso es requerido']);
    });

    it.each([
      [{ typeDisciplinary: 3 }, 'El tipo de caso debe ser 1 (ICAP) o 2 (OIDP)'],
      [{ victim: 'x'.repeat(151) }, 'Víctima: no puede exceder 150 caracteres'],
      [{ victim: { nombre: 'Pedro' } }, 'Víctima: debe ser texto'],
      [{ dateInit: '02/03/2026' }, 'Fecha de inicio: fecha inválida'],
      [{ decision: 9 }, 'Decisión: valor no válido'],
      [{ modeOfNotice: 1e308 }, 'Modo de conocimiento: valor no válido'],
      [{ dateOfCorrelative: 1800 }, 'Año del correlativo: mínimo 1900'],
      [{ policeSelected: 'todos' }, 'Funcionarios involucrados: debe ser una lista de registros'],
      [{ gunSelected: [0] }, 'Armas involucradas: debe ser una lista de registros'],
      [{ vehicleSelected: [999999] }, 'Uno de los vehículos involucrados no existe'],
      [{ idRelationDisciplinary: 999999 }, 'El caso OIDP seleccionado no existe'],
    ])('refuses %j with 400 "%s" and stores nothing', async (change, message) => {
      const before = await countCases();
      expect(errorsOf(await call(tokens.admin, 'POST', '/api/disciplinary', icapBody(change)))).toEqual([message]);
      expect(await countCases()).toBe(before);
    });

    it('never answers a 5xx to malformed input', async () => {
      for (const body of [icapBody({ dateInit: '2024-02-30' }), icapBody({ dateEnd: '2026-13-01' }), icapBody({ victim: 'a\u0000b' }), icapBody({ typeRegister: '1; drop table x' }), [1, 2], icapBody({ policeSelected: [{ id: 'x' }] })]) {
        const answer = await call(tokens.admin, 'POST', '/api/disciplinary', body);
        expect(answer.statusCode, answer.body).toBeLessThan(500);
        expect(answer.statusCode, answer.body).not.toBe(201);
      }
    });
  });

  it('stores and answers the involved officers, vehicles and guns, and replaces them on update', async () => {
    const [a, b] = await demoOfficers(t, 2);
    const vehicle = expectStatus<{ id: number; plate: string }>(await call(tokens.admin, 'POST', '/api/vehicle', vehicleBody()), 201).data;
    const gun = expectStatus<{ id: number; serial: string }>(await call(tokens.admin, 'POST', '/api/gunpark/guns', gunBody()), 201).data;
    const created = await create(icapBody({ policeSelected: [{ id: a.id }, b.id, a.id], vehicleSelected: [vehicle.id], gunSelected: [{ id: gun.id, serial: gun.serial }] }));
    expect(created.policeSelected.map((p) => p.identification)).toEqual([a.identification, b.identification].sort((x, y) => (x === a.identification ? -1 : 1) - (y === a.identification ? -1 : 1)));
    expect(created.vehicleSelected).toEqual([expect.objectContaining({ id: vehicle.id, plate: vehicle.plate })]);
    expect(created.gunSelected).toEqual([expect.objectContaining({ id: gun.id, serial: gun.serial })]);
    const updated = expectStatus<Case>(await call(tokens.admin, 'PUT', `/api/disciplinary/${created.id}`, { policeSelected: [b.id], victim: 'Otra víctima' }), 200);
    expect(updated.message).toBe('Caso disciplinario actualizado exitosamente');
    expect(updated.data.policeSelected.map((p) => p.id)).toEqual([b.id]);
    expect(updated.data.gunSelected).toHaveLength(1);
    expect(updated.data.numberOfCase).toBe(created.numberOfCase);
  });

  describe('update', () => {
    it('keeps the kind of case and the §5.1 rules of a stored OIDP case', async () => {
      const oidp = await create(oidpBody());
      expect(envelope(await call(tokens.admin, 'PUT', `/api/disciplinary/${oidp.id}`, { typeDisciplinary: 1 }))).toEqual({ statusCode: 409, message: 'No se puede cambiar el tipo de caso' });
      expect(errorsOf(await call(tokens.admin, 'PUT', `/api/disciplinary/${oidp.id}`, { presumedFacts: null }))).toEqual(['Los hechos presuntos son requeridos']);
      const stored = await t.database.rawQuery('select presumed_facts from disciplinary_cases where id = $1', [oidp.id]);
      expect(stored[0].presumed_facts).toBe('Presunta extorsión en alcabala');
      expect(errorsOf(await call(tokens.admin, 'PATCH', `/api/disciplinary/${oidp.id}/status`, { statusDisciplinary: 6 }))).toEqual(['Estado: valor no válido']);
    });

    it('links an ICAP case to an OIDP case only', async () => {
      const [oidp, icap] = [await create(oidpBody()), await create(icapBody())];
      const linked = expectStatus<Case>(await call(tokens.admin, 'PUT', `/api/disciplinary/${icap.id}`, { idRelationDisciplinary: oidp.id }), 200).data;
      expect(linked.relatedCase).toMatchObject({ id: oidp.id, numberOfCase: oidp.numberOfCase });
      const other = await create(icapBody());
      expect(errorsOf(await call(tokens.admin, 'PUT', `/api/disciplinary/${icap.id}`, { idRelationDisciplinary: other.id }))).toEqual(['El caso relacionado debe ser un caso OIDP']);
      expect(envelope(await call(tokens.admin, 'DELETE', `/api/disciplinary/${oidp.id}`))).toEqual({ statusCode: 409, message: 'No se puede eliminar el caso: está relacionado con otro caso' });
    });
  });

  describe('council, status and sanction', () => {
    it('sends a case to the council once; a second send or an edit back to false is a 409', async () => {
      const icap = await create(icapBody());
      const sent = expectStatus<Case>(await call(tokens.icap, 'PATCH', `/api/disciplinary/${icap.id}/council`), 200);
      expect(sent.data.isCouncil).toBe(true);
      expect(envelope(await call(tokens.icap, 'PATCH', `/api/disciplinary/${icap.id}/council`))).toEqual({ statusCode: 409, message: 'Estado no válido' });
      expect(envelope(await call(tokens.icap, 'PUT', `/api/disciplinary/${icap.id}`, { isCouncil: false }))).toEqual({
        statusCode: 409, message: 'El caso ya fue enviado a Consejo Disciplinario: el envío no se puede revertir',
      });
      expect(expectStatus<Case>(await call(tokens.icap, 'PUT', `/api/disciplinary/${icap.id}`, { isCouncil: true, victim: 'Ana' }), 200).data.isCouncil).toBe(true);
      const other = await create(icapBody());
      expect(expectStatus<Case>(await call(tokens.icap, 'PUT', `/api/disciplinary/${other.id}`, { isCouncil: true }), 200).data.isCouncil).toBe(true);
    });

    it('the council area lists only the cases sent to the council (isCouncil filter)', async () => {
      const kept = await create(icapBody());
      const council = expectStatus<Case[]>(await call(tokens.icap, 'GET', '/api/disciplinary?typeDisciplinary=1&isCouncil=true&pageSize=100'), 200).data;
      expect(council.length).toBeGreaterThan(0);
      expect(council.every((c) => c.isCouncil)).toBe(true);
      const others = expectStatus<Case[]>(await call(tokens.icap, 'GET', '/api/disciplinary?typeDisciplinary=1&isCouncil=false&pageSize=100'), 200).data;
      expect(others.map((c) => c.id)).toContain(kept.id);
      expect(others.every((c) => !c.isCouncil)).toBe(true);
    });

    it('changes the status ("Estado del caso actualizado exitosamente")', async () => {
      const icap = await create(icapBody());
      const answer = expectStatus<Case>(await call(tokens.icap, 'PATCH', `/api/disciplinary/${icap.id}/status`, { statusDisciplinary: 3 }), 200);
      expect(answer).toMatchObject({ message: 'Estado del caso actualizado exitosamente', data: { statusDisciplinary: 3 } });
      expect(errorsOf(await call(tokens.icap, 'PATCH', `/api/disciplinary/${icap.id}/status`, {}))).toEqual(['El estado es requerido']);
    });

    it('assigns a sanction ("Sanción asignada exitosamente"), sendToReTraining false unless sent', async () => {
      const icap = await create(icapBody());
      const url = `/api/disciplinary/${icap.id}/sanction`;
      const answer = expectStatus<Case>(await call(tokens.council, 'PATCH', url, { sanction: 'Suspensión de 30 días', typeOfSanction: 3 }), 200);
      expect(answer).toMatchObject({ message: 'Sanción asignada exitosamente', data: { sanction: 'Suspensión de 30 días', typeOfSanction: 3, sendToReTraining: false } });
      expect(expectStatus<Case>(await call(tokens.council, 'PATCH', url, { sanction: 'Amonestación', typeOfSanction: 2, sendToReTraining: true }), 200).data.sendToReTraining).toBe(true);
      expect(errorsOf(await call(tokens.council, 'PATCH', url, {}))).toEqual(['La sanción es requerida', 'El tipo de sanción es requerido']);
      expect(envelope(await call(tokens.icap, 'PATCH', url, { sanction: 'x', typeOfSanction: 1 }))).toEqual(FORBIDDEN);
    });
  });

  it('deletes a case ("Caso disciplinario eliminado exitosamente") with its links', async () => {
    const [officer] = await demoOfficers(t, 1);
    const icap = await create(icapBody({ policeSelected: [officer.id] }));
    expect(expectStatus(await call(tokens.icap, 'DELETE', `/api/disciplinary/${icap.id}`), 200).message).toBe('Caso disciplinario eliminado exitosamente');
    expect(await t.database.rawQuery('select * from disciplinary_case_officers where case_id = $1', [icap.id])).toEqual([]);
  });

  it('follows the permission tree: 401 without a session, 403 outside module 2 or the kind of case', async () => {
    const icap = await create(icapBody());
    const oidp = await create(oidpBody());
    expect(envelope(await call(null, 'GET', '/api/disciplinary'))).toEqual(UNAUTHENTICATED);
    expect(envelope(await call(tokens.other, 'GET', '/api/disciplinary'))).toEqual(FORBIDDEN);
    expect(expectStatus(await call(tokens.reader, 'GET', `/api/disciplinary/${icap.id}`), 200)).toBeTruthy();
    const before = await countCases();
    expect(envelope(await call(tokens.reader, 'POST', '/api/disciplinary', icapBody()))).toEqual(FORBIDDEN);
    expect(envelope(await call(tokens.oidp, 'POST', '/api/disciplinary', icapBody()))).toEqual(FORBIDDEN);
    expect(envelope(await call(tokens.icap, 'POST', '/api/disciplinary', oidpBody()))).toEqual(FORBIDDEN);
    expect(await countCases()).toBe(before);
    expect(envelope(await call(tokens.icap, 'PUT', `/api/disciplinary/${oidp.id}`, { generalObservations: 'x' }))).toEqual(FORBIDDEN);
    expect(envelope(await call(tokens.icap, 'PATCH', `/api/disciplinary/${oidp.id}/status`, { statusDisciplinary: 2 }))).toEqual(FORBIDDEN);
    expect(envelope(await call(tokens.oidp, 'DELETE', `/api/disciplinary/${icap.id}`))).toEqual(FORBIDDEN);
    expect(envelope(await call(tokens.council, 'PATCH', `/api/disciplinary/${icap.id}/council`))).toEqual(FORBIDDEN);
    const stored = await t.database.rawQuery('select status_disciplinary, is_council from disciplinary_cases where id = $1', [oidp.id]);
    expect(stored[0]).toEqual({ status_disciplinary: 1, is_council: false });
    expect(expectStatus<Case>(await call(tokens.oidp, 'PATCH', `/api/disciplinary/${oidp.id}/status`, { statusDisciplinary: 2 }), 200).data.statusDisciplinary).toBe(2);
  });
});
