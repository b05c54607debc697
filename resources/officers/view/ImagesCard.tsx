/** 'Imágenes': the civil photo (type 1) and the uniformed photo (type 2) (RRHH §3.6). */
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import PersonIcon from '@mui/icons-material/Person';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useContext } from 'react';
import { useTranslate } from 'react-admin';
import type { OfficerRecord, StoredImage } from '../api';
import { CompactView, ViewCard } from './ViewCard';
import { useStoredFileUrl } from './useStoredFileUrl';

const SLOTS = [
  { type: 1, label: 'app.officers.detail.fields.civilPhoto' },
  { type: 2, label: 'app.officers.detail.fields.uniformedPhoto' },
] as const;

function Photo({ image, label }: { image: StoredImage | undefined; label: string }) {
  const translate = useTranslate();
  const compact = useContext(CompactView);
  const photo = useStoredFileUrl(image?.urlImage || image?.url);
  const caption = translate(label);
  const height = compact ? { xs: 130, sm: 150 } : { xs: 160, sm: 200 };
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Box
        sx={{
          height,
          borderRadius: 1,
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexDirection: 'column',
          overflow: 'hidden',
          color: 'text.secondary',
        }}
      >
        {photo.status === 'ready' && <Box component="img" src={photo.src} alt={caption} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
        {photo.status === 'loading' && <CircularProgress size={28} />}
        {photo.status === 'none' && (
          <>
            <PersonIcon sx={{ fontSize: 56 }} />
            <Typography variant="caption">{translate('app.officers.detail.values.noPhoto')}</Typography>
          </>
        )}
        {photo.status === 'error' && (
          <>
            <BrokenImageIcon sx={{ fontSize: 48 }} />
            <Typography variant="caption">{translate('app.officers.detail.values.photoError')}</Typography>
          </>
        )}
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'center', mt: 0.5 }}>
        {caption}
      </Typography>
    </Box>
  );
}

export function ImagesCard({ officer }: { officer: OfficerRecord }) {
  return (
    <ViewCard title="app.officers.detail.cards.images" icon={<PhotoLibraryIcon />} testId="card-images">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
        {SLOTS.map((slot) => (
          <Photo key={slot.type} image={officer.images.find((image) => image.type === slot.type)} label={slot.label} />
        ))}
      </Box>
    </ViewCard>
  );
}
