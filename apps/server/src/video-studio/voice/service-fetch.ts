/**
 * The `fetch` an AI SDK provider calls when its addresses are fixed (LMNT, Hume, Deepgram, fal
 * have no base URL setting): requests to `hosts` (and their subdomains, such as fal's file CDN)
 * go to SPEECH_BASE_URL instead, path and query kept, so a proxy or a test double can stand in
 * for the service. Without a base URL, the service itself is asked.
 */
export function serviceFetch(baseUrl: string | undefined, hosts: readonly string[]): typeof fetch {
  if (!baseUrl) return (input, init) => fetch(input, init);
  return (input, init) => {
    const asked = new URL(input instanceof Request ? input.url : String(input));
    const ours = hosts.some((host) => asked.hostname === host || asked.hostname.endsWith(`.${host}`));
    return fetch(ours ? `${baseUrl}${asked.pathname}${asked.search}` : input, init);
  };
}
