/**
 * Checks that a file's bytes are what its extension says, so a renamed executable or
 * script is refused even with an accepted name. Signatures: PDF '%PDF-' at the very
 * start (a file that only carries it further in, as some readers tolerate, is refused:
 * anything could come before it), Word 97-2003 .doc (OLE compound file), .docx (ZIP
 * container), JPEG (FF D8 FF), PNG (its 8-byte signature).
 */
export const CONTENT_HEAD_BYTES = 1024;

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);

const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  '.pdf': (head) => startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]),
  '.doc': (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  '.docx': (head) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]),
  '.jpg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  '.jpeg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  '.png': (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};

export const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/** True when the first bytes match the extension's signature (false for an extension without one). */
export function contentMatchesExtension(extension: string, head: Buffer): boolean {
  return SIGNATURES[extension.toLowerCase()]?.(head) ?? false;
}
