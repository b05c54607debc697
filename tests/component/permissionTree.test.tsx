// @vitest-environment jsdom
/**
 * The permission tree editor (spec 1 §4, §6): toggling a module selects it and every
 * descendant and marks it configured; toggling a permission flips only that permission
 * and selects its ancestors; the counter and the chips count what the role reaches.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyPermissionTree, type PermissionTree } from '../../authProvider/moduleCatalogue';
import { i18nProvider } from '../../src/providers';
import { PermissionTreeEditor } from '../../resources/roles/PermissionTreeEditor';

afterEach(cleanup);

function Harness({ onChange }: { onChange: (tree: PermissionTree) => void }) {
  const [tree, setTree] = useState(emptyPermissionTree);
  return (
    <PermissionTreeEditor
      value={tree}
      onChange={(next) => {
        setTree(next);
        onChange(next);
      }}
    />
  );
}

function renderEditor() {
  const onChange = vi.fn<(tree: PermissionTree) => void>();
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()}>
      <Harness onChange={onChange} />
    </AdminContext>,
  );
  return { onChange, user: userEvent.setup() };
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const lastTree = (onChange: ReturnType<typeof vi.fn<(tree: PermissionTree) => void>>) => onChange.mock.lastCall![0];

describe('PermissionTreeEditor', () => {
  it('shows every module of the catalogue, unselected and collapsed', () => {
    renderEditor();
    for (const name of ['Recursos Humanos', 'Disciplinario', 'Gestión Administrativa', 'Configuración', 'Médico']) {
      expect(box(name)).not.toBeChecked();
    }
    expect(screen.queryByRole('checkbox', { name: 'Recursos Humanos / Ingreso' })).toBeNull();
    expect(screen.queryByText(/Acceso (completo|parcial)/)).toBeNull();
    expect(screen.getByText('0 de 75 seleccionados')).toBeInTheDocument();
  });

  it('toggling a module selects all its descendants and marks it configured', async () => {
    const { onChange, user } = renderEditor();
    await user.click(box('Recursos Humanos'));

    expect(box('Recursos Humanos')).toBeChecked();
    expect(screen.getByText('Acceso completo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expandir Recursos Humanos' }));
    await user.click(screen.getByRole('button', { name: 'Expandir Recursos Humanos / Ingreso' }));
    expect(box('Recursos Humanos / Ingreso')).toBeChecked();
    expect(box('Recursos Humanos / Reingreso')).toBeChecked();
    expect(box('Recursos Humanos / Ingreso / Policial')).toBeChecked();
    expect(box('Recursos Humanos / Ingreso / Policial / Registrar')).toBeChecked();
    expect(box('Recursos Humanos / Ingreso / Completar Registro / Editar')).toBeChecked();

    const tree = lastTree(onChange);
    const rrhh = tree.find((m) => m.id === 1)!;
    expect(rrhh).toMatchObject({ selected: true, configured: true });
    const everything = rrhh.subModules.flatMap((s) => [s.selected, ...s.internalModules.flatMap((i) => [i.selected, ...i.permissions.map((p) => p.selected)])]);
    expect(everything.every(Boolean)).toBe(true);
    // Other modules are untouched.
    expect(tree.filter((m) => m.id !== 1).every((m) => !m.selected && !m.configured)).toBe(true);

    // Toggling it again clears the whole branch; it stays configured.
    await user.click(box('Recursos Humanos'));
    expect(box('Recursos Humanos / Ingreso / Policial / Registrar')).not.toBeChecked();
    expect(lastTree(onChange).find((m) => m.id === 1)).toMatchObject({ selected: false, configured: true });
  });

  it('toggling a permission flips only that permission among its siblings and selects its ancestors', async () => {
    const { onChange, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Expandir todo' }));
    await user.click(box('Recursos Humanos / Ingreso / Policial / Consultar'));

    expect(box('Recursos Humanos / Ingreso / Policial / Consultar')).toBeChecked();
    expect(box('Recursos Humanos / Ingreso / Policial / Registrar')).not.toBeChecked();
    expect(box('Recursos Humanos / Ingreso / Policial')).toBeChecked();
    expect(box('Recursos Humanos / Ingreso')).toBeChecked();
    expect(box('Recursos Humanos')).toBeChecked();
    expect(box('Recursos Humanos / Ingreso / Administrativo')).not.toBeChecked();
    expect(box('Recursos Humanos / Reingreso')).not.toBeChecked();
    // Module, Ingreso, Policial and Consultar.
    expect(screen.getByText('4 de 75 seleccionados')).toBeInTheDocument();

    const tree = lastTree(onChange);
    const selected: string[] = [];
    for (const m of tree) {
      if (m.selected || m.configured) selected.push(m.name);
      for (const s of m.subModules) {
        if (s.selected) selected.push(s.name);
        for (const i of s.internalModules) {
          if (i.selected) selected.push(i.name);
          for (const p of i.permissions) if (p.selected) selected.push(`${m.name}/${s.name}/${i.name}/${p.name}`);
        }
      }
    }
    expect(selected).toEqual(['Recursos Humanos', 'Ingreso', 'Policial', 'Recursos Humanos/Ingreso/Policial/Consultar']);
  });

  it('ticking only a sub-module selects its module (not its siblings) and counts what the role reaches', async () => {
    const { onChange, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Expandir Gestión Administrativa' }));
    await user.click(box('Gestión Administrativa / Transporte'));
    const admin = lastTree(onChange).find((m) => m.id === 3)!;
    expect(admin.selected).toBe(true);
    expect(admin.configured).toBe(true);
    expect(admin.subModules[0]).toMatchObject({ selected: false });
    expect(admin.subModules[0].internalModules.some((i) => i.selected)).toBe(false);
    expect(admin.subModules[1]).toMatchObject({ selected: true });
    expect(admin.subModules[1].internalModules.every((i) => i.selected)).toBe(true);
    expect(box('Gestión Administrativa')).toBeChecked();
    expect(box('Gestión Administrativa / Parque de Armas')).not.toBeChecked();
    // Module + Transporte + its three internal modules, of the module's nine nodes.
    expect(screen.getByText('5 de 75 seleccionados')).toBeInTheDocument();
    expect(screen.getByText('Acceso parcial (5 de 9)')).toBeInTheDocument();
  });

  it('unticking a module unticks everything below it, so nothing unreachable stays ticked', async () => {
    const { onChange, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Expandir Gestión Administrativa' }));
    await user.click(box('Gestión Administrativa / Transporte'));
    await user.click(box('Gestión Administrativa'));
    const admin = lastTree(onChange).find((m) => m.id === 3)!;
    expect(admin.selected).toBe(false);
    expect(admin.subModules.every((s) => !s.selected && s.internalModules.every((i) => !i.selected))).toBe(true);
    expect(screen.getByText('0 de 75 seleccionados')).toBeInTheDocument();
  });

  it('a saved tree with a sub-module but not its module counts nothing and says so', () => {
    const tree = emptyPermissionTree();
    const legacy = tree.map((m) => (m.id === 3 ? { ...m, subModules: m.subModules.map((s) => (s.id === 2 ? { ...s, selected: true } : s)) } : m));
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()}>
        <PermissionTreeEditor value={legacy} onChange={() => undefined} />
      </AdminContext>,
    );
    expect(screen.getByText('0 de 75 seleccionados')).toBeInTheDocument();
    expect(screen.getByText('Sin acceso: marque el módulo')).toBeInTheDocument();
  });
});
