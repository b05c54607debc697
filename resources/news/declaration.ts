import { MODULE_IDS } from '../../authProvider/moduleCatalogue';
import { datesInOrder } from '../engine/dateOrder';
import { defineResource } from '../engine/types';
import { slugOf } from './slug';

/** The website is the institution's external face: module 6 (Extranet) of the tree guards the news manager. */
const WEBSITE = { module: MODULE_IDS.extranet };
const PUBLISHED = 3;
const URL_PATTERN: [RegExp, string] = [/^https?:\/\/\S+$/, 'Debe ser una dirección web (http:// o https://)'];
const TITLE_LENGTH = 'El título debe tener entre 10 y 200 caracteres';

/**
 * Website news (spec 3 §2.10, §3.11, §4.5, §5.10, §7.9, §8.6). The slug is derived from
 * the title on every write and must be unique; tags are typed comma-separated and sent as
 * a list. Status: 1 Borrador, 2 Programada, 3 Publicada, 4 Archivada. `views` counts the
 * openings of the public page `/noticias/{slug}` (published and not expired items only).
 */
export const newsDeclaration = defineResource({
  name: 'news',
  table: 'news',
  apiPath: 'website/news',
  route: 'website',
  menu: { group: 'website', label: 'Gestor de Noticias' },
  label: { one: 'Noticia', many: 'Noticias', gender: 'f' },
  messages: { created: 'Noticia creada exitosamente', updated: 'Noticia actualizada exitosamente', deleted: 'Noticia eliminada exitosamente' },
  views: 'dialogs',
  recordRepresentation: 'title',
  fields: {
    title: { type: 'text', label: 'Título', rules: { required: 'El título es requerido', minLength: [10, TITLE_LENGTH], maxLength: [200, TITLE_LENGTH] } },
    subtitle: { type: 'text', label: 'Subtítulo', rules: { maxLength: [300, 'El subtítulo no puede exceder 300 caracteres'] } },
    content: { type: 'longText', label: 'Contenido', rules: { required: 'El contenido es requerido', minLength: [50, 'El contenido debe tener al menos 50 caracteres'], maxLength: [20000, 'El contenido no puede exceder 20000 caracteres'] } },
    category: { type: 'catalog', label: 'Categoría', catalog: 'website.category', rules: { required: 'La categoría es requerida', min: [1, 'Categoría inválida'], max: [8, 'Categoría inválida'] } },
    priority: { type: 'catalog', label: 'Prioridad', catalog: 'website.priority', default: 1, rules: { required: 'La prioridad es requerida', min: [1, 'Prioridad inválida'], max: [4, 'Prioridad inválida'] } },
    status: { type: 'catalog', label: 'Estado', catalog: 'website.status', default: 1, rules: { required: 'El estado es requerido', min: [1, 'Estado inválido'], max: [4, 'Estado inválido'] } },
    publishDate: { type: 'date', label: 'Fecha de publicación', default: () => new Date().toISOString().slice(0, 10), rules: { required: 'La fecha de publicación es requerida' } },
    expiryDate: { type: 'date', label: 'Fecha de expiración' },
    tags: { type: 'textList', label: 'Etiquetas', rules: { maxLength: [40, 'Cada etiqueta puede tener hasta 40 caracteres'], maxItems: [20, 'Máximo 20 etiquetas'] } },
    slug: { type: 'text', label: 'Enlace (slug)', computed: (v) => slugOf(v.title), unique: 'Ya existe una noticia con ese título (mismo enlace)' },
    metaDescription: { type: 'text', label: 'Meta descripción', rules: { maxLength: [160, 'La meta descripción no puede exceder 160 caracteres'] } },
    featured: { type: 'boolean', label: 'Destacada', default: false },
    allowComments: { type: 'boolean', label: 'Permitir comentarios', default: true },
    authorName: { type: 'text', label: 'Autor', filterParam: 'author', rules: { maxLength: [120, 'El autor no puede exceder 120 caracteres'] } },
    sourceUrl: { type: 'text', label: 'URL de la fuente', rules: { maxLength: [500, 'La URL no puede exceder 500 caracteres'], pattern: URL_PATTERN } },
    imageUrl: { type: 'text', label: 'URL de la imagen', rules: { maxLength: [500, 'La URL no puede exceder 500 caracteres'], pattern: URL_PATTERN } },
    imageAlt: { type: 'text', label: 'Texto alternativo de la imagen', rules: { maxLength: [200, 'El texto alternativo no puede exceder 200 caracteres'] } },
    views: { type: 'integer', label: 'Vistas', readOnly: true, default: 0 },
  },
  checks: [
    datesInOrder('publishDate', 'expiryDate', 'La fecha de publicación debe ser menor a la fecha de expiración', { strict: true }),
  ],
  searchFields: ['title', 'subtitle', 'authorName'],
  filterFields: ['category', 'status', 'priority', 'featured', 'authorName'],
  // Its list sits in the module's own page: the module's 'Acceso Denegado' text.
  list: { denied: 'app.education.news.denied' },
  listFields: ['title', 'category', 'priority', 'status', 'publishDate', 'featured', 'views'],
  sortFields: ['title', 'publishDate', 'views'],
  exportFields: ['title', 'subtitle', 'category', 'priority', 'status', 'publishDate', 'expiryDate', 'authorName', 'featured', 'views'],
  actions: [
    { path: 'status', label: 'Cambiar estado', access: WEBSITE, message: 'Estado actualizado exitosamente', input: [{ key: 'status', field: 'status', required: 'El estado es requerido' }], hidden: true },
    { path: 'publish', label: 'Publicar', access: WEBSITE, set: { status: PUBLISHED }, from: { field: 'status', values: [1, 2, 4] }, message: 'Noticia publicada exitosamente' },
    { path: 'unpublish', label: 'Despublicar', access: WEBSITE, set: { status: 1 }, from: { field: 'status', values: [PUBLISHED] }, message: 'Noticia despublicada exitosamente' },
    { path: 'feature', label: 'Destacar', access: WEBSITE, message: 'Noticia actualizada exitosamente', input: [{ key: 'featured', field: 'featured', required: 'El campo featured es requerido' }], hidden: true },
  ],
  summary: {
    counts: { published: { status: [PUBLISHED] }, featured: { featured: [true] } },
    sums: { views: { field: 'views' }, publishedViews: { field: 'views', where: { status: [PUBLISHED] } } },
    distributions: ['status', 'category'],
    latest: 5,
  },
  access: { list: WEBSITE, get: WEBSITE, export: WEBSITE, status: WEBSITE, create: WEBSITE, update: WEBSITE, delete: WEBSITE },
  defaultSort: { field: 'publishDate', order: 'DESC' },
});
