/** Word lists of the demo-data generator: Venezuelan names, places, studies, occupations. */

export const MALE_NAMES = [
  'José', 'Luis', 'Carlos', 'Juan', 'Jesús', 'Miguel', 'Pedro', 'Rafael', 'Antonio', 'Francisco', 'Manuel', 'Jorge', 'Alejandro',
  'Ángel', 'Daniel', 'David', 'Eduardo', 'Fernando', 'Gabriel', 'Héctor', 'Ricardo', 'Roberto', 'Víctor', 'Andrés', 'Óscar',
  'Julio', 'Alberto', 'Simón', 'Orlando', 'Wilmer', 'Yonathan', 'Richard', 'Jhonny', 'Néstor', 'Ramón', 'Gustavo', 'Edgar',
  'Freddy', 'Leonardo', 'Reinaldo', 'Nelson', 'César', 'Enrique', 'Germán', 'Iván', 'Rubén', 'Sergio', 'Tomás', 'Argenis', 'Darwin',
] as const;

export const FEMALE_NAMES = [
  'María', 'Ana', 'Carmen', 'Luisa', 'Rosa', 'Yolanda', 'Gabriela', 'Andreína', 'Daniela', 'Carolina', 'Mariana', 'Alejandra',
  'Isabel', 'Patricia', 'Josefina', 'Yusmary', 'Yelitza', 'Marisol', 'Milagros', 'Beatriz', 'Elena', 'Fernanda', 'Valentina',
  'Lucía', 'Natalia', 'Paola', 'Rosmary', 'Sofía', 'Verónica', 'Zuleima', 'Adriana', 'Claudia', 'Desirée', 'Génesis', 'Keila',
  'Laura', 'Nairobis', 'Omaira', 'Sandra', 'Teresa', 'Yanetsy', 'Mayerlin',
] as const;

export const LAST_NAMES = [
  'González', 'Rodríguez', 'Pérez', 'Hernández', 'García', 'Martínez', 'López', 'Díaz', 'Sánchez', 'Ramírez', 'Torres', 'Rojas',
  'Flores', 'Gómez', 'Suárez', 'Morales', 'Castillo', 'Romero', 'Álvarez', 'Jiménez', 'Mendoza', 'Vargas', 'Medina', 'Aponte',
  'Blanco', 'Bolívar', 'Briceño', 'Cabrera', 'Chacón', 'Colmenares', 'Contreras', 'Delgado', 'Escalona', 'Fernández', 'Gil',
  'Guerrero', 'Gutiérrez', 'Herrera', 'Infante', 'Linares', 'Marcano', 'Márquez', 'Mejías', 'Molina', 'Montilla', 'Muñoz',
  'Navarro', 'Núñez', 'Ortiz', 'Pacheco', 'Padrón', 'Parra', 'Peña', 'Quintero', 'Ramos', 'Rivas', 'Rivero', 'Salazar', 'Silva',
  'Sosa', 'Toro', 'Uzcátegui', 'Valera', 'Velásquez', 'Villegas', 'Yánez', 'Zambrano', 'Acosta', 'Barrios', 'Carrillo',
] as const;

export const URBANIZATIONS = [
  'Los Palos Grandes', 'El Rosal', 'La Castellana', 'Altamira', 'Bello Campo', 'El Paraíso', 'La Candelaria', 'Catia',
  'San Bernardino', 'Los Dos Caminos', 'La Urbina', 'El Cafetal', 'Santa Mónica', 'Chacao', 'Petare', 'La Florida', 'Montalbán',
  'Caricuao', 'El Valle', 'Los Ruices', 'Prados del Este', 'Terrazas del Ávila', 'Sebucán', 'La Trinidad',
] as const;

/** Sectors for addresses outside the capital region. */
export const SECTORS = ['Centro', 'La Esperanza', 'El Carmen', 'San José', 'Los Próceres', 'La Victoria', 'Santa Rosa', 'Las Acacias', 'El Milagro', 'Barrio Obrero'] as const;

export const STREETS = [
  'Avenida Francisco de Miranda', 'Avenida Libertador', 'Avenida Sucre', 'Calle Bolívar', 'Calle Páez', 'Calle Urdaneta',
  'Avenida Principal', 'Calle Los Mangos', 'Calle El Carmen', 'Avenida Andrés Bello', 'Calle Real', 'Transversal 3',
] as const;

