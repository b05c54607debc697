/**
 * The table-with-modal of the officer form's list tabs (Carga Familiar, Aspectos
 * Profesionales): an add button (with an optional hint beside it), the table with its
 * headers and an empty row, and the add / edit state of the tab's modal. The rows and
 * the modal stay in each tab; items are saved with the officer (Guardar).
 */
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Add / edit state of a tab's modal over the items of a field array. */
export function useItemEditor<T>(items: T[], append: (item: T) => void, update: (index: number, item: T) => void) {
  /** null: closed; -1: add mode; n: editing row n. */
  const [editing, setEditing] = useState<number | null>(null);
  const accept = (item: T) => {
    if (editing !== null && editing >= 0) update(editing, item);
    else append(item);
    setEditing(null);
  };
  return {
    editing,
    open: editing !== null,
    /** The item being edited; null in add mode. */
    item: editing !== null && editing >= 0 ? items[editing] : null,
    add: () => setEditing(-1),
    edit: (index: number) => setEditing(index),
    close: () => setEditing(null),
    accept,
  };
}

export interface ItemTableProps {
  /** Catalogue keys: the table's accessible name, the add button, the empty row, and each column header. */
  label: string;
  addLabel: string;
  empty: string;
  headers: readonly string[];
  /** Text beside the add button; without it the button stands alone on the right. */
  hint?: string;
  count: number;
  onAdd: () => void;
  /** The table rows. */
  children: ReactNode;
}

export function ItemTable({ label, addLabel, empty, headers, hint, count, onAdd, children }: ItemTableProps) {
  const translate = useTranslate();
  const button = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
      {translate(addLabel)}
    </Button>
  );
  return (
    <>
      {hint === undefined ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>{button}</Box>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">{hint}</Typography>
          {button}
        </Box>
      )}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate(label)} sx={{ '& th, & td': { px: 1 } }}>
          <TableHead>
            <TableRow>
              {headers.map((header) => (
                <TableCell key={header}>{translate(header)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {count === 0 && (
              <TableRow>
                <TableCell colSpan={headers.length}>
                  <Typography variant="body2" color="text.secondary">{translate(empty)}</Typography>
                </TableCell>
              </TableRow>
            )}
            {children}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
