/** What differs between the website and the extension; passed in when a client is created. */
export interface Platform {
  /** Reads a cookie of the site (document.cookie on the web, the cookies API in the extension). */
  getCookie(name: string): string | undefined | Promise<string | undefined>;
  /** Reloads the current page or view. */
  reload(): void;
}
