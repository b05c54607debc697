/** Texts of the quick search screen (app.officers.quickSearch.*, RRHH §2.4, §5.9, §8). */
export const quickSearchMessages = {
  title: 'Búsqueda Rápida',
  hint: 'Busque por código, cédula, nombres o apellidos (sin importar acentos ni mayúsculas). Se muestran hasta 5 funcionarios.',
  submit: 'Buscar',
  searching: 'Buscando...',
  clear: 'Limpiar',
  fields: {
    code: 'Código',
    identification: 'Cédula',
    names: 'Nombres',
    lastnames: 'Apellidos',
  },
  results: 'Resultados',
  resultLabel: 'Resultado %{number}: %{name}',
  found: '%{smart_count} funcionario encontrado |||| %{smart_count} funcionarios encontrados', // spec §8
  noneFound: 'No se encontraron funcionarios con los criterios especificados', // spec §8
};
