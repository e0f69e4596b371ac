/** Host (with a non-default port) without "www.": the key a listing's website and the site read are matched on. */
export function siteKey(website: string | null | undefined): string | null {
  const url = websiteUrl(website);
  const host = url && bareHost(url);
  return host ? (url.port ? `${host}:${url.port}` : host) : null;
}

/** Host of a website without "www.": "https://www.Casa.example.com/menu" -> "casa.example.com". */
export function websiteHost(website: string | null | undefined): string | null {
  const url = websiteUrl(website);
  return (url && bareHost(url)) || null;
}

/** A website as listings write it ("casa.example.com", "https://www.casa.example.com/menu"), read as a URL. */
function websiteUrl(website: string | null | undefined): URL | null {
  if (!website) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`);
  } catch {
    return null;
  }
}

function bareHost(url: URL): string {
  return url.hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
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
