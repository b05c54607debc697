/**
 * Every Spanish text of the officer validation and answers. Quoted in the spec
 * (RRHH §4, §5, §7.1, §8) where marked `spec`; the rest follow the same wording.
 */
import { FILE_MESSAGES } from '../engine/files';
import { MAX_ID_LIST } from '../engine/numbers';

export const OFFICER_MESSAGES = {
  familyMax: 'La carga familiar no puede tener más de 50 personas',
  profesionalityMax: 'Los aspectos profesionales no pueden tener más de 50 filas',
  typeRegisterRequired: 'El Tipo de Personal es requerido', // spec §5.1
  typeRegisterInvalid: 'El Tipo de Personal no es válido',
  formErrors: 'Errores en el formulario:', // spec §5.1 (toast title)
  identificationRequired: 'La cédula es requerida', // spec §5.2, §5.9
  identificationPositive: 'La cédula debe ser mayor a 0', // spec §5.2
  identificationInteger: 'La cédula debe ser un número entero',
  firstNameRequired: 'El nombre es requerido', // spec §5.2
  firstNameMin: 'El nombre debe tener al menos 2 caracteres', // spec §5.2
  firstNameLetters: 'El nombre solo debe contener letras', // spec §5.2
  secondNameLetters: 'El segundo nombre solo debe contener letras', // spec §5.2
  firstLastnameRequired: 'El primer apellido es requerido', // spec §5.2
  firstLastnameMin: 'El primer apellido debe tener al menos 2 caracteres',
  firstLastnameLetters: 'El primer apellido solo debe contener letras', // spec §5.2
  secondLastnameLetters: 'El segundo apellido solo debe contener letras',
  genderRequired: 'El género es requerido', // spec §5.2
  civilStateRequired: 'El estado civil es requerido', // spec §5.2
  stateBirthRequired: 'El estado de nacimiento es requerido',
  municipalityBirthRequired: 'El municipio de nacimiento es requerido',
  stateRequired: 'El estado es requerido',
  municipalityRequired: 'El municipio es requerido',
  emailRequired: 'El correo electrónico es requerido',
  emailInvalid: 'El correo electrónico no es válido', // spec §5.1
  rifRequired: 'El RIF es requerido',
  dateInRequired: 'La fecha de ingreso es requerida',
  dateBirthRequired: 'La fecha de nacimiento es requerida', // spec §5.2
  adult: 'Debe ser mayor de edad (18 años)', // spec §5.1
  dateInvalid: 'Fecha inválida', // spec §8
  previousWorkYearsMin: 'Los años de trabajo previo no pueden ser negativos',
  previousWorkMonthsRange: 'Los meses de trabajo previo deben estar entre 0 y 11',
  previousWorkDaysRange: 'Los días de trabajo previo deben estar entre 0 y 30',
  numberInvalid: 'Debe ser un número',
  patriaMin: 'El código de la patria debe tener al menos 5 caracteres',
  patriaTwoMin: 'El serial de la patria debe tener al menos 5 caracteres',
  accountBankDigits: 'La cuenta bancaria solo debe contener números',
  accountBankMin: 'La cuenta bancaria debe tener al menos 10 dígitos',
  phoneRequired: 'El teléfono es requerido',
  phoneDigits: 'El teléfono debe contener solo números', // spec §5.2
  phoneMin: 'El teléfono debe tener al menos 7 dígitos', // spec §5.2
  phoneMax: 'Puede registrar hasta 2 teléfonos',
  addressRequired: 'La dirección es requerida',
  addressMin: 'La dirección debe tener al menos 10 caracteres',
  addressMax: 'Puede registrar hasta 2 direcciones',
  professionTypeRequired: 'El grado de instrucción es requerido', // spec §5.1
  professionTitleRequired: 'El campo profesión es requerido', // spec §5.1
  professionInstitutionRequired: 'La institución es requerida',
  licensesMax: 'Puede registrar hasta 5 licencias',
  licenseNumberRequired: 'El número de licencia es requerido',
  languagesMax: 'Puede registrar hasta 5 idiomas',
  councilsMax: 'Puede registrar hasta 5 consejos comunales',
  missionsMax: 'Puede registrar hasta 5 misiones',
  organisationItemInvalid: 'Las dependencias, sub dependencias y cargos deben tener valor y etiqueta',
  // Family member (spec §5.2)
  professionLetters: 'La profesión solo debe contener letras',
  passportFormat: 'El pasaporte debe contener solo letras mayúsculas y números',
  familyEmailInvalid: 'El correo electrónico del familiar no es válido',
  // Health lists (spec §5.3: 0 to 5 items)
  allergiesMax: 'Puede registrar hasta 5 alergias',
  treatmentsMax: 'Puede registrar hasta 5 tratamientos médicos',
  patologiesMax: 'Puede registrar hasta 5 patologías',
  conditionPhysicalMax: 'Puede registrar hasta 5 condiciones físicas',
  // Files (spec §5.5: the exact texts are not shown)
  fileTypeRequired: 'Debe seleccionar el tipo de archivo',
  fileNameRequired: 'El nombre del archivo es requerido',
  ...FILE_MESSAGES,
  oneImage: 'Debe agregar una sola imagen (.jpg, .jpeg o .png)',
  imageUrlRequired: 'La imagen debe tener una dirección (url)',
  imageTypeInvalid: 'El tipo de imagen debe ser 1 (foto civil) o 2 (foto uniformado)',
  imageSlotTaken: 'Solo se permite una imagen por tipo (foto civil y foto uniformado)',
  // Status (spec §4, §5.4)
  statusInvalid: 'Estado no válido', // spec §4
  rejectTypeRequired: 'Debe seleccionar un tipo de rechazo', // spec §5.4
  rejectMotiveRequired: 'Debe especificar un motivo para el rechazo', // spec §5.4
  // Searches (spec §5.9)
  searchEmpty: 'Debe llenar al menos un campo de búsqueda', // spec §5.9
  ageRange: 'El rango de edad debe estar entre 1 y 40 años',
  ageOrder: 'La edad mínima no puede ser mayor que la máxima',
  idsRequired: 'Debe indicar al menos un identificador',
  tooManyIds: `No se pueden indicar más de ${MAX_ID_LIST} identificadores a la vez`,
} as const;

