/**
 * Just enough of a browser's cookie store for driving a sign-in over HTTP: cookies are kept per host
 * and path, replaced by name, and dropped when the server expires them.
 */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; host: string; path: string }>();

  /** Takes the Set-Cookie headers of a response to `url`. */
  store(url: URL, response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      let path = defaultPath(url);
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        const lower = key.toLowerCase();
        if (lower === 'path' && attributeValue.startsWith('/')) path = attributeValue;
        if (lower === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (lower === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
      }
      const key = `${url.host} ${path} ${name}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, host: url.host, path });
    }
  }

  /** The Cookie header a browser would send to `url`, or undefined when it has none. */
  header(url: URL): string | undefined {
    const matching = [...this.cookies.values()].filter(
      (cookie) => cookie.host === url.host && pathMatches(url.pathname, cookie.path),
    );
    return matching.length
      ? matching.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
      : undefined;
  }
}

function defaultPath(url: URL): string {
  const slash = url.pathname.lastIndexOf('/');
  return slash <= 0 ? '/' : url.pathname.slice(0, slash);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}
