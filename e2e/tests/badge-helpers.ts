import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Browser, BrowserType, Page } from "@playwright/test";
import zxing from "@zxing/library";
import QRCode from "qrcode";
import type { FreshAccount } from "./fixtures.ts";
import { eventClockFollowsPage, expect, signInDirectly } from "./fixtures.ts";
import { type ApiUser, EVENT_TIME, logIn } from "./scheduler-helpers.ts";

export { EVENT_TIME, logIn };

const WIDTH = 640;
const HEIGHT = 480;

/**
 * The file Chromium's fake camera plays in this worker (`--use-file-for-fake-video-capture`). The
 * browser reads it each time a page starts the camera, so a test writes the code it wants
 * scanned before it opens the scanner. One file per worker process: two workers scan apart.
 */
export const FAKE_CAMERA_FILE = path.join(os.tmpdir(), `ebm-fake-camera-${process.pid}.y4m`);

/** Chromium's flags for a fake camera playing FAKE_CAMERA_FILE, with the permission granted. */
const fakeCameraArgs = (file = FAKE_CAMERA_FILE) => [
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  `--use-file-for-fake-video-capture=${file}`,
];

/**
 * Chromium as the suite launches it, with the fake camera (for `test.use({ launchOptions })`).
 * Writes a blank picture first: the file must exist before the browser starts.
 */
export function fakeCameraLaunchOptions() {
  writeCameraPicture(null);
  return {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      ...fakeCameraArgs(),
    ],
  };
}

/**
 * Writes one frame of 640×480 Y4M video (4:2:0) to FAKE_CAMERA_FILE: the QR code of `text`, black
 * on white with its quiet zone, or a blank white picture for null.
 */
export function writeCameraPicture(text: string | null, file = FAKE_CAMERA_FILE): void {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  if (text !== null) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    const size = modules.size;
    const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.8) / (size + 8));
    const left = Math.floor((WIDTH - size * scale) / 2);
    const top = Math.floor((HEIGHT - size * scale) / 2);
    for (let row = 0; row < size; row += 1) {
      for (let col = 0; col < size; col += 1) {
        if (!modules.get(row, col)) continue;
        for (let y = 0; y < scale; y += 1) {
          luma.fill(
            16,
            (top + row * scale + y) * WIDTH + left + col * scale,
            (top + row * scale + y) * WIDTH + left + (col + 1) * scale,
          );
        }
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, Buffer.from("FRAME\n"), luma, chroma]));
}

let cameras = 0;

/**
 * A Chromium of its own whose fake camera plays the QR code of `text` from a file of its own, for
 * a test that must not depend on what an earlier test of the worker left in the shared camera
 * file or in a browser that already opened it. Close it at the test's end.
 * @example const camera = await cameraBrowser(playwright.chromium, badge.url);
 */
export async function cameraBrowser(chromium: BrowserType, text: string): Promise<Browser> {
  const file = path.join(os.tmpdir(), `ebm-fake-camera-${process.pid}-${cameras++}.y4m`);
  writeCameraPicture(text, file);
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      ...fakeCameraArgs(file),
    ],
  });
}

/**
 * A phone (375 px, touch) in a browser of its own whose camera has only ever played the QR code of
 * `text` (cameraBrowser): on a busy machine the worker's browser, started on a blank picture, went
 * on filming it for a whole minute after the test had written the badge. Call `close` at the end.
 * @example const phone = await phoneWithCamera(playwright.chromium, baseURL, badge.url);
 */
