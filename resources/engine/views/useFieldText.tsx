/**
 * How a declared field's value reads on a screen: catalogue labels, dates as dd/MM/yyyy,
 * Sí / No, the referenced record's display field, lists joined, decimals with two digits,
 * a state's name for a place. One function for lists, detail dialogs and dashboards.
 */
import { useCallback } from 'react';
import { type RaRecord } from 'react-admin';
import { formatDate } from '../../officers/shared/format';
import { useSession } from '../../../src/session/SessionContext';
import { catalogAt, catalogLabel } from '../catalogPath';
import { formatNumber } from '../numbers';
import type { FieldDeclaration } from '../types';

export function useFieldText() {
  const { dataInit } = useSession();
  return useCallback((name: string, field: FieldDeclaration, record: RaRecord): string => {
    const value = record[name] as unknown;
    if (field.type === 'reference' && field.reference) {
      const embedded = record[field.reference.embedAs] as Record<string, unknown> | null | undefined;
      if (!embedded) return value === null || value === undefined ? '' : String(value);
      const names = [embedded.firstName, embedded[field.reference.display]].filter(Boolean);
      return field.reference.resource === 'officers' ? `${names.join(' ')}${embedded.identification ? ` (V-${embedded.identification})` : ''}` : String(embedded[field.reference.display] ?? '');
    }
    if (value === null || value === undefined || value === '') return '';
    if (field.place === 'state') return dataInit.states.find((s) => s.id_estado === Number(value))?.estado ?? String(value);
    if (field.catalog) return catalogLabel(catalogAt(dataInit, field.catalog), value) || String(value);
    switch (field.type) {
      case 'boolean':
        return value ? 'Sí' : 'No';
      case 'date':
        return formatDate(String(value));
      case 'decimal':
        return formatNumber(Number(value), { decimals: 2 });
      case 'textList':
        return Array.isArray(value) ? value.join(', ') : String(value);
      case 'json':
        return '';
      default:
        return String(value);
    }
  }, [dataInit]);
}
