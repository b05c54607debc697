import { describe, expect, it } from 'vitest';
import { agreeing, defaultWriteMessages, ofTheOne, withIndefinite } from '../../resources/engine/spanish';
import { buildSpanishMessages } from '../../i18n';
import { resourceDeclarations } from '../../resources/registry';
import { equiposDeclaration } from '../fixtures/equiposResource';

describe('Spanish agreement of the engine texts', () => {
  it('makes participles and articles agree with the label', () => {
    const noticia = { one: 'Noticia', many: 'Noticias', gender: 'f' as const };
    const informe = { one: 'Informe', many: 'Informes' };
    const arma = { one: 'Arma', many: 'Armas', gender: 'f' as const, stressedA: true };
    expect(defaultWriteMessages({ one: 'Dotación', many: 'Dotaciones', gender: 'f' })).toEqual({ saved: 'Dotación guardada exitosamente', deleted: 'Dotación eliminada exitosamente' });
    expect(defaultWriteMessages(informe)).toEqual({ saved: 'Informe guardado exitosamente', deleted: 'Informe eliminado exitosamente' });
    expect(withIndefinite(noticia)).toBe('una noticia');
    expect(withIndefinite(informe)).toBe('un informe');
    expect(withIndefinite(arma)).toBe('un arma');
    expect(agreeing(arma, 'guardado')).toBe('guardada');
    expect(ofTheOne(arma)).toBe('del arma');
    expect(ofTheOne(noticia)).toBe('de la noticia');
    expect(ofTheOne(informe)).toBe('del informe');
  });

  it('builds the catalogue and the answers of a feminine resource in the feminine', () => {
    const dotacion = { ...equiposDeclaration, name: 'dotaciones', label: { one: 'Dotación', many: 'Dotaciones', gender: 'f' as const } };
    const messages = buildSpanishMessages([...resourceDeclarations, dotacion]) as unknown as { resources: Record<string, { messages: Record<string, string> }> };
    expect(messages.resources.dotaciones.messages).toMatchObject({ created: 'Dotación guardada exitosamente', deleted: 'Dotación eliminada exitosamente' });
    expect(messages.resources.stations.messages.created).not.toMatch(/Estación guardado/);
  });
});
