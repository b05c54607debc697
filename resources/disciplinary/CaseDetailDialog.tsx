/**
 * The case detail modal (spec 3 §2.3) in its ICAP and OIDP layouts: the layout's
 * sections as label / value pairs, the involved officers, vehicles and guns, the linked
 * OIDP case and the documents. The whole content scrolls beyond 24 rem (spec "about 96
 * units", read as quarter-rem) and each involved list beyond 10 rem ("about 40").
 */
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSession } from '../../src/session/SessionContext';
import { catalogAt, catalogLabel } from '../engine/catalogPath';
import { downloadDocument } from '../engine/documentsApi';
import { formatDate, formatIdentification, fullName } from '../officers/shared/format';
import { StatusBadge } from '../officers/shared/StatusBadge';
import { ICAP_SECTIONS, OIDP_SECTIONS } from './caseSections';
import { statusCatalogOf } from './CaseDecisionDialogs';
import { disciplinaryCasesDeclaration as declaration, ICAP } from './declaration';
import { AssetStatus, gunText, vehicleText } from './InvolvedPickers';
import type { CaseRecord } from './types';

const D = 'app.disciplinary';

function useValueText() {
  const translate = useTranslate();
  const { dataInit } = useSession();
  return (name: string, value: unknown): string => {
    const field = declaration.fields[name];
    if (value === null || value === undefined || value === '') return '—';
    if (field.type === 'boolean') return translate(value ? `${D}.detail.yes` : `${D}.detail.no`);
    if (field.type === 'date') return formatDate(String(value));
    if (field.type === 'catalog') return catalogLabel(catalogAt(dataInit, field.catalog), value) || String(value);
    return String(value);
  };
}

function InvolvedList({ title, items }: { title: string; items: { key: number; text: string; extra?: React.ReactNode }[] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h4">{translate(title)} ({items.length})</Typography>
      {items.length === 0 ? <Typography variant="body2" color="text.secondary">{translate(`${D}.detail.none`)}</Typography> : (
        <List dense sx={{ maxHeight: '10rem', overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {items.map((i) => <ListItem key={i.key}><ListItemText primary={i.text} />{i.extra}</ListItem>)}
        </List>
      )}
    </Box>
  );
}

export function CaseDetailDialog({ record, onClose }: { record: CaseRecord | null; onClose: () => void }) {
  const translate = useTranslate();
  const { dataInit } = useSession();
  const valueText = useValueText();
  if (!record) return <Dialog open={false} />;
  const isIcap = record.typeDisciplinary === ICAP;
  const status = catalogLabel(catalogAt(dataInit, statusCatalogOf(record.typeDisciplinary)), record.statusDisciplinary);
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="case-detail-title">
      <DialogTitle id="case-detail-title" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {translate(`${D}.detail.title`, { number: record.numberOfCase ?? record.id })}
        <Chip size="small" label={isIcap ? 'ICAP' : 'OIDP'} color="primary" variant="outlined" />
        {record.expedientNumber && <Chip size="small" label={record.expedientNumber} variant="outlined" />}
        {status && <StatusBadge label={status} />}
        {record.isCouncil && <Chip size="small" color="warning" label={translate(`${D}.council.already`)} />}
      </DialogTitle>
      <DialogContent dividers tabIndex={0} sx={{ maxHeight: '24rem', overflowY: 'auto' }}>
        {(isIcap ? ICAP_SECTIONS : OIDP_SECTIONS).map((section) => (
          <Box key={section.title} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{translate(section.title!)}</Typography>
            <Grid container spacing={1}>
              {section.fields.map((name) => (
                <Grid key={name} size={{ xs: 12, sm: declaration.fields[name].type === 'longText' ? 12 : 6, md: declaration.fields[name].type === 'longText' ? 12 : 4 }}>
                  <Typography variant="caption" color="text.secondary">{declaration.fields[name].label}</Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{valueText(name, record[name])}</Typography>
                </Grid>
              ))}
            </Grid>
          </Box>
        ))}
        {(record.sanction || record.typeOfSanction) && (
          <Box sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{translate(`${D}.sanction.detailTitle`)}</Typography>
            <Typography variant="body2">{valueText('typeOfSanction', record.typeOfSanction)} — {record.sanction ?? '—'}</Typography>
            <Typography variant="body2"><strong>{translate(`${D}.sanction.reTrainingLine`)}:</strong> {translate(record.sendToReTraining ? 'app.common.yes' : 'app.common.no')}</Typography>
          </Box>
        )}
        {isIcap && record.relatedCase && (
          <Typography variant="body2" sx={{ mb: 2 }}><strong>{translate(`${D}.sections.relation`)}:</strong> {record.relatedCase.numberOfCase}</Typography>
        )}
        <InvolvedList title={`${D}.sections.officers`} items={record.policeSelected.map((o) => ({ key: o.id, text: `${formatIdentification(o.identification)} — ${fullName(o)}` }))} />
        {isIcap && <InvolvedList title={`${D}.sections.vehicles`} items={record.vehicleSelected.map((v) => ({ key: v.id, text: vehicleText(v), extra: <AssetStatus status={v.status} kind="vehicle" /> }))} />}
        {isIcap && <InvolvedList title={`${D}.sections.guns`} items={record.gunSelected.map((g) => ({ key: g.id, text: gunText(g), extra: <AssetStatus status={g.status} kind="gun" /> }))} />}
        <Typography variant="subtitle2" component="h4">{translate(`${D}.detail.documents`)}</Typography>
        {record.documents.length === 0 ? <Typography variant="body2" color="text.secondary">{translate(`${D}.detail.noDocuments`)}</Typography> : (
          <List dense sx={{ maxHeight: '10rem', overflowY: 'auto' }}>
            {record.documents.map((d) => (
              <ListItem key={d.id}><Link component="button" type="button" onClick={() => void downloadDocument(d)}>{d.filename}</Link></ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate(`${D}.actions.close`)}</Button></DialogActions>
    </Dialog>
  );
}
