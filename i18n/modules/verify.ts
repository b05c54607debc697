/** The public verification page of issued documents (app.verify.*, RRHH §7.4). */
export const verifyMessages = {
  title: 'Verificación de Documentos',
  checking: 'Verificando documento...',
  valid: 'Documento válido',
  invalid: 'Documento no válido',
  validText: 'Este documento fue emitido por el sistema y sus datos coinciden con el registro.',
  invalidText: 'El código no corresponde a ningún documento emitido por el sistema. El documento puede haber sido alterado o falsificado.',
  failed: 'No se pudo verificar el documento. Inténtalo de nuevo más tarde.',
  retry: 'Reintentar',
  name: 'Nombre',
  identification: 'Cédula',
  documentType: 'Tipo de documento',
  issuedAt: 'Fecha de emisión',
};
