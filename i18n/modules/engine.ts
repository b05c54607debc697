/** Texts of the generated resource screens (resources/engine/views). */
export const engineMessages = {
  create: 'Nuevo registro: %{name}',
  edit: 'Editar: %{name}',
  show: 'Detalles: %{name}',
  view: 'Ver detalles',
  rowActions: 'Acciones de %{name}',
  deleteTitle: 'Eliminar %{name}',
  deleted: 'Registro eliminado exitosamente',
  saved: 'Registro guardado exitosamente',
  filterAll: 'Todos',
  close: 'Cerrar',
  confirm: 'Confirmar',
  working: 'Procesando...',
  empty: 'Sin datos',
  /** An empty cell where the list declares a mark for it. */
  noValue: '—',
  listHint: 'Separe los elementos con comas',
  computed: 'Calculado automáticamente',
  editMode: 'Editar',
  previewMode: 'Vista previa',
  accessDenied: 'No tiene permisos para acceder a este módulo.',
} as const;
