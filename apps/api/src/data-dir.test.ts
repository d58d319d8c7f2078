import { lstat, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restrictToOwner } from './data-dir';

let base: string;
beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'gdpr-data-dir-unit-'));
});
afterEach(() => rm(base, { recursive: true, force: true }));

const modeOf = async (target: string) => (await stat(target)).mode & 0o777;

describe('restrictToOwner', () => {
  it('finding 6: makes every folder 0700 and every file 0600, however deep', async () => {
    const root = path.join(base, 'data');
    await mkdir(path.join(root, 'pglite', 'base', '5'), { recursive: true, mode: 0o777 });
    await writeFile(path.join(root, 'pglite', 'base', '5', '16384'), 'table', { mode: 0o666 });
    await writeFile(path.join(root, 'pglite', 'PG_VERSION'), '17', { mode: 0o644 });
    await restrictToOwner(root);
    expect(await modeOf(root)).toBe(0o700);
    expect(await modeOf(path.join(root, 'pglite'))).toBe(0o700);
    expect(await modeOf(path.join(root, 'pglite', 'base', '5'))).toBe(0o700);
    expect(await modeOf(path.join(root, 'pglite', 'base', '5', '16384'))).toBe(0o600);
    expect(await modeOf(path.join(root, 'pglite', 'PG_VERSION'))).toBe(0o600);
    // Still readable and writable by its owner.
    expect(await readFile(path.join(root, 'pglite', 'PG_VERSION'), 'utf8')).toBe('17');
  });

  it('leaves what a symbolic link points to alone', async () => {
    const root = path.join(base, 'data');
    await mkdir(root);
    const outside = path.join(base, 'shared.txt');
    await writeFile(outside, 'not ours to change', { mode: 0o644 });
    await symlink(outside, path.join(root, 'link'));
    await restrictToOwner(root);
    expect(await modeOf(outside)).toBe(0o644);
    expect((await lstat(path.join(root, 'link'))).isSymbolicLink()).toBe(true);
  });

  it('does nothing for a DATA_DIR that does not exist yet', async () => {
    await expect(restrictToOwner(path.join(base, 'missing'))).resolves.toBeUndefined();
  });
});
