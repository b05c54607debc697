/**
 * Verification of issued officer documents (RRHH §7.4): recording a document answers a
 * signed code; the public call confirms it with only name, cédula, kind and date; forged,
 * altered or unknown codes answer 404 'Documento no válido'; the issue call needs a
 * session and the RRHH read rule, and validates its body.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { IssuedDocument, VerifiedDocument } from '../../resources/officers/pdf/documentTypes';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { answer, createOfficer, type OfficerAnswer } from './officersFixture';

describeOnEachDatabase('Verificación de documentos emitidos', (kind) => {
  let t: TestApp;
  let admin: string;
  let rrhh: string;
  let auditor: string;
  let officer: OfficerAnswer;

  const issue = (token: string | null, payload: unknown) => t.call(token, { method: 'POST', url: '/api/documents/verification', payload: payload as object });
  const verify = (code: string) => t.call(null, { method: 'GET', url: `/api/public/verify/${code}` });
  const storedCount = async () => ((await t.database.rawQuery('select count(*)::int as n from issued_documents')) as { n: number }[])[0].n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, rrhh, auditor] = await Promise.all([t.login(), t.login('mgonzalez'), t.login('jperez')]);
    officer = await createOfficer(t, admin, { firstName: 'Verónica', secondName: 'Isabel', firstLastname: 'Rondón', secondLastname: 'Páez' });
  });
  afterAll(() => t.close());

  it('records a work certificate and the public page confirms it with only name, cédula, kind and date', async () => {
    const before = Date.now();
    const issued = answer<IssuedDocument>(await issue(rrhh, { documentType: 'constancia', policeId: officer.id }), 201);
    expect(issued.message).toBe('Documento registrado');
    expect(issued.data.code).toMatch(/^[0-9a-z]+-[A-Za-z0-9_-]{22}$/);
    expect(issued.data.verificationPath).toBe(`/verify/${issued.data.code}`);
    expect(issued.data.documentType).toBe('constancia');
    expect(Date.parse(issued.data.issuedAt)).toBeGreaterThanOrEqual(before - 1000);

    const verified = answer<VerifiedDocument>(await verify(issued.data.code), 200);
    expect(verified.message).toBe('Documento válido');
    expect(verified.data).toEqual({ name: 'Verónica Isabel Rondón Páez', identification: officer.identification, documentType: 'Constancia de Trabajo', issuedAt: issued.data.issuedAt });

    const [row] = await t.database.rawQuery('select officer_id, issued_by, document_type from issued_documents where officer_name = $1', ['Verónica Isabel Rondón Páez']);
    const [user] = await t.database.rawQuery("select id from users where username = 'mgonzalez'");
    expect(row).toEqual({ officer_id: officer.id, issued_by: user.id, document_type: 'constancia' });
  });

  it('each kind is named on the verification page', async () => {
    for (const [documentType, label] of [['reporte_integral', 'Reporte Integral'], ['registro_ex_funcionario', 'Registro del Ex-Funcionario']] as const) {
      const { data } = answer<IssuedDocument>(await issue(admin, { documentType, policeId: officer.id }), 201);
      expect(answer<VerifiedDocument>(await verify(data.code), 200).data.documentType).toBe(label);
    }
  });

  it('a forged, altered or unknown code answers 404 Documento no válido', async () => {
    const { data } = answer<IssuedDocument>(await issue(rrhh, { documentType: 'constancia', policeId: officer.id }), 201);
    const [id, signature] = [data.code.slice(0, data.code.indexOf('-')), data.code.slice(data.code.indexOf('-') + 1)];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    // The last character carries 2 bits and 4 padding bits: another spelling of the same bytes is not the code either.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${signature.slice(0, 21)}${alphabet[alphabet.indexOf(signature[21]) ^ 1]}`;
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    const otherId = (parseInt(id, 36) + 1000).toString(36);
    const forgeries = [`${id}-${flipped}`, `${id}-${respelled}`, `${otherId}-${signature}`, `${id}-${signature.slice(0, 21)}`, 'abc', `${id}.${signature}`, '0-AAAAAAAAAAAAAAAAAAAAAA', 'x'.repeat(300)];
    for (const code of forgeries) {
      const response = await verify(encodeURIComponent(code));
      expect({ code, status: response.statusCode, body: response.json() }).toEqual({ code, status: 404, body: { statusCode: 404, message: 'Documento no válido' } });
    }
  });

  it('a document changed in the database no longer verifies', async () => {
    const { data } = answer<IssuedDocument>(await issue(rrhh, { documentType: 'reporte_integral', policeId: officer.id }), 201);
    await t.database.rawQuery("update issued_documents set document_type = 'constancia' where id = $1", [parseInt(data.code, 36)]);
    expect(answer(await verify(data.code), 404).message).toBe('Documento no válido');
  });

  it('the document stays verifiable after its officer is deleted', async () => {
    const leaving = await createOfficer(t, admin, { firstName: 'Ramiro', secondName: null, firstLastname: 'Salas', secondLastname: null });
    const { data } = answer<IssuedDocument>(await issue(admin, { documentType: 'registro_ex_funcionario', policeId: leaving.id }), 201);
    answer(await t.call(admin, { method: 'DELETE', url: `/api/rrhh/${leaving.id}` }), 200);
    expect(answer<VerifiedDocument>(await verify(data.code), 200).data).toMatchObject({ name: 'Ramiro Salas', identification: leaving.identification });
  });

  it('needs a session and the RRHH read rule: 401 and 403 store nothing', async () => {
    const before = await storedCount();
    expect(answer(await issue(null, { documentType: 'constancia', policeId: officer.id }), 401).message).toBe('No autenticado. Inicia sesión para continuar.');
    expect(answer(await issue(auditor, { documentType: 'constancia', policeId: officer.id }), 403).message).toBe('No tienes permisos para realizar esta acción.');
    expect(await storedCount()).toBe(before);
  });

  it('bad bodies answer 400 with the Spanish messages and an unknown officer 404, storing nothing', async () => {
    const before = await storedCount();
    expect(answer(await issue(rrhh, { documentType: 'carta', policeId: officer.id }), 400).errors).toEqual(['Tipo de documento no válido']);
    expect(answer(await issue(rrhh, {}), 400).errors).toEqual(['Tipo de documento no válido', 'El funcionario es requerido']);
    expect(answer(await issue(rrhh, { documentType: 'constancia', policeId: 'x' }), 400).errors).toEqual(['El funcionario es requerido']);
    expect(answer(await issue(rrhh, { documentType: 'constancia', policeId: 999_999 }), 404).message).toBe('Funcionario no encontrado');
    expect(await storedCount()).toBe(before);
  });
});
