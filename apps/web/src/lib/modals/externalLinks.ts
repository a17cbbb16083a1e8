/** An http(s) link to another origin: following it leaves the portal. */
export function isExternalHref(href: string, origin: string = window.location.origin): boolean {
  try {
    const url = new URL(href, origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin;
  } catch {
    return false;
  }
}

export function hostOf(href: string): string {
  try {
    return new URL(href).host;
  } catch {
    return href;
  }
}
