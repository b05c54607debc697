/** Texts shared by several officer screens (app.officers.shared.*): QR dialog (RRHH §2.5), identity prefix. */
export const sharedMessages = {
  identification: 'V-%{number}',
  qr: {
    title: 'Código QR',
    loading: 'Generando código QR...',
    failed: 'No se pudo generar el código QR',
    failedToast: 'Error al generar código QR',
    download: 'Descargar QR',
    downloaded: 'Código QR descargado exitosamente',
    alt: 'Código QR del funcionario %{name}',
  },
};
