import MarkdownIt from 'markdown-it';

/**
 * Markdown of the site's articles, lessons, guides and resources, rendered to HTML that is safe to
 * put into a page: raw HTML in the source is shown as text, links and images go only to http(s)
 * addresses or to addresses on the site itself, external links open without the opener.
 * The server renders it for the site; the console renders the same for its preview.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** http(s), or relative to the site (no scheme, not protocol-relative, no backslashes browsers read as slashes). */
export function isSafeUrl(url: string): boolean {
  const u = url.trim();
  if (/^https?:\/\/[^\s/\\]/i.test(u)) return true;
  return !SCHEME.test(u) && !u.startsWith('//') && !u.includes('\\');
}

md.validateLink = isSafeUrl;

const external = (href: string) => /^https?:\/\//i.test(href);
const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  if (token && external(token.attrGet('href') ?? '')) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'nofollow noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};
const defaultImage = md.renderer.rules.image ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  tokens[idx]?.attrSet('loading', 'lazy');
  return defaultImage(tokens, idx, options, env, self);
};

/** Safe HTML of a Markdown text. */
export function renderMarkdown(source: string): string {
  return md.render(source);
}

/** Markdown of an uploaded image, as the editor inserts it (brackets in the alt text are dropped). */
export function markdownImage(alt: string, url: string): string {
  return `![${alt.replace(/[[\]\\]/g, '').trim()}](${url})`;
}
