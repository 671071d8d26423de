/**
 * The public origin for absolute URLs (canonical links, sitemap): PUBLIC_URL when configured,
 * else the origin the request arrived on (which honours TRUST_PROXY's forwarded host and scheme).
 */
export function siteOrigin(request: Request, publicUrl: string | undefined): string {
  return (publicUrl ? new URL(publicUrl).origin : new URL(request.url).origin).replace(/\/$/, "");
}
