/** Texts of the one officer picker (resources/officers/shared/OfficerPicker.tsx), the same in every module. */
export const officerPickerMessages = {
  identification: 'Cédula del funcionario',
  search: 'Buscar',
  searching: 'Buscando...',
  hint: 'Escriba la cédula y pulse Buscar',
  found: 'Funcionario encontrado',
  notFound: 'No se encontró ningún funcionario con los criterios especificados',
  /** Spec 2 §8: any officer search whose failed answer carries no message of its own. */
  searchFailed: 'Error al buscar funcionario',
  selected: 'Funcionario seleccionado',
  change: 'Cambiar funcionario',
  fixedOnEdit: 'El funcionario de un registro no cambia al editarlo',
  rank: 'Rango',
  condition: 'Condición',
} as const;
