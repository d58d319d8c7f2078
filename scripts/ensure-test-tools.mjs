#!/usr/bin/env node
// Runs before `npm test`: the tests call system programs that npm cannot install (pdftotext and qpdf check
// the PDFs, LibreOffice opens the DOCX and ODT in Writer and the XLSX and ODS of the document kit in Calc,
// Chromium's headless shell runs the browser tests). Where one is missing, it is
// installed with apt-get when we are root on Debian, as CI is; otherwise the test run stops at once with
// the exact command to run, instead of failing minutes later in the middle of the suite.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const tools = [
  { command: 'pdftotext', package: 'poppler-utils' },
  { command: 'qpdf', package: 'qpdf' },
  { command: 'soffice', package: 'libreoffice-writer-nogui' },
  // Calc has no command of its own: its library says whether it is there.
  { command: '/usr/lib/libreoffice/program/libsclo.so', package: 'libreoffice-calc-nogui' },
  { command: '/usr/bin/chromium-headless-shell', package: 'chromium-headless-shell' },
];

function isAvailable(command) {
  if (command.startsWith('/')) return existsSync(command);
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const missing = tools.filter((tool) => !isAvailable(tool.command)).map((tool) => tool.package);
if (missing.length === 0) process.exit(0);

const install = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
const canInstall = process.getuid?.() === 0 && isAvailable('apt-get');
if (!canInstall) {
  console.error(`The tests need system packages that are missing: ${missing.join(', ')}.`);
  console.error(`Install them, then run npm test again:\n\n  sudo apt-get update && sudo ${install}\n`);
  process.exit(1);
}

console.log(`Installing what the tests need: ${missing.join(', ')}`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('sh', ['-c', install], { stdio: 'inherit', env });
