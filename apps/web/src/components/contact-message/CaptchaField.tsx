import { Checkbox, Group, Loader, Paper, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { completeCaptcha } from "./captcha.ts";

interface CaptchaFieldProps {
  /** The solved payload to send as `captcha`, or null while it is not (or no longer) solved. */
  onChange: (payload: string | null) => void;
}

type CaptchaState = "unticked" | "checking" | "verified" | "failed" | "expired";

/** setTimeout's longest delay; a later expiry is checked again when it fires. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** In the ticked box while the check runs. */
function CheckingIcon({ className }: { className: string }) {
  return (
    <span className={className} style={{ height: "60%", display: "flex" }}>
      <Loader size="100%" color="currentColor" aria-hidden="true" />
    </span>
  );
}

/** What the polite status line says in each state. */
const STATUS: Record<CaptchaState, string> = {
  unticked: "",
  checking: "Checking…",
  verified: "Verified",
  failed: "",
  expired: "The check expired. Tick the box to check again.",
};

/**
 * The spam check for visitors: ticking the box asks /api/mail/captcha for a challenge and solves
 * its small proof of work (ALTCHA's, off the main thread); the payload goes to `onChange`.
 * Unticking, an expired challenge and unmounting clear it. Remount it (change its key) to start
 * over after a message was sent: a solution is accepted once.
 */
export function CaptchaField({ onChange }: CaptchaFieldProps) {
  const [state, setState] = useState<CaptchaState>("unticked");
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /** The running check (aborted when it is no longer wanted) and the verified payload's expiry. */
  const attemptRef = useRef<AbortController | null>(null);
  const expiryRef = useRef<number | undefined>(undefined);

  const stop = () => {
    attemptRef.current?.abort();
    attemptRef.current = null;
    window.clearTimeout(expiryRef.current);
    expiryRef.current = undefined;
  };
  const stopRef = useRef(stop);
  stopRef.current = stop;

  useEffect(
    () => () => {
      stopRef.current();
      onChangeRef.current(null);
    },
    [],
  );

  const expireAt = (expiresAt: number) => {
    const left = expiresAt - Date.now();
    if (left > MAX_DELAY_MS) {
      expiryRef.current = window.setTimeout(() => expireAt(expiresAt), MAX_DELAY_MS);
      return;
    }
    expiryRef.current = window.setTimeout(() => {
      expiryRef.current = undefined;
      onChangeRef.current(null);
      setState("expired");
    }, left);
  };

  const check = async () => {
    stop();
    const attempt = new AbortController();
    attemptRef.current = attempt;
    setState("checking");
    try {
      const { payload, expiresAt } = await completeCaptcha(attempt.signal);
      if (attempt.signal.aborted) return;
      attemptRef.current = null;
      onChangeRef.current(payload);
      setState("verified");
      // An expiry already past here means this device's clock is ahead of the server's: the
      // server, which checks it on sending, decides then.
      if (expiresAt !== null && expiresAt > Date.now()) expireAt(expiresAt);
    } catch {
      if (attempt.signal.aborted) return;
      attemptRef.current = null;
      setState("failed");
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.currentTarget.checked) {
      void check();
      return;
    }
    stop();
    onChangeRef.current(null);
    setState("unticked");
  };

  const checking = state === "checking";
  return (
    <Paper withBorder radius="sm" px="sm" py="xs" maw={260}>
      <Group justify="space-between" gap="xs" mih={32}>
        <Checkbox
          label="I'm not a robot"
          checked={checking || state === "verified"}
          onChange={handleChange}
          aria-busy={checking || undefined}
          icon={checking ? CheckingIcon : undefined}
        />
        <Group
          role="status"
          gap={4}
          wrap="nowrap"
          fz="sm"
          c={state === "verified" ? "teal.8" : "dimmed"}
          fw={state === "verified" ? 600 : undefined}
        >
          {state === "verified" && <IconCheck size={16} stroke={2.5} aria-hidden="true" />}
          {STATUS[state]}
        </Group>
      </Group>
      {state === "failed" && (
        <Text size="sm" c="red.9" role="alert" mt={4}>
          The check could not be completed. Tick the box to try again.
        </Text>
      )}
    </Paper>
  );
}
