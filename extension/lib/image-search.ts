/** 1688's search-by-image page for a picture reachable on the web. */
export function imageSearchUrl(imageUrl: string): string {
  const url = new URL('https://s.1688.com/youyuan/index.htm');
  url.searchParams.set('tab', 'imageSearch');
  url.searchParams.set('imageAddress', imageUrl);
  return url.toString();
}
