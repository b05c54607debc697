/** A long text in a table cell: at most two lines, the whole text on hover. */
import { Typography } from '@mui/material';

export function ClampedText({ text }: { text: string }) {
  return (
    <Typography variant="body2" title={text} sx={{ maxWidth: 220, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', wordBreak: 'break-word' }}>
      {text}
    </Typography>
  );
}
