/** Host (with a non-default port) without "www.": the key a listing's website and the site read are matched on. */
export function siteKey(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`);
    const host = url.hostname
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/\.$/, '');
    return host ? (url.port ? `${host}:${url.port}` : host) : null;
  } catch {
    return null;
  }
}

/** The site key with the page's path (no trailing slash): tells apart a chain's locations, which share one domain. */
export function pageKey(website: string | null | undefined): string | null {
  const site = siteKey(website);
  if (!site || !website) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`);
    return `${site}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}
