import { Inject, Injectable, Logger, UnsupportedMediaTypeException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { onFirstUse } from '../common/on-first-use';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { detectImageType } from './image-type';
import { previewPath } from './preview-images';

const loadSharp = onFirstUse<typeof import('sharp').default>('sharp');

export type ImageFolder = 'categories' | 'products' | 'contacts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE_DETAIL = 'Файл должен быть изображением JPEG, PNG или WebP';
const FULL_SIZE_PX = 1600;
const THUMBNAIL_PX = 400;
const URL_PREFIX = '/uploads/';

/** `/uploads/products/abc.webp` → `/uploads/products/abc.thumb.webp` (400 px, for grids). */
export function thumbnailPath(imagePath: string): string {
  return imagePath.replace(/\.webp$/, '.thumb.webp');
}

/**
 * Stores uploaded images re-encoded as WebP (full size capped at 1600 px plus a 400 px
 * thumbnail) under content-hashed names, and removes files no row refers to any more.
 */
@Injectable()
export class MediaService {
  private readonly logger = new Logger('Media');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  /** Validates by content and stores; returns the root-relative URL for image_path. 415 for non-images. */
  async storeImage(data: Buffer, folder: ImageFolder): Promise<string> {
    if (!detectImageType(data)) throw new UnsupportedMediaTypeException(NOT_AN_IMAGE_DETAIL);
    let full: Buffer;
    let thumbnail: Buffer;
    try {
      const source = loadSharp()(data, { failOn: 'truncated', limitInputPixels: 50_000_000 }).rotate();
      full = await source
        .clone()
        .resize({ width: FULL_SIZE_PX, height: FULL_SIZE_PX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      thumbnail = await source
        .clone()
        .resize({ width: THUMBNAIL_PX, height: THUMBNAIL_PX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
    } catch {
      throw new UnsupportedMediaTypeException(NOT_AN_IMAGE_DETAIL);
    }
    const name = createHash('sha256').update(full).digest('hex').slice(0, 20);
    const directory = join(this.config.uploadDir, folder);
    await mkdir(directory, { recursive: true });
    await writeFile(join(directory, `${name}.webp`), full);
    await writeFile(join(directory, `${name}.thumb.webp`), thumbnail);
    return `${URL_PREFIX}${folder}/${name}.webp`;
  }

  /** Deletes an image's files unless another category, product or the contacts record still uses it. */
  async removeIfUnused(imagePath: string | null | undefined): Promise<void> {
    if (!imagePath || !imagePath.startsWith(URL_PREFIX)) return;
    if (await this.isReferenced(imagePath)) return;
    const relative = imagePath.slice(URL_PREFIX.length);
    if (relative.includes('..')) return;
    for (const file of [relative, thumbnailPath(relative), previewPath(relative)]) {
      await unlink(join(this.config.uploadDir, file)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') this.logger.warn(`Could not remove ${file}: ${error.message}`);
      });
    }
  }

  /**
   * Stores `data` (when given), then runs `work` with the new image_path, typically a
   * transaction writing the row. If `work` fails, the files just stored are removed again
   * (unless some row already used the same content), so a rejected request leaves nothing.
   */
  async withNewImage<T>(data: Buffer | undefined, folder: ImageFolder, work: (imagePath: string | null) => Promise<T>): Promise<T> {
    const imagePath = data ? await this.storeImage(data, folder) : null;
    try {
      return await work(imagePath);
    } catch (error) {
      if (imagePath) await this.removeIfUnused(imagePath);
      throw error;
    }
  }

  /** Order items keep a snapshot of the product image, so an ordered product's picture stays on disk. */
  private async isReferenced(imagePath: string): Promise<boolean> {
    const checks: Array<[string, string, string]> = [
      ['categories', 'image_path', imagePath],
      ['products', 'image_path', imagePath],
      ['contacts', 'photo_certificate', imagePath],
      ['order_items', 'image_path', imagePath],
      ['order_items', 'image_path', thumbnailPath(imagePath)],
    ];
    for (const [table, column, value] of checks) {
      const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM ${table} WHERE ${column} = ? LIMIT 1`, [value]);
      if (rows.length > 0) return true;
    }
    return false;
  }
}
