/**
 * Issue 29, the shared layer of designed resources: default Spanish messages, the
 * declaration built from a definition, its permission node and access, and the tree's
 * designed sub-modules restored by id (removing one does not shift another's selection).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { emptyPermissionTree, setDesignedPermissionNodes } from '../../authProvider/moduleCatalogue';
import { restoreSelections } from '../../authProvider/permissions';
import { declarationFromDefinition, designedNodeOf, withDefaultMessages } from '../../resources/engine/declarationFromDefinition';
import { definitionProblems, type DefinitionContext } from '../../resources/engine/definitionChecks';
import type { ResourceDefinition } from '../../resources/engine/definitionSchema';
import { buildValidationSchema } from '../../resources/engine/validation';

const definition: ResourceDefinition = {
  name: 'training_courses',
  label: { one: 'Curso', many: 'Cursos', gender: 'm' },
  fields: {
    title: { type: 'text', label: 'Título', rules: { required: {} }, search: true, list: true },
    hours: { type: 'integer', label: 'Horas', rules: { min: { value: 1 }, max: { value: 400 } }, sort: true },
    code: { type: 'text', label: 'Código', rules: { pattern: { value: '^[A-Z]{3}-\\d+$' } }, unique: {} },
  },
  menu: { group: 'education' },
  permission: { module: 3, subModule: 2 },
};

const context: DefinitionContext = {
  builtInNames: ['stations', 'gunAssignments', 'gun_assignments'],
  referenceTargets: { stations: ['id', 'name'] },
  catalogueKeys: (path) => (path === 'configuration.typeServices' ? [1, 2] : undefined),
  menuGroups: ['education', 'transport'],
  modules: [{ id: 3, subModules: [1, 2] }, { id: 8, subModules: [1, 2] }],
};

afterEach(() => setDesignedPermissionNodes([]));

describe('definiciones de recursos', () => {
  it('fills in Spanish messages and every text maximum', () => {
    const filled = withDefaultMessages(definition);
    expect(filled.fields.title.rules).toEqual({ required: { message: 'El campo Título es requerido' }, maxLength: { value: 255, message: 'Título: no puede exceder 255 caracteres' } });
    expect(filled.fields.hours.rules?.max).toEqual({ value: 400, message: 'Horas: debe ser menor o igual a 400' });
    expect(filled.fields.code.unique).toEqual({ message: 'Ya existe un curso con ese valor de Código' });
  });

  it('builds a declaration the shared yup validation reads, guarded by the existing CRUD internals', async () => {
    const declaration = declarationFromDefinition(withDefaultMessages(definition), designedNodeOf(definition, null));
    expect(declaration).toMatchObject({ apiPath: 'designed/training_courses', table: 'training_courses', searchFields: ['title'], sortFields: ['hours'], listFields: ['title'], exportFields: ['title'] });
    expect(declaration.access).toMatchObject({ create: { module: 3, sub: 2, internal: 1 }, list: { module: 3, sub: 2, internal: 2 }, delete: { module: 3, sub: 2, internal: 3 } });
    const schema = buildValidationSchema(declaration, 'create');
    await expect(schema.validate({ title: 'Tiro', hours: 0, code: 'abc' }, { abortEarly: false })).rejects.toMatchObject({
      errors: ['Horas: debe ser mayor o igual a 1', 'Código: formato inválido'],
    });
  });

  it('a new sub-module takes its own node with Registrar, Consultar and Editar', () => {
    const own = { ...definition, permission: { module: 8 } };
    expect(designedNodeOf(own, 104)).toEqual({ module: 8, sub: 104, crudInternals: true });
    // A sub-module without those internals guards every action with itself.
    expect(designedNodeOf({ ...definition, permission: { module: 8, subModule: 1 } }, null)).toEqual({ module: 8, sub: 1, crudInternals: false });
  });

  it('restores designed sub-modules by id, not by position', () => {
    setDesignedPermissionNodes([{ module: 8, id: 100, name: 'A' }, { module: 8, id: 101, name: 'B' }]);
    const saved = emptyPermissionTree().map((m) => (m.id === 8 ? { ...m, selected: true, subModules: m.subModules.map((s) => ({ ...s, selected: s.id === 101 })) } : m));
    setDesignedPermissionNodes([{ module: 8, id: 101, name: 'B' }]);
    const restored = restoreSelections(emptyPermissionTree(), saved).find((m) => m.id === 8)!;
    expect(restored.subModules.map((s) => [s.id, s.selected])).toEqual([[1, false], [2, false], [101, true]]);
  });

  it('names what is wrong in Spanish', () => {
    expect(definitionProblems(definition, context)).toEqual([]);
    const bad: ResourceDefinition = {
      ...definition,
      name: 'gun_assignments',
      fields: {
        order: { type: 'text', label: 'Orden' },
        hours: { type: 'integer', label: 'Horas', rules: { min: { value: 5 }, max: { value: 1 } }, search: true },
        place: { type: 'reference', label: 'Lugar', reference: { resource: 'stations', display: 'nothing' } },
        kind: { type: 'catalog', label: 'Tipo', catalog: 'configuration.typeServices', default: 7 },
        code: { type: 'text', label: 'Código', rules: { pattern: { value: '(a+)+$' } } },
      },
      menu: { group: 'nowhere' },
      permission: { module: 3, subModule: 9 },
    };
    expect(definitionProblems(bad, context)).toEqual([
      'El nombre "gun_assignments" ya lo usa un recurso del sistema',
      'Campo "order": es un nombre reservado',
      'Campo "hours": el valor mínimo no puede ser mayor que el máximo',
      'Campo "hours": solo los campos de texto pueden ser buscados',
      'Campo "place": el recurso "stations" no tiene el campo "nothing"',
      'Campo "kind": el valor por defecto no está en el catálogo',
      'Campo "code": el patrón es demasiado complejo (cuantificadores anidados)',
      'El grupo del menú "nowhere" no existe',
      'El submódulo 9 no existe en el módulo 3',
    ]);
    const badDate: ResourceDefinition = { ...definition, fields: { ...definition.fields, since: { type: 'date', label: 'Desde', default: '2026-02-31' } } };
    expect(definitionProblems(badDate, context)).toEqual(['Campo "since": el valor por defecto debe ser una fecha AAAA-MM-DD']);
  });
});
