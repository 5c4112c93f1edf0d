import { describe, expect, it } from 'vitest';
import { composePage } from './composePage';
import { pageAssets, type Manifest } from './pageAssets';

/** The shape of the built index.html: scripts in the head, the shell in #root, the after-paint loader. */
const template = [
  '<html><head><title>Bulbash</title>',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-b.js">',
  '</head><body><div id="root">shell<!--/ssr-outlet--></div>',
  '<!--after-paint--><script>loader()</script></body></html>',
].join('');
const page = { head: '<link rel="modulepreload" crossorigin href="/assets/HomePage-c.js" />', html: '<main>Боксы</main>', data: '{}' };

describe('a rendered page composed into index.html', () => {
  it('keeps its scripts in #after-paint, after the markup and before the loader, when the build asks', () => {
    const html = composePage(template, page, { scriptsAfterPaint: true });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/modulepreload|type="module"/);
    expect(html).toContain(
      '<template id="after-paint"><script type="module" crossorigin src="/assets/index-a.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-b.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/HomePage-c.js" /></template><script>loader()</script>',
    );
    // The answers stay in the head, where the app reads them before it hydrates.
    expect(head).toContain('<script type="application/json" id="page-data">{}</script>');
    expect(html).toContain('<div id="root"><main>Боксы</main></div>');
  });

  it('leaves the scripts where they are under the dev server', () => {
    const html = composePage(template, page);
    expect(html).not.toContain('<template id="after-paint">');
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
  });
});

describe('the assets a rendered page links', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true },
    'src/home/HomePage.tsx': { file: 'assets/HomePage-c.js', css: ['assets/HomePage-d.css'], dynamicImports: ['src/info/Footer.tsx'] },
    'src/info/Footer.tsx': { file: 'assets/Footer-e.js', css: ['assets/Footer-f.css'] },
  };

  it('draws its stylesheets inline, with links that never apply for the chunk loader to find', () => {
    const tags = pageAssets({ manifest, stylesheets: { 'assets/HomePage-d.css': '.grid{gap:8px}' } }, 'src/home/HomePage.tsx');
    expect(tags).toContain('<style>.grid{gap:8px}</style><link rel="stylesheet" href="/assets/HomePage-d.css" media="not all" />');
    // A stylesheet whose text is not at hand is linked as usual.
    expect(tags).toContain('<link rel="stylesheet" href="/assets/Footer-f.css" />');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-c.js" />');
  });

  it('links a stylesheet that would close its <style> early', () => {
    const tags = pageAssets(
      { manifest, stylesheets: { 'assets/HomePage-d.css': 'a::after{content:"</style>"}' } },
      'src/home/HomePage.tsx',
    );
    expect(tags).not.toContain('<style>');
    expect(tags).toContain('<link rel="stylesheet" href="/assets/HomePage-d.css" />');
  });
});
