/** Spanish texts of the demo evaluations and news (server/seed/educationDemo.ts). */

/** General comments by the evaluation's overall level (2–5). */
export const COMMENTS: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Desempeño sobresaliente durante todo el período, referente para sus compañeros de unidad.',
    'Cumple sus funciones con excelencia y demuestra un alto compromiso institucional.',
  ],
  4: [
    'Buen desempeño general; cumple con las metas asignadas y mantiene una conducta ejemplar.',
    'Funcionario responsable y puntual, con margen de mejora en la toma de iniciativa.',
  ],
  3: [
    'Desempeño aceptable; requiere acompañamiento en la planificación de sus actividades.',
    'Cumple parcialmente los objetivos del período; se recomienda seguimiento del supervisor.',
  ],
  2: [
    'Desempeño por debajo de lo esperado; presenta retrasos frecuentes en la entrega de informes.',
    'Se observan debilidades de disciplina y trabajo en equipo que deben corregirse.',
  ],
};

export const RECOMMENDATIONS = [
  'Mantener la participación en los operativos de prevención del delito.',
  'Reforzar la redacción de actas policiales y el uso del sistema de registro.',
  'Asignar tareas de coordinación de grupo para desarrollar el liderazgo.',
  'Mejorar la comunicación con la comunidad durante el patrullaje.',
];

export const GOALS = [
  'Completar el curso de actualización en derechos humanos antes del próximo período.',
  'Reducir a cero las inasistencias injustificadas.',
  'Liderar al menos dos operativos de seguridad ciudadana.',
  'Obtener la certificación en primeros auxilios.',
];

export const TRAININGS = [
  'Uso progresivo y diferenciado de la fuerza.',
  'Técnicas de investigación criminal y cadena de custodia.',
  'Atención a víctimas de violencia de género.',
  'Manejo defensivo de vehículos policiales.',
];

export const REJECTIONS = [
  'Las calificaciones no están sustentadas con observaciones del período.',
  'El evaluador no fue el supervisor directo durante el período evaluado.',
  'Faltan los comentarios generales y las metas del funcionario.',
];

export interface NewsTopic {
  category: number;
  title: string;
  subtitle: string;
  /** At least 50 characters; `{estado}` becomes the state of the item. */
  content: string;
  closing: readonly string[];
  tags: readonly string[];
}

const CLOSINGS = [
  'La institución agradece la participación de la comunidad y de los funcionarios involucrados.',
  'Para más información, la ciudadanía puede dirigirse a la estación policial más cercana.',
  'Las actividades continuarán durante las próximas semanas según el cronograma aprobado.',
];

const topic = (category: number, title: string, subtitle: string, content: string, tags: string[]): NewsTopic => ({ category, title, subtitle, content, closing: CLOSINGS, tags });

