/**
 * A body the server rendered from Markdown (articles, lessons, guides, resources). The HTML is safe
 * by construction (core/markdown: raw HTML shown as text, links and images only http(s) or on the
 * site), so it is put into the page as it is.
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  return <div className="article-body rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
