/**
 * Request and answer schemas of the RRHH routes, for the API description. Bodies are
 * validated by the shared yup schemas (resources/officers/validation.ts), which give the
 * spec's Spanish messages: the routes that carry a body keep it as sent (before Ajv
 * coerces it) and leave its checks to yup.
 */
import type { FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<FastifyRequest, unknown>();

/** Route options that keep the body as sent and let yup validate it. */
export const yupBody = {
  attachValidation: true,
  preValidation: async (request: FastifyRequest) => {
    rawBodies.set(request, structuredClone(request.body));
  },
};

/** The body as sent; bad params or query still fail as 400 before it. */
export function rawBody(request: FastifyRequest): unknown {
  if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
  return rawBodies.has(request) ? rawBodies.get(request) : request.body;
}

const str = (description: string) => ({ type: 'string', description });
const int = (description: string) => ({ type: 'integer', description });
const bool = (description: string) => ({ type: 'boolean', description });
const date = (description: string) => ({ type: 'string', format: 'date', description });
const list = (items: object, description: string) => ({ type: 'array', items, description });
const item = { type: 'object', properties: { value: { type: 'integer' }, label: { type: 'string' } } };

const familyMember = {
  type: 'object',
  properties: {
    identification: int('Cédula'), firstName: str('Primer nombre'), secondName: str('Segundo nombre'), firstLastname: str('Primer apellido'),
    secondLastname: str('Segundo apellido'), gender: int('Género (1 Masculino, 2 Femenino)'), dateBirth: date('Fecha de nacimiento'),
    phone: str('Teléfono'), email: str('Correo'), occupation: str('Ocupación'), address: str('Dirección'), profesionality: str('Profesión'),
    parentage: int('Parentesco'), civilState: int('Estado civil'), isCivil: bool('Civil (true) o Funcionario (false)'), bloodType: int('Grupo sanguíneo'),
    numberPassport: str('Pasaporte'), hasJob: bool('Trabaja'), conditionalMedicine: str('Condición médica'), treatments: str('Tratamientos'),
    sso: bool('Seguro social'), hcm: bool('Seguro HCM'),
  },
};

const professionalItem = {
  type: 'object',
  properties: {
    type: int('Grado de instrucción'), title: str('Profesión'), mention: str('Mención'), institution: str('Institución'), typeDuration: int('Unidad de duración'),
    duration: int('Duración'), dateIn: date('Inicio'), dateOut: date('Fin'), dateGraduation: date('Graduación'), isCivil: bool('Civil'), isPublic: bool('Pública'), url: str('Enlace'),
  },
};

/** `POST rrhh` / `PUT rrhh/{id}` (RRHH §3.1): the main fields; the full list is the yup schema's. */
export const officerBodyDoc = {
  type: 'object',
  description: 'Funcionario con sus partes (RRHH §3.1). Validado con el esquema compartido del formulario; los errores (400) traen todos los mensajes.',
  properties: {
    typeRegister: int('Tipo de Personal: 1, 4, 5, 6, 7 u 8'), identification: int('Cédula'), firstName: str('Primer nombre'), secondName: str('Segundo nombre'),
    firstLastname: str('Primer apellido'), secondLastname: str('Segundo apellido'), gender: int('Género'), email: str('Correo electrónico'), rif: str('RIF'),
    dateBirth: date('Fecha de nacimiento (mayor de edad)'), stateBirth: int('Estado de nacimiento (id_estado)'), municipalityBirth: str('Municipio de nacimiento'),
    civilState: int('Estado civil'), phone: list({ type: 'string' }, 'Teléfonos (1 o 2)'), dateIn: date('Fecha de ingreso'),
    address: list({ type: 'object', properties: { addressName: str('Dirección'), state: int('Estado'), municipality: str('Municipio'), parish: str('Parroquia') } }, 'Direcciones (1 o 2)'),
    range: int('Rango'), codeRrhh: str('Código del funcionario'), iapmchCode: str('Código actual'),
    dependencies: list(item, 'Dependencias'), subDependencies: list(item, 'Sub dependencias'), positions: list(item, 'Cargos'),
    license: list({ type: 'object', properties: { numberOfLicense: str('Número'), licenseGrade: int('Grado') } }, 'Licencias (hasta 5)'),
    physical: { type: 'object', description: 'Rasgos físicos y las cuatro listas de salud (hasta 5 elementos cada una)' },
    family: list(familyMember, 'Carga familiar: reemplaza la guardada'), profesionality: list(professionalItem, 'Aspectos profesionales: reemplazan los guardados'),
    documents: list({ type: 'object', properties: { id: int('Documento guardado'), filename: str('Nombre (.pdf)'), size: int('Bytes (hasta 10 MB)'), type: int('Tipo de archivo'), url: str('Dirección') } }, 'Documentos ya subidos; si se omite, no cambian'),
    images: list({ type: 'object', properties: { id: int('Imagen guardada'), url: str('Dirección'), filename: str('Nombre'), type: int('1 foto civil, 2 foto uniformado') } }, 'Imágenes; si se omite, no cambian'),
  },
} as const;

/** Officer as answered by `GET rrhh/{id}` (every column plus its parts). */
export const officerViewSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    id: { type: 'integer' }, identification: { type: 'integer' }, firstName: { type: 'string' }, firstLastname: { type: 'string' },
    statusIn: { type: 'integer' }, typeRegister: { type: 'integer' }, grade: { type: 'integer' },
    family: { type: 'array', items: { type: 'object', additionalProperties: true } },
    profesionality: { type: 'array', items: { type: 'object', additionalProperties: true } },
    documents: { type: 'array', items: { type: 'object', additionalProperties: true } },
    images: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
} as const;

export const looseList = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;

/**
 * Route option for answers whose schema lists no fields to keep (loose rows, whole
 * officers): the schema documents the answer, and `JSON.stringify` writes it. Generated
 * serializers walk such objects key by key at twice the cost and filter nothing out.
 */
export const serializeAsIs = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
export const urlData = { type: 'object', properties: { url: { type: 'string' }, total: { type: 'integer' } } } as const;

export const identificationParams = {
  type: 'object',
  required: ['identification'],
  properties: { identification: { type: 'string', maxLength: 20, description: 'Cédula (admite V-12345678)' } },
} as const;

export const policeIdParams = {
  type: 'object',
  required: ['policeId'],
  properties: { policeId: { type: 'integer', minimum: 1 } },
} as const;
