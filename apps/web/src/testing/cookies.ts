/**
 * Sets or clears the cookie the server would set. jsdom has no Cookie Store API, so tests write
 * `document.cookie` directly, here only.
 */
export function setTestCookie(name: string, value: string | null): void {
  const cookie =
    value === null
      ? `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
      : `${name}=${encodeURIComponent(value)}; path=/`;
  // biome-ignore lint/suspicious/noDocumentCookie: the test double of a cookie the server sets
  document.cookie = cookie;
}
