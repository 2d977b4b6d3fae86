/** Test double of the browser's cookies (unit tests only). */
import type { CookieJar } from '../session';

/** A cookie jar that behaves like document.cookie for name=value pairs (Max-Age=0 deletes). */
export class MemoryCookieJar implements CookieJar {
  readonly written: string[] = [];
  private readonly cookies = new Map<string, string>();
  constructor(private readonly https = false) {}
  read() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  write(cookie: string) {
    this.written.push(cookie);
    const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
    const [name, ...rest] = pair.split('=');
    if (attributes.some((a) => a.toLowerCase() === 'max-age=0')) this.cookies.delete(name);
    else this.cookies.set(name, rest.join('='));
  }
  secure() {
    return this.https;
  }
}