export async function phoneWithCamera(
  chromium: BrowserType,
  baseURL: string | undefined,
  text: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const camera = await cameraBrowser(chromium, text);
  const context = await camera.newContext({
    baseURL,
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  const close = async () => {
    // A route of the test's (the event's clock) may be answering as the browser closes.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await camera.close();
  };
  return { page, close };
}

/**
 * Signs `scanning` in on the event's clock and opens the scanner until its camera has filmed
 * `filmed`'s badge (their name is the result's heading). Chromium's fake camera may start on an
 * empty frame on a busy machine: the page is opened again until it films the badge.
 */
export async function scannedBadgeOf(
  page: Page,
  scanning: FreshAccount,
  filmed: FreshAccount,
): Promise<void> {
  await onEventClock(page);
  await signInDirectly(page, scanning.email, scanning.password);
  await expect(async () => {
    await page.goto("/scan");
    const heading = page.getByRole("heading", { level: 2, name: filmed.name });
    // What the scanner shows instead, if it does not find the badge, is in the failure's message.
    await heading.waitFor({ timeout: 15_000 }).catch(async () => {
      const shown = await page
        .locator("main")
        .innerText({ timeout: 1_000 })
        .catch(() => "(no main)");
      throw new Error(
        `${filmed.name}'s badge not read at ${page.url()}; the page shows: ${shown.slice(0, 400)}`,
      );
    });
  }).toPass({ timeout: 60_000 });
}

/**
 * Reads a QR picture as the app draws it (an SVG data address: a white square, then one path of
 * dark horizontal runs a module high) with ZXing, the scanner's reader: its text and error
 * correction level, and its size in modules with the quiet zone.
 */
export function readQrPicture(dataUrl: string): { text: string; ecLevel: string; size: number } {
  // A CommonJS package: Node gives its exports as one object.
  const {
    BinaryBitmap,
    DecodeHintType,
    HybridBinarizer,
    QRCodeReader,
    ResultMetadataType,
    RGBLuminanceSource,
  } = zxing;
  const svg = decodeURIComponent(dataUrl.replace(/^data:image\/svg\+xml;charset=utf-8,/, ""));
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const runs = /<path stroke="#000000" d="([^"]*)"/.exec(svg)?.[1];
  if (!size || !runs) throw new Error(`Not a QR picture: ${svg.slice(0, 120)}`);
  // Drawn 4 pixels a module inside 4 more modules of white.
  const scale = 4;
  const width = (size + 8) * scale;
  const luminance = new Uint8ClampedArray(width * width).fill(255);
  for (const [, x, y, length] of runs.matchAll(/M(\d+) (\d+)\.5h(\d+)/g)) {
    for (let row = 0; row < scale; row += 1) {
      const start = ((Number(y) + 4) * scale + row) * width + (Number(x) + 4) * scale;
      luminance.fill(0, start, start + Number(length) * scale);
    }
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, width)));
  const result = new QRCodeReader().decode(bitmap, new Map([[DecodeHintType.PURE_BARCODE, true]]));
  const ecLevel = result.getResultMetadata().get(ResultMetadataType.ERROR_CORRECTION_LEVEL);
  return { text: result.getText(), ecLevel: String(ecLevel), size };
}

/** The badge of `user`: its signed code and the address its QR holds. */
export async function badgeOf(
  request: APIRequestContext,
  user: ApiUser,
): Promise<{ code: string; url: string }> {
  const response = await request.get("/api/checkin/badge", {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { code: string; url: string };
}

/** A lead as the list answers it, the fields the tests read. */
export interface ApiLead {
  id: number;
  contactName: string;
  notes: string;
  rating: string | null;
  scannedAt: string;
}

/** The leads of `user`, newest first. */
export async function leadsOf(request: APIRequestContext, user: ApiUser): Promise<ApiLead[]> {
  const response = await request.get(`/api/companies/fetchLeadsList/${user.id}`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { leads: ApiLead[] }).leads;
}

/** `owner` saves the person of `code` as a lead through the API, with a rating if given. */
export async function saveLeadApi(
  request: APIRequestContext,
  owner: ApiUser,
  code: string,
  notes = "",
  rating?: "hot" | "warm" | "cold",
): Promise<void> {
  const response = await request.post("/api/companies/saveLead", {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { contactId: code, notes, rating, scannedAt: EVENT_TIME.toISOString() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Two fresh attendees: `scanner` signed in through the API, `scanned` with their badge. */
export async function scannerAndBadge(
  request: APIRequestContext,
  scannerAccount: FreshAccount,
  scannedAccount: FreshAccount,
) {
  const scanner = await logIn(request, scannerAccount);
  const scanned = await logIn(request, scannedAccount);
  return { scanner, scanned, badge: await badgeOf(request, scanned) };
}

/**
 * Stands the page's clock on the event's start of the suite (EVENT_TIME), and the event clock the
 * app reads from the server with it, so a scan's time is exactly that instant.
 */
export async function onEventClock(page: Page): Promise<void> {
  await page.clock.setFixedTime(EVENT_TIME);
  await eventClockFollowsPage(page);
}
