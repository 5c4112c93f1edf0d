import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP source expressions ('sha256-...') of the inline <script> elements of an HTML text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** How often `sourceList` looks at the files again. */
export const INLINE_SCRIPT_RECHECK_MS = 1000;

/**
 * The inline-script hashes of some HTML files (the built storefront and back office pages),
 * re-read when a file changes, so a rebuild does not need a restart. Missing files add nothing.
 */
export class InlineScriptHashes {
  private readonly cache = new Map<string, { mtimeMs: number; hashes: string[] }>();
  private checkedAt = -Infinity;
  private joined = '';

  constructor(
    private readonly files: string[],
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The hashes as a CSP source list (space-separated), for every response: the files are
   * looked at (stat) at most once per INLINE_SCRIPT_RECHECK_MS, never on each request.
   */
  sourceList(): string {
    const now = this.now();
    if (now - this.checkedAt >= INLINE_SCRIPT_RECHECK_MS) {
      this.checkedAt = now;
      this.joined = this.current().join(' ');
    }
    return this.joined;
  }

  current(): string[] {
    const all = new Set<string>();
    for (const file of this.files) for (const hash of this.hashesOf(file)) all.add(hash);
    return [...all];
  }

  private hashesOf(file: string): string[] {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.hashes;
    const hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
    this.cache.set(file, { mtimeMs, hashes });
    return hashes;
  }
}
