import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database (its WAL carries password hashes), the generated signing key and,
 * without SMTP, e-mails with sign-in links: nobody but the server's own user may read any of it.
 */
export const ownerOnlyDirectoryMode = 0o700;
export const ownerOnlyFileMode = 0o600;

/**
 * Files and folders the process creates from now on get no permission for group or others: the .eml
 * files, the key, and PGlite's new files (its WAL segments and tables). The server sets it before it
 * creates anything; it applies to the whole process, so tests (which share theirs) do not.
 */
export function restrictNewFilesToOwner(): void {
  process.umask(0o077);
}

/**
 * Makes `root` and everything in it owner-only: 0700 folders, 0600 files. Needed besides the umask,
 * since PGlite writes the files of a new database with mode 0666 whatever the umask, and a folder made
 * by hand or by an earlier version may be 0755. Symbolic links are left alone, never followed. A
 * missing `root` is nothing to do; a file that cannot be changed (another owner) stops start-up.
 */
export async function restrictToOwner(root: string): Promise<void> {
  let rootStats: Awaited<ReturnType<typeof lstat>>;
  try {
    rootStats = await lstat(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (!rootStats.isDirectory()) throw new Error(`DATA_DIR ${root} is not a folder`);
  const folders = [root];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    await setMode(folder, ownerOnlyDirectoryMode);
    const entries = await readdir(folder, { withFileTypes: true }).catch(ignoreMissing([]));
    for (const entry of entries) {
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory()) folders.push(entryPath);
      else if (entry.isFile()) await setMode(entryPath, ownerOnlyFileMode);
    }
  }
}

async function setMode(target: string, mode: number): Promise<void> {
  try {
    await chmod(target, mode);
  } catch (error) {
    // A file the database removed meanwhile (a recycled WAL segment) needs nothing.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new Error(`Cannot make ${target} readable by its owner only: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

function ignoreMissing<T>(fallback: T) {
  return (error: unknown): T => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  };
}
