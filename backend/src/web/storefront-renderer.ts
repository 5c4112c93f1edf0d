import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { PageAnswer } from './page-answers';

type RenderedPage = { status: number; head: string; html: string; data: string };

/** The build's manifest and the text of the stylesheets it names (storefront/src/ssr/pageAssets.ts). */
export interface BuildAssets {
  manifest: Record<string, { css?: string[] }>;
  stylesheets: Record<string, string>;
}

/** What the storefront's server entry (storefront/src/entry-server.tsx) offers. */
export interface StorefrontEntry {
  pageRequests(url: string): string[] | null;
  isKnownPage(pathname: string): boolean;
  renderPage(
    url: string,
    answers: Record<string, PageAnswer>,
    site: { publicUrl: string; previewImage?: (imagePath: string) => string | undefined },
    build: BuildAssets,
  ): Promise<RenderedPage | null>;
  /** index.html with a rendered page in it (storefront/src/ssr/composePage.ts). */
  composePage(template: string, page: RenderedPage, options: { scriptsAfterPaint: boolean }): string;
  STATIC_PUBLIC_PATHS: string[];
}

export const SERVER_ENTRY = join('server', 'entry-server.cjs');
const MANIFEST = join('.vite', 'manifest.json');

/**
 * The built storefront as the server renders it: index.html as the page template, Vite's manifest
 * with the stylesheets it names, and the server entry. Loaded again when the build changes (a rebuild while the API runs).
 */
export class StorefrontRenderer {
  private loadedAt = 0;
  private entry!: StorefrontEntry;
  private build!: BuildAssets;
  private template = '';

  private constructor(private readonly root: string) {}

  /** The renderer of the build in `root`, or null when the build has no server entry (API tests, a client-only build). */
  static of(root: string): StorefrontRenderer | null {
    return existsSync(join(root, SERVER_ENTRY)) && existsSync(join(root, 'index.html')) ? new StorefrontRenderer(root) : null;
  }

  /** The build as it is now; null while it is missing (a client-only rebuild, a build under way). */
  available(): boolean {
    return existsSync(join(this.root, SERVER_ENTRY)) && existsSync(join(this.root, MANIFEST));
  }

  current(): { entry: StorefrontEntry; build: BuildAssets; template: string } {
    const builtAt = statSync(join(this.root, SERVER_ENTRY)).mtimeMs;
    if (builtAt !== this.loadedAt) {
      const file = join(this.root, SERVER_ENTRY);
      const load = createRequire(__filename);
      delete load.cache[load.resolve(file)];
      this.entry = load(file) as StorefrontEntry;
      this.build = this.readBuild();
      this.template = readFileSync(join(this.root, 'index.html'), 'utf8');
      this.loadedAt = builtAt;
    }
    return { entry: this.entry, build: this.build, template: this.template };
  }

  /** The manifest, and each stylesheet it names read once (a page inlines its screen's). */
  private readBuild(): BuildAssets {
    const manifest = JSON.parse(readFileSync(join(this.root, MANIFEST), 'utf8')) as BuildAssets['manifest'];
    const stylesheets: Record<string, string> = {};
    for (const file of new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))) {
      const path = join(this.root, file);
      if (existsSync(path)) stylesheets[file] = readFileSync(path, 'utf8');
    }
    return { manifest, stylesheets };
  }

  /** The client-rendered shell (private and unknown pages): index.html as built. */
  shell(): string {
    return this.current().template;
  }

  /** index.html with a rendered page: its head tags, its markup in #root, its answers as JSON for hydration, its scripts after the first paint. */
  compose(page: RenderedPage): string {
    const { entry, template } = this.current();
    return entry.composePage(template, page, { scriptsAfterPaint: true });
  }
}
