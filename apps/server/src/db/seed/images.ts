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

/** Font size that fits `text` into `width` pixels of Arial (about 0.6 em a character), capped at `max`. */
function fitFont(text: string, width: number, max: number): number {
  return Math.min(max, Math.floor(width / (Math.max(text.length, 1) * 0.6)));
}

/** A text logo with a coloured mark, 320×80: the first two words bold, the rest below. */
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
  const first = words.slice(0, 2).join(" ");
  const rest = words.slice(2).join(" ");
  const firstLine = `<text x="82" y="${rest ? 40 : 48}" font-family="Arial, Helvetica, sans-serif" font-size="${fitFont(first, 228, 24)}" font-weight="700" fill="${dark}">${escapeXml(first)}</text>`;
  const secondLine = rest
    ? `<text x="82" y="62" font-family="Arial, Helvetica, sans-serif" font-size="${fitFont(rest, 228, 16)}" fill="${mid}">${escapeXml(rest)}</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80" role="img" aria-label="${escapeXml(name)}">
<rect width="320" height="80" fill="#ffffff"/>${mark}
${firstLine}
${secondLine}
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

/** Splits `text` into at most two lines of about `perLine` characters, at word boundaries. */
function twoLines(text: string, perLine: number): string[] {
  if (text.length <= perLine) return [text];
  const words = text.split(" ");
  let first = "";
  while (words.length > 0 && `${first} ${words[0]}`.trim().length <= perLine)
    first = `${first} ${words.shift()}`.trim();
  return [first, words.join(" ")];
}

/**
 * The phone creative of a banner: a 320×100 large mobile banner with the headline on up to two
 * lines and the call to action below, so its text stays 17 px and more on a phone's width.
 */
export function bannerPhoneSvg(headline: string, colorIndex: number): string {
  const [dark, mid, accent] = palette(colorIndex);
  const lines = twoLines(headline, 24);
  const size = Math.min(...lines.map((line) => fitFont(line, 272, 19)));
  const text = lines
    .map(
      (line, index) =>
        `<text x="16" y="${30 + index * 23}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="100" viewBox="0 0 320 100" role="img" aria-label="${escapeXml(headline)}">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="320" height="100" fill="url(#g)"/>
<circle cx="300" cy="6" r="48" fill="${accent}" opacity="0.25"/>
${text}
<rect x="214" y="64" width="92" height="28" rx="14" fill="${accent}"/>
<text x="260" y="83" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="14" font-weight="700" fill="${dark}">Visit us</text>
</svg>
`;
}

const SKIN = ["#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#ffdbac"] as const;
const CLOTHES = ["#37474f", "#1565c0", "#6d4c41", "#eceff1", "#212121", "#00897b", "#ad1457"] as const;

/** Two to four people around a round table centred at (x, y). */
function tableGroup(rng: Rng, x: number, y: number, edge: string, leg: string): string[] {
  const people = rng.int(2, 4);
  const spread = 190;
  const shapes: string[] = [];
  for (let p = 0; p < people; p++) {
    const personX = x - spread / 2 + Math.round((spread * (p + 0.5)) / people) + rng.int(-6, 6);
    const height = rng.int(72, 90);
    shapes.push(
      `<rect x="${personX - 20}" y="${y - height - 8}" width="40" height="${height}" rx="16" fill="${rng.pick(CLOTHES)}"/>`,
      `<circle cx="${personX}" cy="${y - height - 26}" r="18" fill="${rng.pick(SKIN)}"/>`,
    );
  }
  shapes.push(
    `<ellipse cx="${x}" cy="${y}" rx="110" ry="26" fill="#fafafa" stroke="${edge}" stroke-width="3"/>`,
    `<rect x="${x - 6}" y="${y + 20}" width="12" height="70" fill="${leg}"/>`,
  );
  return shapes;
}

/** What a picture shows: the meeting floor, a seated dinner, or standing drinks. */
export type PictureScene = "floor" | "dinner" | "drinks";

/** The scene that suits a picture category's name. */
export function sceneOf(categoryName: string): PictureScene {
  if (/dinner|lunch/i.test(categoryName)) return "dinner";
  if (/drinks|reception|party/i.test(categoryName)) return "drinks";
  return "floor";
}

/** A long dinner table across the room: guests behind it, candles and glasses on the cloth. */
function dinnerTable(rng: Rng, accent: string): string[] {
  const shapes: string[] = [];
  const guests = rng.int(6, 9);
  for (let g = 0; g < guests; g++) {
    const x = 90 + Math.round(((g + 0.5) * 620) / guests) + rng.int(-8, 8);
    shapes.push(
      `<rect x="${x - 19}" y="${rng.int(268, 282)}" width="38" height="90" rx="15" fill="${rng.pick(CLOTHES)}"/>`,
      `<circle cx="${x}" cy="${rng.int(252, 262)}" r="17" fill="${rng.pick(SKIN)}"/>`,
    );
  }
  shapes.push(
    `<rect x="70" y="340" width="660" height="16" rx="4" fill="#fafafa"/>`,
    `<rect x="80" y="356" width="640" height="64" fill="#eceff1"/>`,
  );
  const candles = rng.int(3, 5);
  for (let c = 0; c < candles; c++) {
    const x = 120 + Math.round(((c + 0.5) * 560) / candles);
    shapes.push(
      `<rect x="${x - 4}" y="306" width="8" height="34" fill="#fff8e1"/>`,
      `<ellipse cx="${x}" cy="300" rx="5" ry="9" fill="${accent}"/>`,
      `<path d="M${x + 36} 322h14l-5 12v6h-4v-6z" fill="#f8bbd0" opacity="0.8"/>`,
    );
  }
  return shapes;
}

/** A standing guest with a glass in hand, feet at `floorY`. */
function standingGuest(rng: Rng, x: number, floorY: number): string[] {
  const height = rng.int(150, 185);
  const top = floorY - height;
  const side = rng.pick([-1, 1]);
  return [
    `<rect x="${x - 11}" y="${top + 80}" width="9" height="${height - 80}" fill="#263238"/>`,
    `<rect x="${x + 2}" y="${top + 80}" width="9" height="${height - 80}" fill="#263238"/>`,
    `<rect x="${x - 20}" y="${top + 24}" width="40" height="${74}" rx="14" fill="${rng.pick(CLOTHES)}"/>`,
    `<circle cx="${x}" cy="${top + 4}" r="17" fill="${rng.pick(SKIN)}"/>`,
    `<path d="M${x + side * 24 - 6} ${top + 42}h12l-3 14v8h-6v-8z" fill="#fff59d" opacity="0.9"/>`,
  ];
}

/** Guests standing in small groups around high tables, a bar along the back wall. */
function drinksScene(rng: Rng, mid: string, dark: string): string[] {
  const shapes = [
    `<rect x="0" y="250" width="${PICTURE_WIDTH}" height="60" fill="${dark}" opacity="0.6"/>`,
    `<rect x="0" y="244" width="${PICTURE_WIDTH}" height="8" fill="${mid}"/>`,
  ];
  const groups = rng.int(2, 3);
  for (let g = 0; g < groups; g++) {
    const centre = Math.round(((g + 0.5) * PICTURE_WIDTH) / groups) + rng.int(-25, 25);
    shapes.push(
      `<rect x="${centre - 4}" y="350" width="8" height="96" fill="${dark}"/>`,
      `<ellipse cx="${centre}" cy="350" rx="34" ry="9" fill="#fafafa"/>`,
    );
    const guests = rng.int(2, 3);
    for (let p = 0; p < guests; p++) {
      const offset = (p - (guests - 1) / 2) * 62 + (p >= guests / 2 ? 30 : -30);
      shapes.push(...standingGuest(rng, centre + Math.round(offset), 446 + rng.int(-4, 4)));
    }
  }
  return shapes;
}

/**
 * An illustrated event photo (800×533) of the given scene: a room with lights, a wall banner,
 * the people of the scene and a caption.
 */
export function pictureSvg(
  rng: Rng,
  caption: string,
  colorIndex: number,
  scene: PictureScene = "floor",
): string {
  const [dark, mid, accent] = palette(colorIndex);
  const shapes: string[] = [];
  const lights = rng.int(3, 7);
  for (let i = 0; i < lights; i++) {
    const x = Math.round(((i + 0.5) * PICTURE_WIDTH) / lights) + rng.int(-20, 20);
    shapes.push(
      `<circle cx="${x}" cy="${rng.int(28, 60)}" r="${rng.int(6, 14)}" fill="${accent}" opacity="0.85"/>`,
    );
  }
  const bannerX = rng.int(60, 420);
  const bannerText =
    scene === "dinner"
      ? "EBM Dinner"
      : scene === "drinks"
        ? "EBM Welcome"
        : `EBM ${rng.pick(["Broker Meeting", "Meeting", "Networking"])}`;
  shapes.push(
    `<rect x="${bannerX}" y="90" width="320" height="70" rx="6" fill="#ffffff" opacity="0.9"/>`,
    `<text x="${bannerX + 160}" y="134" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="${dark}">${bannerText}</text>`,
  );
  if (scene === "dinner") shapes.push(...dinnerTable(rng, accent));
  else if (scene === "drinks") shapes.push(...drinksScene(rng, mid, dark));
  else {
    const tables = rng.int(2, 3);
    for (let t = 0; t < tables; t++) {
      const x = Math.round(((t + 0.5) * PICTURE_WIDTH) / tables) + rng.int(-20, 20);
      shapes.push(...tableGroup(rng, x, rng.int(340, 380), mid, dark));
    }
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
