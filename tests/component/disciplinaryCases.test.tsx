// @vitest-environment jsdom
/**
 * The disciplinary case screens (spec 3 §2.3, §4.1, §4.2, §5.1): the status badges in the
 * §4.1 colours, the ICAP and OIDP form sections, the OIDP required-field messages on an
 * empty save (nothing sent), and 'Enviar a Consejo Disciplinario' behind its irreversible
 * confirmation (cancel sends nothing; confirm saves the case with isCouncil true).
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaseListPage } from '../../resources/disciplinary/CaseListPage';
import { disciplinaryCasesDeclaration, OIDP_REQUIRED } from '../../resources/disciplinary/declaration';
import type { CaseKind, CaseRecord } from '../../resources/disciplinary/types';
import { buildDataInit } from '../../server/catalogues';
import { i18nProvider } from '../../src/providers';
import { SessionContext, type Session } from '../../src/session/SessionContext';

function caseOf(id: number, kind: CaseKind, statusDisciplinary: number, extra: Partial<CaseRecord> = {}): CaseRecord {
  return {
    id, typeDisciplinary: kind, statusDisciplinary, numberOfCase: `${kind === 1 ? 'ICAP' : 'OIDP'}-2026-0000${id}`, expedientNumber: kind === 2 ? `EXP-2026-0000${id}` : null,
    isCouncil: false, dateInit: '2026-03-0' + id, victim: 'María Rodríguez', office: 'Inspectoría General', fault: 'Abuso de autoridad', sanction: null, typeOfSanction: null,
    descriptionOfCase: `Caso ${id}`, presumedFacts: 'Presunta extorsión', relatedCase: null, policeSelected: [], vehicleSelected: [], gunSelected: [], documents: [], ...extra,
  };
}

function renderCases(kind: CaseKind, rows: CaseRecord[], council = false) {
  const session: Session = {
    user: { id: 1, username: 'admin', name: 'Administrador', email: 'admin@policia.gob.ve', isAdmin: true, role: null },
    dataInit: buildDataInit('1') as unknown as Session['dataInit'],
  };
  const dataProvider = {
    getList: vi.fn(async () => ({ data: rows, total: rows.length })),
    getOne: vi.fn(async (_resource: string, params: { id: number }) => ({ data: rows.find((r) => r.id === params.id)! })),
    create: vi.fn(async (_resource: string, params: { data: object }) => ({ data: { id: 99, ...params.data } })),
    update: vi.fn(async (_resource: string, params: { id: number; data: object }) => ({ data: { id: params.id, ...params.data } })),
  };
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider as unknown as DataProvider}>
        <SessionContext.Provider value={session}>
          <CaseListPage kind={kind} council={council} />
        </SessionContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { dataProvider, events: userEvent.setup() };
}

/** The MUI palette class of the status chip in a case's row. */
async function badgeColour(number: string, label: string) {
  const row = await screen.findByRole('row', { name: new RegExp(number) });
  const chip = within(row).getByText(label).closest('.MuiChip-root');
  // Yellow is drawn with its own background (the theme's warning colour is orange).
  if (chip && getComputedStyle(chip).backgroundColor === 'rgb(253, 216, 53)') return 'Yellow';
  return /MuiChip-color(\w+)/.exec(chip?.className ?? '')?.[1];
}

const sectionTitles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('disciplinary status badges (§4.1 colours)', () => {
  it('OIDP statuses: Iniciado yellow, En Investigación blue, Resuelto green, Archivado grey, Suspendido red', async () => {
    renderCases(2, [1, 2, 3, 4, 5].map((status) => caseOf(status, 2, status)));
    expect(await badgeColour('OIDP-2026-00001', 'Iniciado')).toBe('Yellow');
    expect(await badgeColour('OIDP-2026-00002', 'En Investigación')).toBe('Info');
    expect(await badgeColour('OIDP-2026-00003', 'Resuelto')).toBe('Success');
    expect(await badgeColour('OIDP-2026-00004', 'Archivado')).toBe('Default');
    expect(await badgeColour('OIDP-2026-00005', 'Suspendido')).toBe('Error');
  });

  it('ICAP statuses from the configuration: En Proceso yellow, Remitido a Consejo Disciplinario grey', async () => {
    renderCases(1, [caseOf(2, 1, 2), caseOf(4, 1, 4)]);
    expect(await badgeColour('ICAP-2026-00002', 'En Proceso')).toBe('Yellow');
    expect(await badgeColour('ICAP-2026-00004', 'Remitido a Consejo Disciplinario')).toBe('Default');
  });
});

