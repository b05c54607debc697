/**
 * A control that is offered but cannot act yet: its tooltip says why ('El arma no está
 * operativa'). A disabled button fires no hover events, so the tooltip sits on a wrapper.
 */
import { Tooltip } from '@mui/material';
import type { ReactElement } from 'react';

export function DisabledReason({ reason, title, children }: { reason: string | null | undefined; title?: string; children: ReactElement }) {
  if (!reason) return title ? <Tooltip title={title}>{children}</Tooltip> : children;
  return (
    <Tooltip title={reason}>
      <span style={{ display: 'inline-flex' }} tabIndex={0} aria-label={reason}>{children}</span>
    </Tooltip>
  );
}
