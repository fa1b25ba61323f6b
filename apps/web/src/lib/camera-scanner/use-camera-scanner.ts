import { useEffect, useRef, useState } from "react";

export type CameraState = "starting" | "running" | "denied" | "unavailable";

/** Pause between two reads of the camera picture: enough for a steady hand, light on a phone's battery. */
const READ_EVERY_MS = 150;
/** Pictures are read at most this wide: a badge held up fills enough of it, and it reads fast. */
const MAX_READ_WIDTH = 640;

/**
 * Reads QR codes from the phone's back camera into `video` while `active`, calling `onText` once
 * per code and stopping there. The decoder (ZXing's QR reader) loads with the first scan, not with
 * the page.
 */
export function useCameraScanner(
  video: React.RefObject<HTMLVideoElement | null>,
  active: boolean,
  onText: (text: string) => void,
): CameraState {
  const [state, setState] = useState<CameraState>("starting");
  const handler = useRef(onText);
  handler.current = onText;

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState("starting");
    (async () => {
      try {
        const [{ decodeQr }, media] = await Promise.all([
          import("./qr-decoder.ts"),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false }),
        ]);
        stream = media;
        const element = video.current;
        if (stopped || !element) {
          // The page moved on while the camera was being opened.
          for (const track of media.getTracks()) track.stop();
          return;
        }
        element.srcObject = media;
        await element.play();
        if (stopped) return;
        setState("running");
        const canvas = document.createElement("canvas");
        const context = canvas.getContext("2d", { willReadFrequently: true });
        if (!context) throw new Error("no 2d canvas");
        const read = () => {
          if (stopped) return;
          const { videoWidth, videoHeight } = element;
          if (videoWidth > 0 && videoHeight > 0) {
            const scale = Math.min(1, MAX_READ_WIDTH / videoWidth);
            canvas.width = Math.round(videoWidth * scale);
            canvas.height = Math.round(videoHeight * scale);
            context.drawImage(element, 0, 0, canvas.width, canvas.height);
            const text = decodeQr(context.getImageData(0, 0, canvas.width, canvas.height));
            if (text !== null) {
              stopped = true;
              for (const track of media.getTracks()) track.stop();
              handler.current(text);
              return;
            }
          }
          timer = setTimeout(read, READ_EVERY_MS);
        };
        read();
      } catch (error) {
        if (stopped) return;
        const name = error instanceof DOMException ? error.name : "";
        setState(name === "NotAllowedError" || name === "SecurityError" ? "denied" : "unavailable");
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [active, video]);

  return state;
}