describe('case form sections (§2.3)', () => {
  it("'Nuevo Caso ICAP': case information, prosecutor, linked OIDP, officers, vehicles, guns, documents; 'Abrir Expediente'", async () => {
    const { events } = renderCases(1, []);
    await events.click(await screen.findByRole('button', { name: 'Nuevo Caso ICAP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Caso ICAP' });
    expect(sectionTitles()).toEqual([
      'Información del caso', 'Ministerio Público y fiscalía', 'Caso OIDP vinculado', 'Funcionarios involucrados', 'Vehículos', 'Armas', 'Documentos',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Seleccionar OIDP' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Abrir Expediente' })).toBeTruthy();
    expect(within(dialog).getByText('El número de caso lo genera el sistema al guardar')).toBeTruthy();
  });

  it("'Nuevo Caso OIDP': the five numbered sections, officers and documents, no vehicles or guns", async () => {
    const { events } = renderCases(2, []);
    await events.click(await screen.findByRole('button', { name: 'Nuevo Caso OIDP' }));
    await screen.findByRole('dialog', { name: 'Nuevo Caso OIDP' });
    expect(sectionTitles()).toEqual([
      '1. Datos de la investigación', '2. Datos del procedimiento disciplinario de destitución', '3. Resultado de la investigación', '4. Consejo disciplinario',
      '5. Observaciones generales', 'Funcionarios involucrados', 'Documentos',
    ]);
  });
});

/** The labels a form marks required ('*'), without the mark. */
function requiredLabels(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll('.MuiFormLabel-root.Mui-required')].map((label) => (label.textContent ?? '').replace(/[\s\u2009]*\*\s*$/, '').trim());
}

describe('council area (spec 3 §2.1 administrative/council)', () => {
  it('asks only for the ICAP cases sent to the council, under its own heading, with no new-case button', async () => {
    const { dataProvider } = renderCases(1, [caseOf(7, 1, 1, { isCouncil: true })], true);
    await screen.findByRole('row', { name: /ICAP-2026-00007/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Consejo Disciplinario' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('disciplinaryCases', expect.objectContaining({ filter: expect.objectContaining({ typeDisciplinary: 1, isCouncil: true }) }));
    expect(screen.queryByRole('button', { name: 'Nuevo Caso ICAP' })).not.toBeInTheDocument();
  });
});

describe('OIDP required fields (§5.1)', () => {
  it('an empty save shows each Spanish message and sends nothing', async () => {
    const { dataProvider, events } = renderCases(2, []);
    await events.click(await screen.findByRole('button', { name: 'Nuevo Caso OIDP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Caso OIDP' });
    await events.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    for (const message of Object.values(OIDP_REQUIRED)) expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(Object.keys(OIDP_REQUIRED)).toHaveLength(9);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it("the OIDP form marks exactly its nine required fields with '*' (the optional officer search none)", async () => {
    const { events } = renderCases(2, []);
    await events.click(await screen.findByRole('button', { name: 'Nuevo Caso OIDP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Caso OIDP' });
    const label = (name: string) => i18nProvider.translate(`resources.disciplinaryCases.fields.${name}`, { _: disciplinaryCasesDeclaration.fields[name].label });
    expect(requiredLabels(dialog).sort()).toEqual(Object.keys(OIDP_REQUIRED).map(label).sort());
  });

  it("the ICAP form marks no field with '*'", async () => {
    const { events } = renderCases(1, []);
    await events.click(await screen.findByRole('button', { name: 'Nuevo Caso ICAP' }));
    expect(requiredLabels(await screen.findByRole('dialog', { name: 'Nuevo Caso ICAP' }))).toEqual([]);
  });

  it('the ICAP form has no required field: an empty save creates the case', async () => {
    const { dataProvider, events } = renderCases(1, []);
    await events.click(await screen.findByRole('button', { name: 'Nuevo Caso ICAP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Caso ICAP' });
    await events.click(within(dialog).getByRole('button', { name: 'Abrir Expediente' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({ typeDisciplinary: 1 });
  });
});

describe("'Enviar a Consejo Disciplinario' (§4.2)", () => {
  async function editCase(kase: CaseRecord) {
    const rendered = renderCases(1, [kase]);
    await rendered.events.click(await screen.findByRole('button', { name: `Editar ${kase.numberOfCase}` }));
    return { ...rendered, dialog: await screen.findByRole('dialog', { name: /Editar Caso ICAP/ }) };
  }

  it('asks first, saying it is irreversible; cancelling sends nothing', async () => {
    const { dataProvider, events, dialog } = await editCase(caseOf(3, 1, 2));
    await events.click(within(dialog).getByRole('button', { name: 'Enviar a Consejo Disciplinario' }));
    const confirm = await screen.findByRole('dialog', { name: 'Enviar a Consejo Disciplinario' });
    expect(within(confirm).getByText('¿Enviar el caso ICAP-2026-00003 a Consejo Disciplinario? Esta acción es irreversible.')).toBeTruthy();
    await events.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enviar a Consejo Disciplinario' })).toBeNull());
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('confirming saves the case with isCouncil true', async () => {
    const { dataProvider, events, dialog } = await editCase(caseOf(3, 1, 2));
    await events.click(within(dialog).getByRole('button', { name: 'Enviar a Consejo Disciplinario' }));
    const confirm = await screen.findByRole('dialog', { name: 'Enviar a Consejo Disciplinario' });
    await events.click(within(confirm).getByRole('button', { name: 'Enviar a Consejo Disciplinario' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0][1]).toMatchObject({ id: 3, data: { isCouncil: true } });
  });

  it('a case already sent shows it and offers no second send', async () => {
    const { dialog } = await editCase(caseOf(5, 1, 4, { isCouncil: true }));
    expect(within(dialog).getByText('Enviado a Consejo Disciplinario')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Enviar a Consejo Disciplinario' })).toBeNull();
  });
});
