import { useEffect, useRef, useState } from "react";

export type CameraState = "starting" | "running" | "denied" | "unavailable";

/**
 * Reads QR codes from the phone's back camera into `video` while `active`, calling `onText` once
 * per code and stopping there. The decoder (ZXing) loads with the first scan, not with the page.
 */
export function useCameraScanner(
  video: React.RefObject<HTMLVideoElement | null>,
  active: boolean,
  onText: (text: string) => void,
): CameraState {
  const [state, setState] = useState<CameraState>("starting");
  // Bumped to start the reader afresh after it gave up on a frame (see below).
  const [attempt, setAttempt] = useState(0);
  const handler = useRef(onText);
  handler.current = onText;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt starts the reader again
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    setState("starting");
    (async () => {
      try {
        const [{ BrowserQRCodeReader }, { ChecksumException, FormatException, NotFoundException }] =
          await Promise.all([import("@zxing/browser"), import("@zxing/library")]);
        if (stopped || !video.current) return;
        // ZXing retries a frame without a code or with an unreadable one, but ends its loop for
        // good on any other error, leaving a live picture that no longer scans: start again.
        const retried = (error: unknown) =>
          error instanceof NotFoundException ||
          error instanceof ChecksumException ||
          error instanceof FormatException;
        const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
        const controls = await reader.decodeFromConstraints(
          { video: { facingMode: "environment" }, audio: false },
          video.current,
          (result, error, running) => {
            if (stopped) return;
            if (!result) {
              if (error && !retried(error)) {
                stopped = true;
                running.stop();
                setAttempt((count) => count + 1);
              }
              return;
            }
            stopped = true;
            running.stop();
            handler.current(result.getText());
          },
        );
        if (stopped) controls.stop();
        else {
          stop = () => controls.stop();
          setState("running");
        }
      } catch (error) {
        if (stopped) return;
        const name = error instanceof DOMException ? error.name : "";
        setState(name === "NotAllowedError" || name === "SecurityError" ? "denied" : "unavailable");
      }
    })();
    return () => {
      stopped = true;
      stop?.();
    };
  }, [active, video, attempt]);

  return state;
}
