// @vitest-environment jsdom
/**
 * The documents tab and the photo slots of the officer form (RRHH §2.1, §5.5, §8): the
 * required 'Tipo de Archivo', PDF only, 10 MB, duplicates skipped, the two meanings of
 * removing a file, and the uploads that follow Guardar.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredDocument } from '../../resources/officers/api';
import { fakeApi, renderForm, storedOfficer, type ApiCall } from './officerFormHarness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const storedDocument: StoredDocument = { id: 7, filename: 'cedula.pdf', name: 'cedula.pdf', size: 2048, type: 1, url: '/api/rrhh/41/documents/7/file' };

function pdf(name: string, size?: number) {
  const file = new File(['%PDF-1.4\n%%EOF'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The officer keeps its documents until DELETE removes them; uploads answer 201. */
function documentsApi() {
  let documents = [storedDocument];
  return fakeApi((call: ApiCall) => {
    if (call.method === 'GET' && call.path === 'rrhh/41') return { status: 200, body: { statusCode: 200, data: storedOfficer({ documents }) } };
    if (call.method === 'DELETE' && call.path === 'rrhh/41/documents') {
      const ids = (call.body as { documentIds: number[] }).documentIds;
      documents = documents.filter((d) => !ids.includes(d.id));
      return { status: 200, body: { statusCode: 200, message: 'Documentos eliminados exitosamente', data: { deletedIds: ids } } };
    }
    if (call.method === 'PUT') return { status: 200, body: { statusCode: 200, message: 'Registro actualizado exitosamente', data: {} } };
    if (call.method === 'POST' && call.path === 'rrhh/41/documents') return { status: 201, body: { statusCode: 201, data: [] } };
    if (call.method === 'POST' && call.path === 'rrhh/41/images') return { status: 201, body: { statusCode: 201, data: {} } };
    return undefined;
  });
}

async function openDocuments() {
  const user = renderForm('/home/human-resources/update/41');
  await user.click(await screen.findByRole('tab', { name: 'Documentos' }));
  return user;
}

const rowNames = () => screen.getAllByRole('row', { hidden: true }).slice(1).map((r) => within(r).getAllByRole('cell', { hidden: true })[0].textContent);

