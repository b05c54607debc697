/**
 * The toolbar above a paged table: a search box whose text reaches the list only after
 * it has stopped changing for 500 ms (spec 1 §7, §9), and the screen's action buttons.
 */
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../../dataProvider/constants';
import { useDebouncedValue } from './useDebouncedValue';

export interface ListToolbarProps {
  /** Called with the debounced text (trimmed). */
  onSearch: (search: string) => void;
  initialSearch?: string;
  /** Placeholder key; defaults to 'app.list.searchPlaceholder'. */
  searchPlaceholder?: string;
  debounceMs?: number;
  /** Buttons on the right (create, export...). */
  children?: ReactNode;
}

export function ListToolbar({ onSearch, initialSearch = '', searchPlaceholder = 'app.list.searchPlaceholder', debounceMs = SEARCH_DEBOUNCE_MS, children }: ListToolbarProps) {
  const translate = useTranslate();
  const [text, setText] = useState(initialSearch);
  const debounced = useDebouncedValue(text.trim(), debounceMs);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);
  useEffect(() => {
    onSearchRef.current(debounced);
  }, [debounced]);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        // The buttons move under the search box when both do not fit on one line.
        flexWrap: { sm: 'wrap' },
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'space-between',
        gap: 1.5,
        mb: 2,
      }}
    >
      <TextField
        size="small"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={translate(searchPlaceholder)}
        // Wide enough for the longest placeholder ('Buscar por funcionario, número de solicitud o tipo...') when there is room.
        sx={{ flex: { sm: '1 1 380px' }, maxWidth: { sm: 520 } }}
        slotProps={{
          htmlInput: { 'aria-label': translate('app.common.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label={translate('app.list.clearSearch')} onClick={() => setText('')} edge="end">
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {children && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' }, justifyContent: { xs: 'stretch', sm: 'flex-end' }, '& > *': { flex: { xs: '1 1 auto', sm: '0 0 auto' } } }}>
          {children}
        </Box>
      )}
    </Box>
  );
}
