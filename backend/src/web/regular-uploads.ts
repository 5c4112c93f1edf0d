import { lstat, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { NextFunction, Request, Response } from 'express';
import { statusText } from '../common/status-text';

/**
 * Guards `/uploads` before the static files: a request is served only when every step of its
 * path below UPLOAD_DIR is a real folder and the last one a regular file. A symbolic link (to a
 * file or to a folder, inside the folder or out of it) answers the JSON 404, as a missing file
 * does, so nothing the link points to (/etc/passwd, the SQLite database) is ever served.
 * Missing paths and bad encodings are left to the static files and their own 404/400.
 */
export function onlyRegularUploads(uploadDir: string) {
  let root: Promise<string> | undefined;
  const realRoot = () => (root ??= realpath(uploadDir).catch(() => uploadDir));
  const notFound = (response: Response) => {
    response.status(404).json({ detail: statusText(404) });
  };
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    const parts = path.split('/').filter((part) => part !== '' && part !== '.');
    if (parts.includes('..') || path.includes('\0')) return notFound(response);
    void (async () => {
      let current = await realRoot();
      for (const [index, part] of parts.entries()) {
        current = join(current, part);
        const stats = await lstat(current).catch(() => null);
        if (!stats) return next();
        const last = index === parts.length - 1;
        if (stats.isSymbolicLink() || !(stats.isDirectory() || (last && stats.isFile()))) return notFound(response);
      }
      next();
    })().catch(next);
  };
}
