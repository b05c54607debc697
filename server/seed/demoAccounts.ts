/**
 * Demo roles and users: realistic limited roles so a newcomer can see how the
 * permission tree shapes the sidebar. All demo users share the password 'Demo2026!'.
 */
import { emptyPermissionTree, type PermissionTree } from '../../authProvider/moduleCatalogue';
import { toggleNode, type TreeNodePath } from '../../authProvider/permissions';

/** Selects whole modules / sub-modules by their ids (cascading like the role form). */
export function treeWith(selections: { module: number; sub?: number }[]): PermissionTree {
  let tree = emptyPermissionTree();
  for (const { module, sub } of selections) {
    const mi = tree.findIndex((m) => m.id === module);
    if (sub === undefined) {
      tree = toggleNode(tree, [mi]);
      continue;
    }
    // Selecting one sub-module: the module itself is selected without cascading.
    tree = tree.map((m, i) => (i === mi ? { ...m, selected: true, configured: true } : m));
    const si = tree[mi].subModules.findIndex((s) => s.id === sub);
    tree = toggleNode(tree, [mi, si] as TreeNodePath);
  }
  return tree;
}

export function demoRoles(): { roleName: string; description: string; permissions: PermissionTree }[] {
  return [
    { roleName: 'Recursos Humanos', description: 'Registro, consulta y movimientos del personal', permissions: treeWith([{ module: 1 }, { module: 4 }]) },
    { roleName: 'Auditor', description: 'Consulta del registro de auditoría', permissions: treeWith([{ module: 9 }]) },
    { roleName: 'Parque de Armas', description: 'Gestión del parque de armas', permissions: treeWith([{ module: 3, sub: 1 }]) },
    { roleName: 'Transporte', description: 'Gestión de vehículos y asignaciones', permissions: treeWith([{ module: 3, sub: 2 }]) },
    { roleName: 'Configuración', description: 'Consulta de usuarios y roles', permissions: treeWith([{ module: 8 }]) },
    { roleName: 'Educación', description: 'Registro de estudiantes y evaluaciones de desempeño', permissions: treeWith([{ module: 7 }]) },
    { roleName: 'Sitio Web', description: 'Gestión de noticias del sitio web institucional', permissions: treeWith([{ module: 6 }]) },
  ];
}

export function demoUsers() {
  const user = (username: string, fullname: string, roleName: string) => ({
    roleName,
    values: { username, fullname, email: `${username}@policia.gob.ve`, isAdmin: false, isActive: true, isWebSite: false, isMedical: false },
  });
  return [
    user('mgonzalez', 'María González', 'Recursos Humanos'),
    user('jperez', 'José Pérez', 'Auditor'),
    user('crodriguez', 'Carlos Rodríguez', 'Parque de Armas'),
    user('lhernandez', 'Luisa Hernández', 'Transporte'),
    user('amartinez', 'Ana Martínez', 'Configuración'),
    user('educacion', 'Elena Castillo', 'Educación'),
    user('web', 'Rafael Suárez', 'Sitio Web'),
  ];
}
