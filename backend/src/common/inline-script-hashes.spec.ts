import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INLINE_SCRIPT_RECHECK_MS, InlineScriptHashes, inlineScriptHashes } from './inline-script-hashes';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('inline script hashes for the Content-Security-Policy', () => {
  it('hashes inline scripts exactly as written and skips scripts with a src', () => {
    const first = "\n      if (!/x/.test(document.cookie)) document.documentElement.classList.add('a');\n    ";
    const html = `<head><script>${first}</script><script type="module" src="/assets/app.js"></script><script type="module">import('/x.js')</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha(first), sha("import('/x.js')")]);
  });

  it('re-reads a rebuilt page and ignores missing ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    try {
      const page = join(dir, 'index.html');
      writeFileSync(page, '<script>a()</script>');
      const hashes = new InlineScriptHashes([page, join(dir, 'missing.html')]);
      expect(hashes.current()).toEqual([sha('a()')]);
      writeFileSync(page, '<script>b()</script>');
      utimesSync(page, new Date(), new Date(Date.now() + 5000));
      expect(hashes.current()).toEqual([sha('b()')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the source list from memory and looks at the files again only after the recheck interval', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    try {
      const page = join(dir, 'index.html');
      writeFileSync(page, '<script>a()</script><script>c()</script>');
      let now = 1_000_000;
      const hashes = new InlineScriptHashes([page], () => now);
      expect(hashes.sourceList()).toBe(`${sha('a()')} ${sha('c()')}`);
      writeFileSync(page, '<script>b()</script>');
      utimesSync(page, new Date(), new Date(Date.now() + 5000));
      now += INLINE_SCRIPT_RECHECK_MS - 1;
      expect(hashes.sourceList()).toBe(`${sha('a()')} ${sha('c()')}`);
      now += 1;
      expect(hashes.sourceList()).toBe(sha('b()'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
