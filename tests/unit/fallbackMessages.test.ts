/**
 * Spec 3 §8.2–8.3: a failed call whose answer carries no message of its own shows the
 * resource's declared text ('Error al crear el arma'); the server's message wins when there is one.
 */
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { errorMessagesOf, serverMessagesOf } from '../../dataProvider/httpClient';
import { gunAssignmentsDeclaration } from '../../resources/gunAssignments/declaration';
import { gunsDeclaration } from '../../resources/guns/declaration';
import { stationsDeclaration } from '../../resources/stations/declaration';
import { vehiclesDeclaration } from '../../resources/vehicles/declaration';

describe('fallback messages of failed calls', () => {
  const silent = new HttpError('Error interno del servidor', 500, {});
  const spoken = new HttpError('Datos enviados incorrectos.', 400, { statusCode: 400, message: 'Datos enviados incorrectos.', errors: ['El serial es requerido'] });
  const onlyMessage = new HttpError('Ya existe un arma con ese serial', 409, { statusCode: 409, message: 'Ya existe un arma con ese serial' });

  it('prefers what the server said', () => {
    expect(errorMessagesOf(spoken, 'Error al crear el arma')).toEqual(['El serial es requerido']);
    expect(errorMessagesOf(onlyMessage, 'Error al crear el arma')).toEqual(['Ya existe un arma con ese serial']);
    expect(serverMessagesOf(silent)).toEqual([]);
  });

  it("uses the call's own text when the answer carries none, else the platform's", () => {
    expect(errorMessagesOf(silent, 'Error al crear el arma')).toEqual(['Error al crear el arma']);
    expect(errorMessagesOf(new HttpError('Error de conexión. Revisa tu red.', 0, {}), 'Error al exportar armas')).toEqual(['Error al exportar armas']);
    expect(errorMessagesOf(silent)).toEqual(['Error interno del servidor']);
  });

  it('declares the spec texts per resource', () => {
    expect(gunsDeclaration.failures).toEqual({ create: 'Error al crear el arma', update: 'Error al actualizar el arma', delete: 'Error al eliminar el arma', export: 'Error al exportar armas' });
    expect(stationsDeclaration.failures).toEqual({ create: 'Error al crear la estación', update: 'Error al actualizar la estación', delete: 'Error al eliminar la estación' });
    expect(vehiclesDeclaration.failures).toEqual({ create: 'Error al crear el vehículo', update: 'Error al actualizar el vehículo', delete: 'Error al eliminar el vehículo', export: 'Error al exportar vehículos' });
    expect(gunAssignmentsDeclaration.failures).toEqual({ create: 'Error al asignar el arma', finish: 'Error al desasignar el arma' });
  });
});
