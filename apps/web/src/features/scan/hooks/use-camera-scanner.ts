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
  const handler = useRef(onText);
  handler.current = onText;

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    setState("starting");
    (async () => {
      try {
        const { BrowserQRCodeReader } = await import("@zxing/browser");
        if (stopped || !video.current) return;
        const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
        const controls = await reader.decodeFromConstraints(
          { video: { facingMode: "environment" }, audio: false },
          video.current,
          (result, _error, running) => {
            if (!result || stopped) return;
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
  }, [active, video]);

  return state;
}