export const INSTITUTIONS: Readonly<Record<number, readonly string[]>> = {
  1: ['Escuela Básica Nacional Simón Rodríguez', 'Unidad Educativa Andrés Bello'],
  2: ['Liceo Andrés Bello', 'Liceo Fermín Toro', 'Unidad Educativa Colegio La Salle', 'Liceo Caracas', 'Liceo Gustavo Herrera'],
  3: ['Escuela Técnica Robinsoniana Simón Bolívar', 'Escuela Técnica Industrial Don Bosco'],
  4: ['Universidad Nacional Experimental de la Seguridad', 'Colegio Universitario de Caracas', 'Instituto Universitario de Tecnología Dr. Federico Rivero Palacio'],
  5: ['Universidad Central de Venezuela', 'Universidad Católica Andrés Bello', 'Universidad Simón Bolívar', 'Universidad Nacional Experimental de la Seguridad', 'Universidad Santa María', 'Universidad de Carabobo', 'Universidad del Zulia', 'Universidad de Los Andes'],
  6: ['Universidad Central de Venezuela', 'Universidad Católica Andrés Bello', 'Universidad Nacional Experimental de la Seguridad'],
  7: ['Universidad Central de Venezuela', 'Universidad Simón Bolívar', 'Universidad Nacional Experimental de la Seguridad'],
  8: ['Universidad Central de Venezuela', 'Universidad Nacional Experimental de la Seguridad'],
  9: ['Universidad Central de Venezuela'],
};

export const TITLES: Readonly<Record<number, readonly string[]>> = {
  1: ['Educación Primaria'],
  2: ['Bachiller en Ciencias', 'Bachiller en Humanidades'],
  3: ['Técnico Medio en Informática', 'Técnico Medio en Contabilidad', 'Técnico Medio en Electricidad'],
  4: ['TSU en Servicio de Policía', 'TSU en Administración', 'TSU en Informática', 'TSU en Enfermería'],
  5: ['Licenciado en Ciencias Policiales', 'Abogado', 'Licenciado en Administración', 'Ingeniero en Informática', 'Licenciado en Criminología', 'Licenciado en Psicología', 'Contador Público'],
  6: ['Especialista en Derecho Penal', 'Especialista en Gerencia Pública', 'Especialista en Seguridad Ciudadana'],
  7: ['Magíster en Seguridad Ciudadana', 'Magíster en Criminología', 'Magíster en Gerencia'],
  8: ['Doctor en Ciencias Policiales', 'Doctor en Derecho'],
  9: ['Postdoctorado en Ciencias Sociales'],
};

export const OCCUPATIONS = ['Docente', 'Comerciante', 'Estudiante', 'Ama de casa', 'Ingeniero', 'Enfermera', 'Abogado', 'Chofer', 'Jubilado', 'Contador', 'Mecánico', 'Secretaria'] as const;

export const ALLERGIES = ['Penicilina', 'Polen', 'Mariscos', 'Polvo', 'Picadura de abeja', 'Ibuprofeno'] as const;
export const TREATMENTS = ['Losartán', 'Metformina', 'Levotiroxina', 'Omeprazol'] as const;
export const PATOLOGIES = ['Hipertensión arterial', 'Diabetes tipo 2', 'Asma', 'Hipotiroidismo', 'Gastritis'] as const;
export const PHYSICAL_CONDITIONS = ['Lesión de rodilla', 'Hernia discal', 'Miopía', 'Pie plano'] as const;

export const LANGUAGES = ['Inglés', 'Portugués', 'Francés', 'Italiano'] as const;
export const COUNCILS = ['Consejo Comunal Los Palos Grandes', 'Consejo Comunal Bello Campo', 'Consejo Comunal La Pastora', 'Consejo Comunal El Valle'] as const;
export const MISSIONS = ['Gran Misión Vivienda Venezuela', 'Misión Ribas', 'Misión Sucre', 'Misión Robinson', 'Misión Barrio Adentro'] as const;
export const ORIGIN_INSTITUTIONS = ['Policía Nacional Bolivariana', 'Policía del Estado Miranda', 'Policía Municipal de Sucre', 'Policía Municipal de Baruta', 'Ninguna'] as const;
export const PREVIOUS_JOBS = ['Vigilante', 'Asistente administrativo', 'Vendedor', 'Chofer', 'Recepcionista', 'Técnico de soporte'] as const;
