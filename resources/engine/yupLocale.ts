/**
 * yup in Spanish, and safe on any input. Imported before any schema is built (first
 * import of server/app.ts and of the validation modules): yup reads its default messages
 * when a schema is built, so schemas built earlier would keep the English ones.
 *
 * - Every default message (required, type, min, max, integer...) in Spanish, naming the
 *   field; the whole body ('this') is "los datos enviados".
 * - `string().trim()` (and lowercase / uppercase) no longer throw on objects, arrays or
 *   numbers: the value is left as is and the type check refuses it with its message.
 */
import * as yup from 'yup';
import { isNonDecimalNumberText } from './numbers';

type Params = { path?: string; label?: string; min?: unknown; max?: unknown; length?: unknown; type?: string };

const subject = ({ path, label }: Params) => {
  const name = label ?? path;
  return !name || name === 'this' ? 'Los datos enviados' : `El campo «${name}»`;
};

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto', number: 'un número', boolean: 'verdadero o falso', date: 'una fecha', object: 'un objeto', array: 'una lista', mixed: 'un valor válido', tuple: 'una lista',
};

const say = (text: (p: Params) => string) => (params: Params) => text(params);

yup.setLocale({
  mixed: {
    default: say((p) => `${subject(p)} no es válido`),
    required: say((p) => `${subject(p)} es obligatorio`),
    defined: say((p) => `${subject(p)} es obligatorio`),
    notNull: say((p) => `${subject(p)} no puede estar vacío`),
    oneOf: say((p) => `${subject(p)} no tiene un valor permitido`),
    notOneOf: say((p) => `${subject(p)} no tiene un valor permitido`),
    notType: say((p) => (p.path === 'this' || !p.path ? 'Los datos enviados deben ser un objeto JSON' : `${subject(p)} debe ser ${TYPE_NAMES[p.type ?? 'mixed'] ?? 'un valor válido'}`)),
  },
  string: {
    length: say((p) => `${subject(p)} debe tener exactamente ${String(p.length)} caracteres`),
    min: say((p) => `${subject(p)} debe tener al menos ${String(p.min)} caracteres`),
    max: say((p) => `${subject(p)} no puede exceder ${String(p.max)} caracteres`),
    matches: say((p) => `${subject(p)} no tiene el formato correcto`),
    email: say((p) => `${subject(p)} debe ser un correo electrónico válido`),
    url: say((p) => `${subject(p)} debe ser una dirección web válida`),
    uuid: say((p) => `${subject(p)} no es un identificador válido`),
    datetime: say((p) => `${subject(p)} debe ser una fecha y hora válida`),
    datetime_precision: say((p) => `${subject(p)} debe ser una fecha y hora válida`),
    datetime_offset: say((p) => `${subject(p)} debe ser una fecha y hora válida`),
    trim: say((p) => `${subject(p)} no debe empezar ni terminar con espacios`),
    lowercase: say((p) => `${subject(p)} debe estar en minúsculas`),
    uppercase: say((p) => `${subject(p)} debe estar en mayúsculas`),
  },
  number: {
    min: say((p) => `${subject(p)} debe ser mayor o igual a ${String(p.min)}`),
    max: say((p) => `${subject(p)} debe ser menor o igual a ${String(p.max)}`),
    lessThan: say((p) => `${subject(p)} está fuera del rango permitido`),
    moreThan: say((p) => `${subject(p)} está fuera del rango permitido`),
    positive: say((p) => `${subject(p)} debe ser un número positivo`),
    negative: say((p) => `${subject(p)} debe ser un número negativo`),
    integer: say((p) => `${subject(p)} debe ser un número entero`),
  },
  date: {
    min: say((p) => `${subject(p)} es anterior a la fecha permitida`),
    max: say((p) => `${subject(p)} es posterior a la fecha permitida`),
  },
  boolean: { isValue: say((p) => `${subject(p)} no tiene un valor permitido`) },
  object: {
    noUnknown: say((p) => `${subject(p)} contiene campos no permitidos`),
    exact: say((p) => `${subject(p)} contiene campos no permitidos`),
  },
  array: {
    min: say((p) => `${subject(p)} debe tener al menos ${String(p.min)} elementos`),
    max: say((p) => `${subject(p)} no puede tener más de ${String(p.max)} elementos`),
    length: say((p) => `${subject(p)} debe tener ${String(p.length)} elementos`),
  },
});

type Transform = (text: string) => string;
function safeStringMethod(name: 'trim' | 'lowercase' | 'uppercase', change: Transform) {
  // yup's own versions call value.trim() (etc.) on whatever the cast left: an object or an array throws.
  yup.addMethod(yup.string, name, function (this: yup.StringSchema, message?: string) {
    return this.transform((value: unknown) => (typeof value === 'string' ? change(value) : value)).test({
      name,
      message: message ?? say((p) => `${subject(p)} no es válido`),
      test: (value: unknown) => value == null || typeof value !== 'string' || value === change(value),
    });
  });
}
safeStringMethod('trim', (text) => text.trim());
safeStringMethod('lowercase', (text) => text.toLowerCase());
safeStringMethod('uppercase', (text) => text.toUpperCase());

// Every yup number reads texts in decimal only: yup's own cast takes '0x10' for 16, '1e3' for
// 1000 and '1 2' for 12. Such a text is left uncast (a text, not NaN, which some schemas read
// as "empty"), so each schema refuses it with its own type message.
type NumberCast = (this: yup.NumberSchema, raw: unknown, options: unknown) => unknown;
const numberPrototype = yup.NumberSchema.prototype as unknown as { _cast: NumberCast };
const lenientCast = numberPrototype._cast;
numberPrototype._cast = function (this: yup.NumberSchema, raw: unknown, options: unknown) {
  return typeof raw === 'string' && isNonDecimalNumberText(raw) ? raw : lenientCast.call(this, raw, options);
};

export const yupInSpanish = true;
