/** Images for the PDFs: the verification QR and photos re-encoded as JPEG (RRHH §7.4: quality 0.9). */
import QRCode from 'qrcode';

export const PHOTO_JPEG_QUALITY = 0.9;

export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 320, type: 'image/png' });
}

export interface JpegImage {
  dataUrl: string;
  width: number;
  height: number;
}

/**
 * Any image the browser can decode, drawn on a white canvas (JPEG has no transparency)
 * and re-encoded as JPEG at quality 0.9.
 */
export async function toJpeg(blob: Blob, quality = PHOTO_JPEG_QUALITY): Promise<JpegImage> {
  const bitmap = await createImageBitmap(blob);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D no disponible');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0);
    return { dataUrl: canvas.toDataURL('image/jpeg', quality), width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

/** Saves a Blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: the download starts asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
