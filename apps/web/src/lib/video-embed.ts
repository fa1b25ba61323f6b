/** How the pictures page can show an edition's video. */
export type VideoSource =
  /** A privacy-enhanced player, loaded in an iframe only after the visitor asks for it. */
  | { kind: "embed"; provider: "YouTube" | "Vimeo"; host: string; src: string }
  /** Anything else: the content security policy allows no other frames, so link to it. */
  | { kind: "link"; href: string };

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d+$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com"]);

function youTubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1);
  else if (YOUTUBE_HOSTS.has(url.hostname) || YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split("/");
    id =
      first === "watch"
        ? url.searchParams.get("v")
        : ["embed", "shorts", "live"].includes(first ?? "")
          ? (second ?? null)
          : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, "");
  if (host !== "vimeo.com" && host !== "player.vimeo.com") return null;
  const id = url.pathname.split("/").filter(Boolean).at(-1) ?? "";
  return VIMEO_ID.test(id) ? id : null;
}

/**
 * Turns a stored video address into what the page can show: the no-cookie player of YouTube
 * (youtube-nocookie.com) or Vimeo's player without tracking (`dnt=1`), or else a plain link.
 * @example videoSource("https://youtu.be/EBM2025Dubl") // { kind: "embed", provider: "YouTube", ... }
 */
export function videoSource(address: string, origin = window.location.origin): VideoSource | null {
  const trimmed = address.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const youTube = youTubeId(url);
  if (youTube) {
    return {
      kind: "embed",
      provider: "YouTube",
      host: "youtube-nocookie.com",
      src: `https://www.youtube-nocookie.com/embed/${youTube}?autoplay=1&rel=0`,
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo) {
    return {
      kind: "embed",
      provider: "Vimeo",
      host: "player.vimeo.com",
      src: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1`,
    };
  }
  return { kind: "link", href: url.href };
}
