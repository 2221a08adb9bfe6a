/** A short browser name from a user agent: the first known product, with its major version. */
export function browserName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const known: [RegExp, string][] = [
    [/Edg\/(\d+)/, 'Edge'],
    [/OPR\/(\d+)/, 'Opera'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
    [/Version\/(\d+).*Safari/, 'Safari'],
  ];
  for (const [pattern, name] of known) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1] ?? ''}`.trim();
  }
  return userAgent.length > 40 ? `${userAgent.slice(0, 40)}…` : userAgent;
}