/** Answers of the officer routes (spec §4, §7.1, §8). */
export const OFFICER_ANSWERS = {
  created: 'Registro creado exitosamente', // spec §8
  updated: 'Registro actualizado exitosamente', // spec §8
  deleted: 'Policía eliminado exitosamente', // spec §7.1
  deleteHasAssignments: 'No se puede eliminar el funcionario porque tiene asignaciones de armas o vehículos registradas',
  approved: 'Policía aprobado exitosamente', // spec §4 (codes 2 and 3)
  blocked: 'Policía bloqueado exitosamente', // spec §4 (code 4)
  statusUpdated: 'Estado actualizado exitosamente', // spec §4
  documentsDeleted: 'Documentos eliminados exitosamente', // spec §8
  imagesDeleted: 'Imágenes eliminadas exitosamente',
  documentsUploaded: 'Documentos cargados exitosamente',
  imageUploaded: 'Imagen cargada exitosamente',
  fileNotFound: 'El archivo no existe o ya no está disponible',
  qrGenerated: 'Código QR generado exitosamente',
  excelGenerated: 'Archivo Excel generado exitosamente',
  found: 'Funcionario encontrado', // spec §8
  familyFound: 'Búsqueda de familiares completada', // spec §8
  extranetGenerated: 'Reporte extranet generado', // spec §8
  notFound: 'No se encontró ningún funcionario con los criterios especificados', // spec §8
  noneFound: 'No se encontraron funcionarios con los criterios especificados', // spec §8
  officerNotFound: 'Funcionario no encontrado',
  duplicateIdentification: (identification: number) => `Ya existe un funcionario registrado con la cédula V-${identification}`,
  duplicateEmail: (email: string) => `Ya existe un funcionario registrado con el correo ${email}`,
  duplicateFamilyMember: 'Un familiar está repetido en la carga familiar: cada cédula puede registrarse una sola vez',
  duplicateImage: 'Solo se permite una imagen por tipo (foto civil y foto uniformado)',
  documentsNotFound: 'No se encontraron los documentos indicados para este funcionario',
  imagesNotFound: 'No se encontraron las imágenes indicadas para este funcionario',
} as const;
