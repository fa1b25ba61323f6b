import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Rng } from "./random.ts";

/** Picture size of the generated event photos (3:2). */
export const PICTURE_WIDTH = 800;
export const PICTURE_HEIGHT = 533;

const PALETTES = [
  ["#0b3d91", "#1e88e5", "#ffb300"],
  ["#004d40", "#26a69a", "#ffca28"],
  ["#4a148c", "#8e24aa", "#f06292"],
  ["#b71c1c", "#e53935", "#ffd54f"],
  ["#1b5e20", "#43a047", "#c0ca33"],
  ["#263238", "#546e7a", "#4fc3f7"],
  ["#3e2723", "#8d6e63", "#ffcc80"],
  ["#0d47a1", "#00acc1", "#e0f7fa"],
] as const;

export function palette(index: number): readonly [string, string, string] {
  return PALETTES[index % PALETTES.length] ?? PALETTES[0];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A text logo with a coloured mark, 240×80. */
export function sponsorLogoSvg(
  name: string,
  colorIndex: number,
  shape: "circle" | "square" | "diamond",
): string {
  const [dark, mid, accent] = palette(colorIndex);
  const mark =
    shape === "circle"
      ? `<circle cx="40" cy="40" r="26" fill="${mid}"/><circle cx="40" cy="40" r="12" fill="${accent}"/>`
      : shape === "square"
        ? `<rect x="14" y="14" width="52" height="52" rx="10" fill="${mid}"/><rect x="30" y="30" width="20" height="20" fill="${accent}"/>`
        : `<path d="M40 10 L70 40 L40 70 L10 40 Z" fill="${mid}"/><path d="M40 28 L52 40 L40 52 L28 40 Z" fill="${accent}"/>`;
  const words = name.split(" ");
  const first = escapeXml(words.slice(0, 2).join(" "));
  const rest = escapeXml(words.slice(2).join(" "));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(name)}">
<rect width="240" height="80" fill="#ffffff"/>${mark}
<text x="80" y="${rest ? 38 : 48}" font-family="Arial, Helvetica, sans-serif" font-size="19" font-weight="700" fill="${dark}">${first}</text>
${rest ? `<text x="80" y="60" font-family="Arial, Helvetica, sans-serif" font-size="14" fill="${mid}">${rest}</text>` : ""}
</svg>
`;
}

/** A 728×90 leaderboard banner with a headline, a line of copy and a call to action. */
export function bannerSvg(headline: string, tagline: string, colorIndex: number): string {
  const [dark, mid, accent] = palette(colorIndex);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="728" height="90" viewBox="0 0 728 90" role="img" aria-label="${escapeXml(headline)}">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="728" height="90" fill="url(#g)"/>
<circle cx="690" cy="10" r="70" fill="${accent}" opacity="0.25"/>
<text x="24" y="42" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#ffffff">${escapeXml(headline)}</text>
<text x="24" y="70" font-family="Arial, Helvetica, sans-serif" font-size="16" fill="#ffffff" opacity="0.9">${escapeXml(tagline)}</text>
<rect x="580" y="28" width="124" height="36" rx="18" fill="${accent}"/>
<text x="642" y="52" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" fill="${dark}">Visit us</text>
</svg>
`;
}

/** An illustrated event photo: a room with tables and people, and a caption. */
export function pictureSvg(rng: Rng, caption: string, colorIndex: number): string {
  const [dark, mid, accent] = palette(colorIndex);
  const shapes: string[] = [];
  const lights = rng.int(3, 6);
  for (let i = 0; i < lights; i++) {
    const x = Math.round(((i + 0.5) * PICTURE_WIDTH) / lights);
    shapes.push(
      `<circle cx="${x}" cy="${rng.int(30, 70)}" r="${rng.int(8, 16)}" fill="${accent}" opacity="0.8"/>`,
    );
  }
  const tables = rng.int(2, 4);
  for (let t = 0; t < tables; t++) {
    const tableX = Math.round(((t + 0.5) * PICTURE_WIDTH) / tables);
    const tableY = rng.int(330, 380);
    const people = rng.int(2, 4);
    for (let p = 0; p < people; p++) {
      const personX = tableX - 60 + Math.round((120 * (p + 0.5)) / people);
      const skin = rng.pick(["#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#ffdbac"]);
      const shirt = rng.pick(["#37474f", "#1565c0", "#6d4c41", "#ffffff", "#212121", "#00897b"]);
      shapes.push(
        `<rect x="${personX - 22}" y="${tableY - 95}" width="44" height="80" rx="18" fill="${shirt}"/>`,
        `<circle cx="${personX}" cy="${tableY - 112}" r="20" fill="${skin}"/>`,
      );
    }
    shapes.push(
      `<ellipse cx="${tableX}" cy="${tableY}" rx="95" ry="26" fill="#fafafa" stroke="${mid}" stroke-width="3"/>`,
      `<rect x="${tableX - 6}" y="${tableY + 20}" width="12" height="70" fill="${dark}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}" role="img" aria-label="${escapeXml(caption)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="0.65" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" fill="url(#bg)"/>
<rect y="420" width="${PICTURE_WIDTH}" height="113" fill="#000000" opacity="0.25"/>
${shapes.join("\n")}
<rect x="0" y="473" width="${PICTURE_WIDTH}" height="60" fill="#000000" opacity="0.55"/>
<text x="24" y="511" font-family="Arial, Helvetica, sans-serif" font-size="24" fill="#ffffff">${escapeXml(caption)}</text>
</svg>
`;
}

/** Writes generated files below the uploads directory; `relativePath` uses "/" separators. */
export async function writeUploads(
  uploadsDir: string,
  files: readonly { relativePath: string; content: string }[],
): Promise<void> {
  const dirs = new Set(
    files.map((file) => path.dirname(path.join(uploadsDir, ...file.relativePath.split("/")))),
  );
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  await Promise.all(
    files.map((file) =>
      writeFile(path.join(uploadsDir, ...file.relativePath.split("/")), file.content, "utf8"),
    ),
  );
}
