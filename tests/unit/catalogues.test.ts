import { describe, expect, it } from 'vitest';
import { buildDataInit } from '../../server/catalogues/index';
import { labelOf, NOT_AVAILABLE } from '../../server/catalogues/labelOf';
import {
  gunStatusColor,
  officerStatusColor,
  statusBadgeColor,
  vehicleStatusColor,
} from '../../server/catalogues/colors';
import { STATES } from '../../server/catalogues/geography';
import type { AnyCatalogItem } from '../../server/catalogues/types';

type Item = { key: number | string; value: string; [nested: string]: unknown };

const data = buildDataInit('1.2.3');

function isCatalog(value: unknown): value is Item[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((x) => typeof x === 'object' && x !== null && 'key' in x && 'value' in x)
  );
}

/** Every key/value list in the payload, including nested ones, with a path for messages. */
function collectCatalogs(node: unknown, path: string, out: [string, Item[]][] = []): [string, Item[]][] {
  if (isCatalog(node)) {
    out.push([path, node]);
    node.forEach((item, i) => {
      for (const [field, child] of Object.entries(item)) {
        if (field !== 'key' && field !== 'value') collectCatalogs(child, `${path}[${i}].${field}`, out);
      }
    });
  } else if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [field, child] of Object.entries(node)) collectCatalogs(child, path ? `${path}.${field}` : field, out);
  }
  return out;
}

const groups = { rrhh: data.rrhh, configuration: data.configuration, disciplinary: data.disciplinary, permits: data.permits, medical: data.medical, education: data.education, evaluation: data.evaluation, website: data.website };
const catalogs = collectCatalogs(groups, '');

