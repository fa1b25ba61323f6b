import { Alert, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useRef } from "react";
import { useCameraScanner } from "../lib/camera-scanner/use-camera-scanner.ts";
import classes from "./Viewfinder.module.css";

interface ViewfinderProps {
  /** The camera runs while true; it stops when false or when a code has been read. */
  active?: boolean;
  /** Called once with the text of the first QR code read. */
  onText: (text: string) => void;
  /** "portrait" for a phone held upright, "landscape" for a laptop's camera at a desk. */
  shape: "portrait" | "landscape";
  /** What still works without the camera, said after why it cannot be used. */
  alternative?: string;
}

/**
 * The camera picture with a frame to hold a badge's QR code in, reading codes while active; when
 * the camera is refused or missing, an alert says why instead.
 * @example <Viewfinder shape="portrait" onText={(text) => lookUp(codeFromScan(text))} />
 */
export function Viewfinder({ active = true, onText, shape, alternative }: ViewfinderProps) {
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCameraScanner(video, active, onText);
  if (camera === "denied" || camera === "unavailable") {
    const reason =
      camera === "denied"
        ? "Please allow this site to use your camera, then try again."
        : "No camera could be started on this device.";
    return (
      // No title: Mantine draws a light alert's title in red 6, too pale on its tint; the text is dark.
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
        <Text size="sm" fw={700}>
          The camera cannot be used
        </Text>
        <Text size="sm">{alternative ? `${reason} ${alternative}` : reason}</Text>
      </Alert>
    );
  }
  return (
    <div className={classes.viewfinder} data-shape={shape}>
      {/* The camera picture has no sound and nothing to caption. */}
      <video ref={video} className={classes.video} muted playsInline aria-label="Camera picture" />
      <div className={classes.frame} aria-hidden="true" />
    </div>
  );
}
