import { Skeleton, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import classes from "./CaptchaField.module.css";

/** The widget's script (about 30 KB gzipped) loads with the first form that needs it, not with the site. */
let widgetLoaded: Promise<unknown> | undefined;
const loadWidget = () => {
  widgetLoaded ??= import("altcha").catch((error: unknown) => {
    widgetLoaded = undefined;
    throw error;
  });
  return widgetLoaded;
};

interface CaptchaFieldProps {
  /** The solved payload to send as `captcha`, or null while it is not (or no longer) solved. */
  onChange: (payload: string | null) => void;
}

/**
 * The self-hosted ALTCHA check: the browser solves a small proof of work from /api/mail/captcha.
 * Remount it (change its key) to ask for a fresh challenge after a message was sent.
 */
export function CaptchaField({ onChange }: CaptchaFieldProps) {
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const widgetRef = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let active = true;
    loadWidget().then(
      () => active && setReady(true),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!ready || !widget) return;
    const handle = (event: Event) => {
      const { state, payload } = (event as AltchaStateChangeEvent).detail;
      onChangeRef.current(state === "verified" && payload ? payload : null);
    };
    widget.addEventListener("statechange", handle);
    return () => {
      widget.removeEventListener("statechange", handle);
      onChangeRef.current(null);
    };
  }, [ready]);

  if (failed)
    return (
      <Text size="sm" c="red.8" role="alert">
        The spam check could not be loaded. Please reload the page to try again.
      </Text>
    );
  if (!ready) return <Skeleton height={66} maw={260} radius="sm" />;
  return (
    <div className={classes.captcha}>
      <altcha-widget ref={widgetRef} challengeurl="/api/mail/captcha" hidelogo />
    </div>
  );
}