/** Two topics per category (1 General … 8 Tecnología). */
export const NEWS_TOPICS: readonly NewsTopic[] = [
  topic(1, 'Nueva estación policial abre sus puertas', 'La comunidad contará con atención las 24 horas', 'Con la apertura de la nueva estación policial en el estado {estado}, los vecinos contarán con atención permanente, patrullaje y una oficina de denuncias.', ['estación', 'comunidad']),
  topic(1, 'Jornada de atención integral al ciudadano', 'Trámites, orientación y denuncias en un solo lugar', 'Funcionarios de la institución atendieron a cientos de ciudadanos en una jornada de atención integral realizada en el estado {estado}, con orientación legal y recepción de denuncias.', ['atención', 'ciudadanía']),
  topic(2, 'Despliegue de seguridad por temporada vacacional', 'Más de mil funcionarios resguardan las vías', 'El despliegue de seguridad de la temporada vacacional en el estado {estado} incluye puntos de control, patrullaje en carreteras y apoyo a los temporadistas.', ['operativo', 'vacaciones', 'vías']),
  topic(2, 'Operativo de control vehicular', 'Revisión de documentos y condiciones de los vehículos', 'Durante el operativo de control vehicular realizado en el estado {estado} se verificaron documentos, luces y frenos de cientos de vehículos particulares y de transporte público.', ['operativo', 'tránsito']),
  topic(3, 'Culmina curso de uso progresivo de la fuerza', 'Cuarenta funcionarios recibieron su certificado', 'Cuarenta funcionarios del estado {estado} culminaron el curso de uso progresivo y diferenciado de la fuerza, dictado por instructores de la universidad policial.', ['capacitación', 'UNES']),
  topic(3, 'Taller de atención a víctimas de violencia de género', 'Formación para el personal de guardia', 'El personal de guardia del estado {estado} participó en un taller sobre la atención a víctimas de violencia de género, la recepción de denuncias y las medidas de protección.', ['capacitación', 'género']),
  topic(4, 'Reconocimiento a funcionarios destacados del año', 'La institución premia la vocación de servicio', 'En un acto solemne celebrado en el estado {estado}, la institución reconoció a los funcionarios destacados del año por su vocación de servicio y su trayectoria.', ['reconocimiento', 'personal']),
  topic(4, 'Condecoración por labor en rescate de ciudadanos', 'Funcionarios salvaron a una familia durante las lluvias', 'Los funcionarios que rescataron a una familia durante las fuertes lluvias en el estado {estado} recibieron una condecoración por su valentía y compromiso.', ['reconocimiento', 'rescate']),
  topic(5, 'Carrera deportiva por la paz y la convivencia', 'Funcionarios y vecinos corren juntos', 'Más de quinientos participantes, entre funcionarios y vecinos del estado {estado}, formaron parte de la carrera deportiva por la paz y la convivencia ciudadana.', ['evento', 'deporte']),
  topic(5, 'Aniversario de la institución con desfile', 'Actos protocolares y exhibición de unidades', 'La celebración del aniversario de la institución en el estado {estado} contó con un desfile, actos protocolares y la exhibición de unidades y equipos.', ['evento', 'aniversario']),
  topic(6, 'Comunicado sobre el horario de atención', 'Las oficinas administrativas ajustan su horario', 'Se informa a la ciudadanía del estado {estado} que las oficinas administrativas atenderán de lunes a viernes de 8:00 a. m. a 4:00 p. m. a partir del próximo mes.', ['comunicado', 'horario']),
  topic(6, 'Comunicado sobre denuncias falsas en redes sociales', 'La institución desmiente publicaciones sin fuente', 'La institución desmiente las publicaciones difundidas en redes sociales sobre supuestos procedimientos en el estado {estado} e invita a consultar solo los canales oficiales.', ['comunicado', 'redes']),
  topic(7, 'Recomendaciones para prevenir estafas telefónicas', 'Nunca comparta sus claves bancarias', 'Ante el aumento de estafas telefónicas en el estado {estado}, la institución recuerda que ningún banco ni organismo solicita claves o códigos por teléfono.', ['prevención', 'estafas']),
  topic(7, 'Charlas de prevención del delito en liceos', 'Estudiantes aprenden a identificar riesgos', 'Funcionarios de prevención del delito dictaron charlas en liceos del estado {estado} sobre el acoso escolar, el consumo de drogas y el uso seguro de internet.', ['prevención', 'escuelas']),
  topic(8, 'Nuevo sistema de registro de denuncias en línea', 'Las denuncias menores podrán hacerse por internet', 'La institución presentó en el estado {estado} el nuevo sistema de registro de denuncias en línea, que permitirá a los ciudadanos hacer seguimiento de su caso.', ['tecnología', 'denuncias']),
  topic(8, 'Entrega de equipos de radiocomunicación', 'Las patrullas contarán con comunicación digital', 'Las unidades de patrullaje del estado {estado} recibieron nuevos equipos de radiocomunicación digital que mejoran la coordinación y el tiempo de respuesta.', ['tecnología', 'equipos']),
];
