/**
 * The two photo slots of the personal tab (RRHH §2.1, §3.6): civil (type 1) and
 * uniformed (type 2), one JPEG/PNG each, with a preview. A stored photo is fetched with
 * the session (bearer) and shown from an object URL; a chosen one is previewed locally
 * and uploaded when the record is saved (replacing the stored one). Removing a stored
 * photo deletes it permanently after a confirmation.
 */
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Avatar, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { deleteImages, fetchStoredFile, type OfficerRecord, type StoredImage } from '../api';
import { OFFICER_ANSWERS } from '../validation';
import { RemoveFileDialog } from './documents/RemoveFileDialog';
import type { OfficerFiles, PhotoType } from './useOfficerFiles';

const T = 'app.officers.form.photos';
const SLOTS: { type: PhotoType; label: string }[] = [
  { type: 1, label: `${T}.civil` },
  { type: 2, label: `${T}.uniformed` },
];

/** An object URL for a Blob, revoked when it changes or the component goes away. */
function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = useMemo(() => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

function PhotoSlot({ label, stored, pending, policeId, onPick, onStoredChanged }: {
  label: string;
  stored: StoredImage | undefined;
  pending: File | null;
  policeId: number | null;
  onPick: (file: File | null) => void;
  onStoredChanged: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const inputId = useId();
  const [confirming, setConfirming] = useState(false);
  const storedBlob = useQuery({ queryKey: ['officer-photo', stored?.url], queryFn: () => fetchStoredFile(stored!.url), enabled: Boolean(stored?.url) && !pending, staleTime: Infinity });
  const preview = useObjectUrl(pending ?? storedBlob.data);
  const name = translate(label);

  const deleteStored = async () => {
    if (!stored || policeId === null) return true;
    try {
      const message = (await deleteImages(policeId, [stored.id])) ?? OFFICER_ANSWERS.imagesDeleted;
      notify(message, { type: 'success', messageArgs: { _: message } });
      await onStoredChanged();
      return true;
    } catch (error) {
      const message = error instanceof HttpError && error.status > 0 ? error.message : translate(`${T}.deleteFailed`);
      notify(message, { type: 'error', messageArgs: { _: message } });
      return false;
    }
  };

  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar variant="rounded" src={preview ?? undefined} alt={translate(`${T}.alt`, { slot: name })} sx={{ width: 96, height: 120, bgcolor: 'action.hover' }}>
              <PhotoCameraIcon color="disabled" fontSize="large" />
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2">{name}</Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {pending ? translate(`${T}.pending`) : storedBlob.isError ? translate(`${T}.loadFailed`) : stored ? stored.filename ?? '' : translate(`${T}.empty`)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">{translate(`${T}.hint`)}</Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
                <Button size="small" variant="outlined" component="label" htmlFor={inputId}>
                  {translate(stored || pending ? `${T}.change` : `${T}.choose`)}
                  <input
                    id={inputId}
                    type="file"
                    hidden
                    accept=".jpg,.jpeg,.png,image/jpeg,image/png"
                    aria-label={`${translate(`${T}.choose`)}: ${name}`}
                    onChange={(event) => {
                      const file = event.target.files?.[0] ?? null;
                      event.target.value = '';
                      if (file) onPick(file);
                    }}
                  />
                </Button>
                {(pending || stored) && (
                  <Button size="small" color="error" onClick={() => (pending ? onPick(null) : setConfirming(true))}>
                    {translate(`${T}.remove`)}
                  </Button>
                )}
              </Stack>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <RemoveFileDialog
        open={confirming}
        title={`${T}.confirmTitle`}
        text={`${T}.confirmText`}
        permanent
        itemName={name}
        onConfirm={deleteStored}
        onClose={() => setConfirming(false)}
      />
    </Grid>
  );
}

export function PhotoSlots({ officer, files, onStoredChanged }: { officer: OfficerRecord | null; files: OfficerFiles; onStoredChanged: () => Promise<unknown> }) {
  const notify = useNotify();
  return (
    <>
      {SLOTS.map(({ type, label }) => (
        <PhotoSlot
          key={type}
          label={label}
          stored={officer?.images.find((image) => image.type === type)}
          pending={files.photos[type]}
          policeId={officer?.id ?? null}
          onStoredChanged={onStoredChanged}
          onPick={(file) => {
            const refusals = files.setPhoto(type, file);
            if (refusals.length) notify(refusals.join(' · '), { type: 'error', messageArgs: { _: refusals.join(' · ') } });
          }}
        />
      ))}
    </>
  );
}
