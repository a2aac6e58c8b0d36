/**
 * The spec's file rules (part 1, validation) checked in the browser before a lab report is sent,
 * with the spec's exact messages from core's contract. The server checks again (and reads the
 * file's first bytes, which the browser cannot trust); this only spares a wasted upload.
 */
import {
  dangerousExtensions,
  labUploadExtensions,
  labUploadMaxBytes,
  labUploadMessages,
  labUploadTypes,
} from '@thrivewell/core/contracts/biomarkers-contract';

/** What the file picker offers (the same list the server accepts). */
export const labFileAccept = [...labUploadExtensions, ...labUploadTypes].join(',');

/** 'Report.PDF' → 'pdf'; '' when the name has no extension. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The first problem with a chosen file, or null when it may be sent. An empty file counts as no
 * file; a browser that cannot tell the type (an empty `type`) is judged by the extension alone.
 */
export function checkLabFile(file: Pick<File, 'name' | 'size' | 'type'> | null | undefined): string | null {
  if (!file || file.size === 0) return labUploadMessages.missing;
  const ext = extensionOf(file.name);
  if ((dangerousExtensions as readonly string[]).includes(ext)) return labUploadMessages.dangerous;
  if (!(labUploadExtensions as readonly string[]).includes(`.${ext}`)) return labUploadMessages.extension;
  if (file.type && !(labUploadTypes as readonly string[]).includes(file.type.toLowerCase())) return labUploadMessages.type;
  if (file.size > labUploadMaxBytes) return labUploadMessages.tooLarge;
  return null;
}
