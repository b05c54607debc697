/** Texts of the documents attached to declared records (guns, vehicles): keys app.documents.* */
export const documentMessages = {
  add: 'Agregar documentos',
  accepted: 'Formatos permitidos: pdf, doc, docx, jpg, jpeg, png (hasta 10 MB)',
  wrongType: 'El archivo %{name} no tiene un formato permitido',
  tooLarge: 'El archivo %{name} supera el tamaño máximo de 10 MB',
  pending: 'Se cargará al guardar',
  remove: 'Quitar %{name}',
  download: 'Descargar %{name}',
  deleted: 'Documentos eliminados exitosamente',
  uploaded: 'Documentos cargados exitosamente',
  downloadFailed: 'No se pudo descargar el archivo',
  none: 'Sin documentos',
};
