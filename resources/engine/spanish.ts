/**
 * Spanish agreement for the engine's generated texts ('Dotación guardada exitosamente',
 * 'Obtiene una noticia'): a resource's label carries its grammatical gender, and every
 * text built around the label takes its article and participles from here.
 */

/** Grammatical gender of a resource's name: 'm' (default) or 'f'. */
export type Gender = 'm' | 'f';

/** A resource's Spanish names and their gender. */
export interface ResourceLabel {
  /** Singular name, e.g. 'Noticia'. */
  one: string;
  /** Plural name, e.g. 'Noticias'. */
  many: string;
  /** 'f' for feminine names ('Noticia', 'Estación'); masculine when omitted. */
  gender?: Gender;
  /**
   * A feminine name starting with a stressed 'a' takes 'el' and 'un' in the singular
   * ('el arma', 'un arma') while its adjectives stay feminine ('arma guardada').
   */
  stressedA?: boolean;
}

function feminine(label: ResourceLabel): boolean {
  return label.gender === 'f';
}

/** A masculine participle or adjective in the singular ('guardado') agreeing with the label ('guardada'). */
export function agreeing(label: ResourceLabel, masculine: string): string {
  return feminine(label) && masculine.endsWith('o') ? `${masculine.slice(0, -1)}a` : masculine;
}

/** 'un' or 'una' before the singular name. */
export function indefiniteArticle(label: ResourceLabel): string {
  return feminine(label) && !label.stressedA ? 'una' : 'un';
}

/** 'el' or 'la' before the singular name. */
export function definiteArticle(label: ResourceLabel): string {
  return feminine(label) && !label.stressedA ? 'la' : 'el';
}

/** The singular name in lower case after its indefinite article: 'una noticia', 'un arma'. */
export function withIndefinite(label: ResourceLabel): string {
  return `${indefiniteArticle(label)} ${label.one.toLowerCase()}`;
}

/** The singular name in lower case after 'de' and its definite article: 'del vehículo', 'de la estación'. */
export function ofTheOne(label: ResourceLabel): string {
  const article = definiteArticle(label);
  return `${article === 'el' ? 'del' : 'de la'} ${label.one.toLowerCase()}`;
}

/** The default success texts of a resource's writes ('Noticia guardada exitosamente'). */
export function defaultWriteMessages(label: ResourceLabel): { saved: string; deleted: string } {
  return {
    saved: `${label.one} ${agreeing(label, 'guardado')} exitosamente`,
    deleted: `${label.one} ${agreeing(label, 'eliminado')} exitosamente`,
  };
}
