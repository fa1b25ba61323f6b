import { describe, expect, it } from "vitest";
import { videoSource } from "./video-embed.ts";

const origin = "https://ebm.example";
const noCookie = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;

describe("videoSource", () => {
  it("turns every form of YouTube address into the no-cookie player", () => {
    for (const address of [
      "https://www.youtube.com/watch?v=EBM2025Dubl",
      "https://youtube.com/watch?v=EBM2025Dubl&t=42s",
      "https://m.youtube.com/watch?v=EBM2025Dubl",
      "https://youtu.be/EBM2025Dubl",
      "https://www.youtube.com/embed/EBM2025Dubl",
      "https://www.youtube-nocookie.com/embed/EBM2025Dubl",
      "https://www.youtube.com/shorts/EBM2025Dubl",
    ]) {
      expect(videoSource(address, origin), address).toMatchObject({
        kind: "embed",
        provider: "YouTube",
        src: noCookie("EBM2025Dubl"),
      });
    }
  });

  it("asks Vimeo's player not to track", () => {
    expect(videoSource("https://vimeo.com/76979871", origin)).toMatchObject({
      kind: "embed",
      src: "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1",
    });
  });

  it("links to anything else", () => {
    expect(videoSource("/uploads/video/dublin.mp4", origin)).toEqual({
      kind: "link",
      href: "https://ebm.example/uploads/video/dublin.mp4",
    });
    expect(videoSource("https://videos.example/dublin", origin)).toEqual({
      kind: "link",
      href: "https://videos.example/dublin",
    });
    // An address that only looks like YouTube is not embedded.
    expect(videoSource("https://www.youtube.com/watch?v=short", origin)).toMatchObject({ kind: "link" });
  });

  it("has nothing to show for an empty or unsafe address", () => {
    expect(videoSource("", origin)).toBeNull();
    expect(videoSource("   ", origin)).toBeNull();
    expect(videoSource("javascript:alert(1)", origin)).toBeNull();
  });
});
