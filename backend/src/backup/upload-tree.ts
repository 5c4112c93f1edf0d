import { constants, copyFileSync, Dirent, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What a walk over an uploads folder found: regular files to copy, and anything else (links first of all). */
export interface UploadTree {
  /** Paths of regular files, relative to the folder, '/'-separated. */
  files: string[];
  /** Paths (relative) of symbolic links, and of sockets, FIFOs and devices: never copied. */
  refused: string[];
}

const kind = (entry: Dirent) => (entry.isSymbolicLink() ? 'link' : entry.isDirectory() ? 'folder' : entry.isFile() ? 'file' : 'other');

/**
 * Walks `root` without following any link (readdir's entry types come from lstat): regular files
 * and folders are listed, a link to a file or a folder is reported and not entered.
 */
export function walkUploads(root: string): UploadTree {
  const tree: UploadTree = { files: [], refused: [] };
  if (!existsSync(root)) return tree;
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      const name = relative(root, path).split(sep).join('/');
      const type = kind(entry);
      if (type === 'folder') visit(path);
      else if (type === 'file') tree.files.push(name);
      else tree.refused.push(name);
    }
  };
  visit(root);
  return tree;
}

/** The first folder on the way to one of `files` inside `target` that exists but is not a real folder (a link), or null. */
export function notAFolderOnTheWay(target: string, files: readonly string[]): string | null {
  const checked = new Set<string>();
  if (!existsSync(target)) return null;
  for (const file of files) {
    let folder = target;
    for (const part of file.split('/').slice(0, -1)) {
      folder = join(folder, part);
      if (checked.has(folder)) continue;
      checked.add(folder);
      const stats = lstatSync(folder, { throwIfNoEntry: false });
      if (!stats) break;
      if (!stats.isDirectory()) return relative(target, folder).split(sep).join('/');
    }
  }
  return null;
}

/**
 * Copies the listed regular files from `source` into `target`, creating folders as needed. Every
 * folder on the way inside `target` must be a real folder (a link there → throws naming it), and
 * a file is created only where nothing exists yet (O_EXCL: an existing file or link is kept and
 * not counted). Answers how many files were written.
 */
export function copyRegularFiles(source: string, target: string, files: readonly string[], onLink: (path: string) => Error): number {
  let copied = 0;
  mkdirSync(target, { recursive: true });
  for (const file of files) {
    const parts = file.split('/');
    let folder = target;
    for (const part of parts.slice(0, -1)) {
      folder = join(folder, part);
      const stats = lstatSync(folder, { throwIfNoEntry: false });
      if (!stats) mkdirSync(folder);
      else if (!stats.isDirectory()) throw onLink(relative(target, folder).split(sep).join('/'));
    }
    const destination = join(folder, parts[parts.length - 1]);
    if (lstatSync(destination, { throwIfNoEntry: false })) continue;
    try {
      copyFileSync(join(source, ...parts), destination, constants.COPYFILE_EXCL);
      copied += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return copied;
}
