/**
 * Produces one officer document when `officer` is set (RRHH §2.5, §7.4, §8): loads the
 * record, asks for the position when a certificate or integral report is requested for
 * an officer with none or several (one is used as it is), gathers the optional parts,
 * records the document for its QR, builds the PDF in the browser and downloads it.
 * Toasts: the document's success text, 'Error al descargar el reporte' on any failure,
 * 'No hay funcionario seleccionado' without an officer. The PDF code loads on first use.
 */
import { CircularProgress, Dialog, DialogContent, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../../src/pdf/images';
import { useSession } from '../../../src/session/SessionContext';
import { fetchOfficer, type OfficerRecord, type OrganisationItem } from '../api';
import { PositionPickerDialog } from '../dialogs/PositionPickerDialog';
import { useGeography, useRrhhLabel } from '../shared/catalogs';
import { lastApprovedDeparture, loadAssets, loadCases, loadMovements, loadPhoto, loadWorkTime, verificationFor, type PdfCatalogs } from './documentData';
import { documentFileName, type DocumentKind } from './documentTypes';

const C = 'app.officers.records.documents';
const DONE: Record<DocumentKind, string> = {
  constancia: `${C}.certificateDone`,
  reporte_integral: `${C}.integralDone`,
  registro_ex_funcionario: `${C}.exOfficerDone`,
};

/** Documents that name one position (§2.5: "a report or certificate"). */
const ASKS_POSITION: readonly DocumentKind[] = ['constancia', 'reporte_integral'];

export interface OfficerDocumentDialogProps {
  kind: DocumentKind;
  /** Set to start; null when idle. An officer without id gets 'No hay funcionario seleccionado'. */
  officer: { id?: number | null } | null;
  onClose: () => void;
}

async function buildDocument(kind: DocumentKind, officer: OfficerRecord, position: OrganisationItem | null, catalogs: PdfCatalogs, issuedBy: string): Promise<Blob> {
  if (kind === 'constancia') {
    const departures = officer.condition === 1 ? [] : (await loadMovements(officer.id)).departures;
    const [{ buildWorkCertificate }, verification] = await Promise.all([import('./workCertificatePdf'), verificationFor(kind, officer.id)]);
    return buildWorkCertificate({ officer, verification, catalogs, issuedBy, position, lastDeparture: lastApprovedDeparture(departures) });
  }
  if (kind === 'reporte_integral') {
    const [photo, workTime, assets, { buildIntegralReport }] = await Promise.all([loadPhoto(officer), loadWorkTime(officer.id), loadAssets(officer.id), import('./integralReportPdf')]);
    const verification = await verificationFor(kind, officer.id);
    return buildIntegralReport({ officer, verification, catalogs, issuedBy, position, photo, workTime, assets });
  }
  const [movements, cases, workTime, { buildExOfficerRecord }] = await Promise.all([loadMovements(officer.id), loadCases(officer.id), loadWorkTime(officer.id), import('./exOfficerRecordPdf')]);
  const verification = await verificationFor(kind, officer.id);
  return buildExOfficerRecord({ officer, verification, catalogs, issuedBy, ...movements, cases, workTime });
}

export function OfficerDocumentDialog({ kind, officer, onClose }: OfficerDocumentDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { user } = useSession();
  const label = useRrhhLabel();
  const { stateName } = useGeography();
  // The record waiting for its position, with the request it belongs to.
  const [picking, setPicking] = useState<{ key: number; record: OfficerRecord } | null>(null);
  // One run per request (effects may run twice in development, and the parent may pass
  // a refetched copy of the same officer): keyed on the officer's id until closed.
  const started = useRef<number | 'none' | null>(null);
  const key = officer ? (officer.id ?? 'none') : null;
  // Working from the request until it closes, except while the picker waits for a choice.
  const busy = key !== null && picking?.key !== key;

  const generate = async (record: OfficerRecord, position: OrganisationItem | null) => {
    setPicking(null);
    try {
      const blob = await buildDocument(kind, record, position, { label, stateName }, user?.name || user?.username || '');
      saveBlob(blob, documentFileName(kind, record.identification));
      notify(DONE[kind], { type: 'success' });
    } catch {
      notify(`${C}.failed`, { type: 'error' });
    } finally {
      onClose();
    }
  };

  useEffect(() => {
    if (key === null) {
      started.current = null;
      return;
    }
    if (started.current === key) return;
    started.current = key;
    if (key === 'none') {
      notify(`${C}.noOfficer`, { type: 'warning' });
      onClose();
      return;
    }
    fetchOfficer(key)
      .then((record) => {
        const positions = record.positions ?? [];
        if (ASKS_POSITION.includes(kind) && positions.length !== 1) setPicking({ key, record });
        else void generate(record, positions[0] ?? null);
      })
      .catch(() => {
        notify(`${C}.failed`, { type: 'error' });
        onClose();
      });
    // `generate` and `onClose` are recreated each render; the run is keyed on the request only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <>
      <PositionPickerDialog
        open={picking !== null && picking.key === key}
        positions={picking?.record.positions ?? []}
        onPick={(position) => picking && void generate(picking.record, position)}
        onClose={() => {
          setPicking(null);
          onClose();
        }}
      />
      <Dialog open={busy} aria-live="polite">
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} />
            <Typography>{translate(`${C}.generating`)}</Typography>
          </Stack>
        </DialogContent>
      </Dialog>
    </>
  );
}
