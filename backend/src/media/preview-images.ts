import { Inject, Injectable, Logger } from '@nestjs/common';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { onFirstUse } from '../common/on-first-use';
import { APP_CONFIG, AppConfig } from '../config/app-config';

const loadSharp = onFirstUse<typeof import('sharp').default>('sharp');

/** The size messengers and social networks show a link's picture at (Open Graph, Twitter card). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const URL_PREFIX = '/uploads/';

/** `/uploads/products/abc.webp` → `/uploads/products/abc.og.jpg` (JPEG: every preview robot reads it). */
export function previewPath(imagePath: string): string {
  return imagePath.replace(/\.webp$/, '.og.jpg');
}

/**
 * The link-preview picture of an uploaded image: 1200 × 630, cut from the middle of the picture,
 * made once (the first time a page with it is rendered) and kept beside the upload, whose
 * content-hashed name it shares, so it never goes stale. MediaService removes it with the upload.
 */
@Injectable()
export class PreviewImages {
  private readonly logger = new Logger('PreviewImages');
  private readonly making = new Map<string, Promise<string | undefined>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The preview's URL path, made now if missing; undefined when the upload is not ours or cannot be read. */
  ensure(imagePath: string): Promise<string | undefined> {
    const relative = imagePath.startsWith(URL_PREFIX) ? imagePath.slice(URL_PREFIX.length) : '';
    if (!/^[a-z]+\/[A-Za-z0-9_-]+\.webp$/.test(relative)) return Promise.resolve(undefined);
    const running = this.making.get(relative);
    if (running) return running;
    const made = this.make(relative).finally(() => this.making.delete(relative));
    this.making.set(relative, made);
    return made;
  }

  private async make(relative: string): Promise<string | undefined> {
    const target = join(this.config.uploadDir, previewPath(relative));
    const url = `${URL_PREFIX}${previewPath(relative)}`;
    if (
      await access(target).then(
        () => true,
        () => false,
      )
    )
      return url;
    try {
      const jpeg = await loadSharp()(join(this.config.uploadDir, relative))
        .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      await mkdir(dirname(target), { recursive: true });
      // Written under a temporary name first: a request meanwhile never reads half a file.
      const partial = `${target}.${process.pid}.part`;
      await writeFile(partial, jpeg);
      await rename(partial, target);
      return url;
    } catch (error) {
      this.logger.warn(`No preview for ${relative}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }
}