describe('officer documents and photos', { timeout: 60_000 }, () => {
  it('keeps the upload disabled until a file type is chosen, then accepts PDFs only, up to 10 MB, skipping duplicates', async () => {
    documentsApi();
    const user = await openDocuments();
    expect(screen.getByText('Agregar Archivos')).toBeInTheDocument();
    expect(screen.getByText(/hasta 10 MB por archivo/)).toBeInTheDocument();
    const input = screen.getByLabelText('Agregar Archivos');
    expect(input).toBeDisabled();
    expect(screen.getAllByText('Seleccione el tipo de archivo para habilitar la carga').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('combobox', { name: /Tipo de Archivo/ }));
    await user.click(await screen.findByRole('option', { name: 'Título Académico' }));
    expect(input).toBeEnabled();

    const png = new File(['x'], 'foto.png', { type: 'image/png' });
    await user.upload(input, [pdf('titulo.pdf'), png, pdf('cedula.pdf', 2048), pdf('enorme.pdf', 11 * 1024 * 1024)]);
    const alert = screen.getByText('El archivo foto.png no es un PDF').closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('El archivo enorme.pdf supera el tamaño máximo de 10 MB')).toBeInTheDocument();
    expect(rowNames()).toEqual(['cedula.pdf', 'titulo.pdf']);
    const pending = screen.getByRole('row', { name: /titulo\.pdf/ });
    expect(within(pending).getAllByRole('cell').map((c) => c.textContent).slice(1, 5)).toEqual(['PDF', 'Título Académico', '14 B', 'Pendiente']);
    expect(within(screen.getByRole('row', { name: /cedula\.pdf/ })).getByText('Guardado')).toBeInTheDocument();

    // The same file again is skipped without a message.
    await user.upload(input, [pdf('titulo.pdf')]);
    expect(rowNames()).toEqual(['cedula.pdf', 'titulo.pdf']);
  });

  it('removes a not-yet-uploaded file from the form only, and deletes a stored one permanently after saying so', async () => {
    const calls = documentsApi();
    const user = await openDocuments();
    await user.click(screen.getByRole('combobox', { name: /Tipo de Archivo/ }));
    await user.click(await screen.findByRole('option', { name: 'Curriculum Vitae' }));
    await user.upload(screen.getByLabelText('Agregar Archivos'), [pdf('cv.pdf')]);

    await user.click(screen.getByRole('button', { name: 'Quitar cv.pdf' }));
    let dialog = screen.getByRole('dialog', { name: 'Quitar archivo' });
    expect(within(dialog).getByText('El archivo aún no se ha guardado: solo se quitará del formulario.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Quitar del formulario' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowNames()).toEqual(['cedula.pdf']);
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Quitar cedula.pdf' }));
    dialog = screen.getByRole('dialog', { name: 'Eliminar documento' });
    expect(within(dialog).getByText(/se eliminará permanentemente de la base de datos/)).toBeInTheDocument();
    const loads = calls.filter((c) => c.method === 'GET').length;
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar permanentemente' }));
    expect(await screen.findByText('Documentos eliminados exitosamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', path: 'rrhh/41/documents', body: { documentIds: [7] } });
    await waitFor(() => expect(screen.getByText('No hay documentos')).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'GET' && c.path === 'rrhh/41').length).toBeGreaterThan(loads);
  });

  it('shows the server message when deleting a stored document fails, keeping it listed', async () => {
    fakeApi((call) => {
      if (call.method === 'GET' && call.path === 'rrhh/41') return { status: 200, body: { statusCode: 200, data: storedOfficer({ documents: [storedDocument] }) } };
      if (call.method === 'DELETE') return { status: 500, body: { statusCode: 500, message: 'Error al eliminar documentos' } };
      return undefined;
    });
    const user = await openDocuments();
    await user.click(screen.getByRole('button', { name: 'Quitar cedula.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar permanentemente' }));
    expect(await screen.findByText('Error al eliminar documentos')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Eliminar documento' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['cedula.pdf']);
  });

  it('uploads pending documents and photos to the officer after PUT', async () => {
    const calls = documentsApi();
    const user = renderForm('/home/human-resources/update/41');
    const civil = await screen.findByLabelText('Seleccionar foto: Foto civil');
    await user.upload(civil, new File(['gif'], 'foto.gif', { type: 'image/gif' }));
    expect(await screen.findByText('El archivo foto.gif no tiene un formato permitido')).toBeInTheDocument();
    await user.upload(civil, new File(['png'], 'foto.png', { type: 'image/png' }));
    expect(screen.getByText('Se cargará al guardar')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Documentos' }));
    await user.click(screen.getByRole('combobox', { name: /Tipo de Archivo/ }));
    await user.click(await screen.findByRole('option', { name: 'Título Académico' }));
    await user.upload(screen.getByLabelText('Agregar Archivos'), [pdf('titulo.pdf'), pdf('notas.pdf')]);
    expect(screen.getByText('Los archivos nuevos se cargan al guardar el registro.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro actualizado exitosamente')).toBeInTheDocument();
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT rrhh/41', 'POST rrhh/41/documents', 'POST rrhh/41/images']);
    const documents = writes[1].body as FormData;
    expect(documents.get('type')).toBe('4');
    expect(documents.getAll('files').map((f) => (f as File).name)).toEqual(['titulo.pdf', 'notas.pdf']);
    const image = writes[2].body as FormData;
    expect(image.get('type')).toBe('1');
    expect((image.get('file') as File).name).toBe('foto.png');
    // Uploaded: nothing is pending any more.
    await waitFor(() => expect(screen.queryByText('Los archivos nuevos se cargan al guardar el registro.')).toBeNull());
  });
});
