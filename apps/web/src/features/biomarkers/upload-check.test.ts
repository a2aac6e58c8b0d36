import { describe, expect, it } from 'vitest';
import { labUploadMaxBytes, labUploadMessages } from '@thrivewell/core/contracts/biomarkers-contract';
import { checkLabFile, extensionOf, labFileAccept } from './upload-check';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('checkLabFile (spec part 1, file upload)', () => {
  it('gives the spec message for each refused file', () => {
    expect(checkLabFile(null)).toBe('No file provided');
    expect(checkLabFile(file('report.pdf', 0, 'application/pdf'))).toBe(labUploadMessages.missing);
    expect(checkLabFile(file('report.pdf', labUploadMaxBytes + 1, 'application/pdf'))).toBe('File size exceeds maximum of 10MB');
    expect(checkLabFile(file('report.docx', 2_000, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBe('File extension not allowed');
    expect(checkLabFile(file('report.pdf', 2_000, 'text/html'))).toBe('File type not allowed');
    for (const ext of ['exe', 'bat', 'cmd', 'scr', 'com', 'pif', 'jar', 'js', 'vbs', 'wsf']) {
      expect(checkLabFile(file(`results.${ext}`, 2_000)), ext).toBe('File type is potentially dangerous');
    }
    expect(checkLabFile(file('results.pdf.EXE', 2_000, 'application/x-msdownload'))).toBe(labUploadMessages.dangerous);
    expect(checkLabFile(file('results', 2_000))).toBe(labUploadMessages.extension);
  });

  it('accepts PDF, JPEG, PNG and GIF up to exactly 10 MB, whatever the case of the extension', () => {
    expect(checkLabFile(file('Quest Panel.PDF', labUploadMaxBytes, 'application/pdf'))).toBeNull();
    expect(checkLabFile(file('photo.jpeg', 3_000_000, 'image/jpeg'))).toBeNull();
    expect(checkLabFile(file('photo.JPG', 3_000_000, 'image/jpeg'))).toBeNull();
    expect(checkLabFile(file('scan.png', 800_000, 'image/png'))).toBeNull();
    expect(checkLabFile(file('scan.gif', 800_000, 'image/gif'))).toBeNull();
    // Some browsers give no type: the extension decides, the server reads the bytes.
    expect(checkLabFile(file('scan.png', 800_000, ''))).toBeNull();
  });

  it('offers the same types in the file picker', () => {
    expect(labFileAccept.split(',')).toEqual(['.pdf', '.jpg', '.jpeg', '.png', '.gif', 'application/pdf', 'image/jpeg', 'image/png', 'image/gif']);
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('a.tar.GZ')).toBe('gz');
  });
});
