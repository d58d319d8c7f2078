import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inflateRawSync } from 'node:zlib';

const run = promisify(execFile);

/** The system tools CI installs (.ci/run): poppler-utils, qpdf and LibreOffice. */
export function createWorkDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'gdpr-documents-'));
}

export async function writeFileIn(dir: string, name: string, content: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

/** Text as a reader's search would find it: pdftotext's output with every run of white space made one space. */
export async function extractPdfText(file: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 16 * 1024 * 1024 });
  return stdout.replace(/\s+/g, ' ');
}

/** qpdf exits with 2 on errors and 3 on warnings, so a resolved promise means a clean file. */
export async function checkPdfStructure(file: string): Promise<string> {
  const { stdout } = await run('qpdf', ['--check', file]);
  return stdout;
}

export async function readPdfInfo(file: string): Promise<Record<string, string>> {
  const { stdout } = await run('pdfinfo', ['-enc', 'UTF-8', file]);
  return Object.fromEntries(
    stdout
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1] ?? '', match[2] ?? '']),
  );
}

export async function listPdfFonts(file: string): Promise<string> {
  const { stdout } = await run('pdffonts', [file]);
  return stdout;
}

/**
 * Converts Word files to PDF with LibreOffice in one run. A private profile directory lets test files and
 * developers' own LibreOffice run at the same time.
 */
export async function convertWithLibreOffice(files: readonly string[], outDir: string): Promise<void> {
  const profile = path.join(outDir, 'lo-profile');
  await run(
    'soffice',
    [
      `-env:UserInstallation=file://${profile}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      outDir,
      ...files,
    ],
    { timeout: 180_000 },
  );
}

/** One entry of a ZIP file (a .docx), read through the central directory. */
export function readZipEntry(zip: Buffer, name: string): string | undefined {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Not a ZIP file');
  let offset = zip.readUInt32LE(end + 16);
  const count = zip.readUInt16LE(end + 10);
  for (let index = 0; index < count; index++) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const entryName = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (entryName === name) {
      const dataStart =
        localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return undefined;
}