describe('geography (states)', () => {
  it('has 24 states, 335 municipalities and 1,139 parishes', () => {
    expect(data.states).toBe(STATES);
    expect(data.states).toHaveLength(24);
    const municipalities = data.states.flatMap((s) => s.municipios);
    expect(municipalities).toHaveLength(335);
    expect(municipalities.reduce((n, m) => n + m.parroquias.length, 0)).toBe(1139);
  });

  it('uses the spec shape {id_estado, estado, municipios: [{municipio, parroquias}]}', () => {
    expect(data.states.map((s) => s.id_estado)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    for (const state of data.states) {
      expect(Object.keys(state).sort()).toEqual(['estado', 'id_estado', 'municipios']);
      expect(state.estado.trim()).not.toBe('');
      expect(state.municipios.length).toBeGreaterThan(0);
      const names = state.municipios.map((m) => m.municipio);
      expect(new Set(names).size).toBe(names.length);
      for (const m of state.municipios) {
        expect(Object.keys(m).sort()).toEqual(['municipio', 'parroquias']);
        m.parroquias.forEach((p) => expect(typeof p === 'string' && p.trim().length > 0).toBe(true));
      }
    }
    const capital = data.states.find((s) => s.estado === 'Distrito Capital');
    expect(capital?.municipios.find((m) => m.municipio === 'Libertador')?.parroquias).toContain('Catedral');
    expect(data.states.find((s) => s.id_estado === 14)?.estado).toBe('Miranda');
  });
});

describe('buildDataInit shape', () => {
  it('carries the version and the spec list names', () => {
    expect(data.version).toBe('1.2.3');
    expect(Object.keys(data.rrhh)).toEqual(
      expect.arrayContaining([
        'gender', 'bloodType', 'range', 'condition', 'psychomotricity', 'skinColor', 'hairColor', 'eyeColor',
        'shirtSize', 'pantSize', 'capSize', 'shoesSize', 'typeProfesionality', 'parentage', 'civilState',
        'statusIn', 'position', 'typeRegister', 'typeOfDuration', 'typeImage', 'services', 'typeServices',
        'currentPositions', 'housingType', 'dependencies', 'permitTypes',
      ]),
    );
    expect(Object.keys(data.configuration)).toEqual(
      expect.arrayContaining([
        'rangeAdmin', 'typeUser', 'typeDocument', 'typeGun', 'typeStatusGun', 'typeVehicle',
        'typeOfStatusVehicle', 'services', 'typeOfStatusDisciplinary', 'typeOfDecision',
      ]),
    );
    expect(Object.keys(data.disciplinary)).toEqual(expect.arrayContaining(['typeRegister', 'status', 'type', 'decision']));
    expect(Object.keys(data.permits)).toEqual(expect.arrayContaining(['types']));
    expect(Object.keys(data.medical)).toEqual(expect.arrayContaining(['status']));
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('nests sub-dependencies, vehicle classes, sub-services and the permit cascade', () => {
    data.rrhh.dependencies.forEach((d) => expect(d.subDependencies.length).toBeGreaterThan(0));
    expect(data.rrhh.dependencies.some((d) => d.value === 'Dirección de Recursos Humanos')).toBe(true);
    data.configuration.typeVehicle.forEach((t) => expect(t.classes.length).toBeGreaterThan(0));
    const typeServiceKeys = data.rrhh.typeServices.map((t) => t.key);
    data.rrhh.services.forEach((s) => expect(typeServiceKeys).toContain(s.typeService));
    for (const type of data.permits.types) {
      expect(type.personal.length).toBeGreaterThan(0);
      for (const personal of type.personal) {
        expect(personal.days.length).toBeGreaterThan(0);
        for (const days of personal.days) {
          expect(days.quantity).toBeGreaterThanOrEqual(1);
          expect(days.reasons.length).toBeGreaterThan(0);
        }
      }
    }
    expect(data.rrhh.permitTypes).toBe(data.permits.types);
  });
});

describe('every list', () => {
  it('finds a good number of lists', () => {
    expect(catalogs.length).toBeGreaterThan(60);
  });

  it.each(catalogs)('%s has unique keys and non-empty Spanish labels', (_path, list) => {
    const keys = list.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const item of list) {
      expect(['number', 'string']).toContain(typeof item.key);
      if (typeof item.key === 'number') expect(Number.isInteger(item.key)).toBe(true);
      expect(typeof item.value).toBe('string');
      expect(item.value.trim()).toBe(item.value);
      expect(item.value).not.toBe('');
      expect(item.value).not.toBe(NOT_AVAILABLE);
    }
  });

  it('uses keys unique across parents for nested lists', () => {
    const unique = (keys: (number | string)[]) => new Set(keys).size === keys.length;
    expect(unique(data.rrhh.dependencies.flatMap((d) => d.subDependencies.map((s) => s.key)))).toBe(true);
    expect(unique(data.configuration.typeVehicle.flatMap((t) => t.classes.map((c) => c.key)))).toBe(true);
    expect(unique(data.rrhh.services.flatMap((s) => s.subServices.map((x) => x.key)))).toBe(true);
    const personal = data.permits.types.flatMap((t) => t.personal);
    const days = personal.flatMap((p) => p.days);
    expect(unique(personal.map((p) => p.key))).toBe(true);
    expect(unique(days.map((d) => d.key))).toBe(true);
    expect(unique(days.flatMap((d) => d.reasons.map((r) => r.key)))).toBe(true);
  });
});

describe('spec-given keys and labels', () => {
  it("'Tipo de Personal' keys are exactly 1, 4, 5, 6, 7, 8", () => {
    expect(data.rrhh.typeRegister).toEqual([
      { key: 1, value: 'Policiales' },
      { key: 4, value: 'Administrativos' },
      { key: 5, value: 'Obreros' },
      { key: 6, value: 'Contratados' },
      { key: 7, value: 'Honorarios Profesionales' },
      { key: 8, value: 'Comisión de servicio' },
    ]);
  });

  const cases: [string, readonly AnyCatalogItem[], number | string, string][] = [
    ['rrhh.gender', data.rrhh.gender, 1, 'Masculino'],
    ['rrhh.gender', data.rrhh.gender, 2, 'Femenino'],
    ['rrhh.bloodType', data.rrhh.bloodType, 1, 'O+'],
    ['rrhh.bloodType', data.rrhh.bloodType, 8, 'AB-'],
    ['rrhh.condition', data.rrhh.condition, 1, 'Activo'],
    ['rrhh.statusIn', data.rrhh.statusIn, 2, 'Aprobado'],
    ['rrhh.statusIn', data.rrhh.statusIn, 3, 'Rechazado'],
    ['rrhh.range', data.rrhh.range, 1, 'Oficial'],
    ['rrhh.range', data.rrhh.range, 9, 'Comisionado Jefe'],
    ['rrhh.vacationType', data.rrhh.vacationType, 2, 'Vencidas'],
    ['rrhh.vacationType', data.rrhh.vacationType, 4, 'Maternal'],
    ['rrhh.requestStatus', data.rrhh.requestStatus, 1, 'Pendiente'],
    ['rrhh.requestStatus', data.rrhh.requestStatus, 3, 'Rechazado'],
    ['configuration.typeStatusGun', data.configuration.typeStatusGun, 3, 'En Mantenimiento'],
    ['configuration.typeOfStatusVehicle', data.configuration.typeOfStatusVehicle, 1, 'Disponible'],
    ['configuration.typeOfStatusVehicle', data.configuration.typeOfStatusVehicle, 4, 'Fuera de Servicio'],
    ['configuration.gunAssignmentType', data.configuration.gunAssignmentType, 4, 'Entrenamiento'],
    ['configuration.vehicleAssignmentType', data.configuration.vehicleAssignmentType, 3, 'Comisión de Servicio'],
    ['configuration.vehicleAssignmentType', data.configuration.vehicleAssignmentType, 4, 'Mantenimiento'],
    ['configuration.typeOfDecision', data.configuration.typeOfDecision, 1, 'Aprobado'],
    ['disciplinary.typeRegister', data.disciplinary.typeRegister, 2, 'OIDP'],
    ['disciplinary.status', data.disciplinary.status, 1, 'Iniciado'],
    ['disciplinary.status', data.disciplinary.status, 2, 'En Investigación'],
    ['disciplinary.status', data.disciplinary.status, 5, 'Suspendido'],
    ['disciplinary.decision', data.disciplinary.decision, 3, 'Pendiente'],
    ['disciplinary.statusSelector', data.disciplinary.statusSelector, 2, 'Cerrado'],
    ['disciplinary.modeOfNotice', data.disciplinary.modeOfNotice, 1, 'Oficio'],
    ['disciplinary.modeOfNotice', data.disciplinary.modeOfNotice, 3, 'Otros'],
    ['permits.typeKey', data.permits.typeKey, 3, 'Estudio'],
    ['permits.studyType', data.permits.studyType, 'CUATRIMESTRE', 'Cuatrimestre'],
    ['permits.scheduleType', data.permits.scheduleType, 'vespertino', 'Vespertino'],
    ['permits.dayOfWeek', data.permits.dayOfWeek, 1, 'Lunes'],
    ['permits.dayOfWeek', data.permits.dayOfWeek, 7, 'Domingo'],
    ['medical.status', data.medical.status, 2, 'Aprobado'],
    ['medical.condition', data.medical.condition, 1, 'Activo'],
    ['education.status', data.education.status, 3, 'Graduado'],
    ['evaluation.type', data.evaluation.type, 5, 'Probatoria'],
    ['website.category', data.website.category, 8, 'Tecnología'],
    ['website.priority', data.website.priority, 4, 'Destacada'],
    ['website.status', data.website.status, 3, 'Publicada'],
  ];

  it.each(cases)('%s key %s is %s', (_path, list, key, label) => {
    expect(labelOf(list, key)).toBe(label);
  });

  it('statusIn has the keys of RRHH §4 and typeImage 1/2', () => {
    expect(data.rrhh.statusIn.map((s) => s.key)).toEqual([1, 2, 3, 4, 5]);
    expect(data.rrhh.typeImage.map((s) => s.key)).toEqual([1, 2]);
    expect(data.disciplinary.type.map((s) => s.key)).toEqual([1, 2]);
  });

  it('permit cascade: type keys 1, 2, 3 with the spec permitType strings', () => {
    expect(data.permits.types.map((t) => [t.key, t.permitType])).toEqual([
      [1, 'obligatorio'],
      [2, 'potestativo'],
      [3, 'estudio'],
    ]);
    expect(data.permits.status.map((s) => s.key)).toEqual(['pending', 'approved', 'rejected']);
  });

  it('career keys are the spec strings', () => {
    expect(data.education.career.map((c) => c.key)).toEqual([
      'CIENCIAS_POLICIALES', 'INVESTIGACION_PENAL', 'SEGURIDAD_CIUDADANA', 'GESTION_POLICIAL', 'CRIMINALISTICA',
    ]);
    expect(data.education.semester).toHaveLength(10);
  });

  it('typeProfesionality keys rise with the degree level', () => {
    const keys = data.rrhh.typeProfesionality.map((t) => t.key);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });
});

describe('labelOf', () => {
  const list = [{ key: 1, value: 'Uno' }, { key: 2, value: 'Dos' }];

  it('returns the label for a known key, also from a numeric string', () => {
    expect(labelOf(list, 2)).toBe('Dos');
    expect(labelOf(list, '2')).toBe('Dos');
    expect(labelOf(data.permits.status, 'approved')).toBe('Aprobado');
  });

  it("falls back to 'N/A'", () => {
    expect(NOT_AVAILABLE).toBe('N/A');
    expect(labelOf(list, 99)).toBe('N/A');
    expect(labelOf(list, null)).toBe('N/A');
    expect(labelOf(list, undefined)).toBe('N/A');
    expect(labelOf(list, '')).toBe('N/A');
    expect(labelOf(undefined, 1)).toBe('N/A');
    expect(labelOf(null, 1)).toBe('N/A');
    expect(labelOf([], 1)).toBe('N/A');
    expect(labelOf(data.rrhh.typeRegister, 2)).toBe('N/A');
  });
});

describe('status colours', () => {
  it('badges by Spanish label', () => {
    expect(['Aprobado', 'Activo', 'Resuelto', 'Completado'].map(statusBadgeColor)).toEqual(Array(4).fill('green'));
    expect(['Pendiente', 'En Proceso', 'Iniciado'].map(statusBadgeColor)).toEqual(Array(3).fill('yellow'));
    expect(statusBadgeColor('En Investigación')).toBe('blue');
    expect(['Rechazado', 'Inactivo', 'Suspendido'].map(statusBadgeColor)).toEqual(Array(3).fill('red'));
    expect(['Archivado', 'Otro', '', null, undefined].map(statusBadgeColor)).toEqual(Array(5).fill('grey'));
  });

  it('gun, vehicle and officer status by key', () => {
    expect([1, 2, 3, 4, 5, 0].map(gunStatusColor)).toEqual(['blue', 'green', 'red', 'red', 'yellow', 'yellow']);
    expect([1, 2, 3, 4, 5, 6].map(vehicleStatusColor)).toEqual(['green', 'red', 'red', 'blue', 'blue', 'yellow']);
    expect([1, 2, 3, 4, 5].map(officerStatusColor)).toEqual(['red', 'green', 'red', 'red', 'blue']);
  });
});
