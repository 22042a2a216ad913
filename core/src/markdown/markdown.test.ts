import { describe, expect, it } from 'vitest';
import { isSafeUrl, markdownImage, renderMarkdown } from './index';

describe('the Markdown of site content', () => {
  it('renders headings, lists, emphasis, links and images', () => {
    const html = renderMarkdown('## Step one\n\n- **bold** item\n- [guide](/college/guide)\n\n![chart](https://cdn.example.com/a.png)');
    expect(html).toContain('<h2>Step one</h2>');
    expect(html).toContain('<li><strong>bold</strong> item</li>');
    expect(html).toContain('<a href="/college/guide">guide</a>');
    expect(html).toContain('<img src="https://cdn.example.com/a.png" alt="chart" loading="lazy">');
  });

  it('keeps plain paragraphs (the stored paragraph bodies) as one paragraph each', () => {
    expect(renderMarkdown('First paragraph.\n\nSecond, with 2024 figures.')).toBe('<p>First paragraph.</p>\n<p>Second, with 2024 figures.</p>\n');
  });

  it('never lets the source run script or load other schemes', () => {
    const evil = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1))',
      '[click](JaVaScRiPt:alert(1))',
      '[click](&#106;avascript:alert(1))',
      '![x](data:image/svg+xml;base64,PHN2Zz4=)',
      '[x](vbscript:msgbox)',
      '<a href="javascript:alert(1)">x</a>',
      '[x](//evil.example.com)',
      '"><svg onload=alert(1)>',
    ].join('\n\n');
    const html = renderMarkdown(evil);
    expect(html).not.toMatch(/<script|<img src="?x|<svg|<a href="javascript|href="(javascript|vbscript|data|\/\/)|src="data/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/<[a-z]+[^>]*\son[a-z]+=/i);
  });

  it('opens external links without giving them the opener', () => {
    expect(renderMarkdown('[Ozon](https://seller.ozon.ru)')).toContain('<a href="https://seller.ozon.ru" target="_blank" rel="nofollow noopener noreferrer">Ozon</a>');
  });

  it('accepts http(s) and relative addresses only', () => {
    expect(['https://a.b/c', 'http://a.b', '/api/uploads/x.png', 'guide#top', '#top'].every(isSafeUrl)).toBe(true);
    expect(['javascript:alert(1)', 'mailto:a@b.c', '//evil.com', '/\\evil.com', 'data:text/html,x', 'https://'].some(isSafeUrl)).toBe(false);
  });

  it('writes an uploaded image as Markdown', () => {
    expect(markdownImage('chart [1]', '/api/uploads/a.png')).toBe('![chart 1](/api/uploads/a.png)');
  });
});
