/** Texts of the one officer picker (resources/officers/shared/OfficerPicker.tsx), the same in every module. */
export const officerPickerMessages = {
  identification: 'Cédula del funcionario',
  search: 'Buscar',
  searching: 'Buscando...',
  hint: 'Escriba la cédula y pulse Buscar',
  found: 'Funcionario encontrado',
  notFound: 'No se encontró ningún funcionario con los criterios especificados',
  selected: 'Funcionario seleccionado',
  change: 'Cambiar funcionario',
  fixedOnEdit: 'El funcionario de un registro no cambia al editarlo',
  rank: 'Rango',
  condition: 'Condición',
} as const;
