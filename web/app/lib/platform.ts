import type { Platform } from '@marketlens/core/http';

/** The website's side of core's platform interface: document cookies and a page reload. */
export const webPlatform: Platform = {
  getCookie(name) {
    if (typeof document === 'undefined') return undefined;
    const pair = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
    return pair?.slice(name.length + 1);
  },
  reload() {
    window.location.reload();
  },
};
