import { LEADS_MESSAGES } from "@ebm/shared/messages";
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertTriangle, IconCircleCheck, IconCloudUpload, IconDeviceMobile } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { LeadForm } from "../../../components/LeadForm.tsx";
import { SignInRequired } from "../../../components/SignInRequired.tsx";
import { Viewfinder } from "../../../components/Viewfinder.tsx";
import { useUser } from "../../../lib/session/use-session.ts";
import { useScanFlow } from "../hooks/use-scan-flow.ts";
import { useScanQueue } from "../hooks/use-scan-queue.ts";
import { ScannedContact } from "./ScannedContact.tsx";
import classes from "./ScanPage.module.css";

/** Phones: a narrow screen (the product's 640 px) or a touch screen as the main pointer. */
const PHONE_QUERY = "(max-width: 640px), (pointer: coarse)";

function DesktopNotice() {
  return (
    <Alert
      color="navy"
      variant="light"
      icon={<IconDeviceMobile aria-hidden="true" />}
      title="Please use a mobile device"
      maw={560}
    >
      Scanning badges uses your phone's camera. Open this page on your phone to scan leads; your leads are
      listed on the{" "}
      <Link to="/leads" style={{ color: "inherit", fontWeight: 700 }}>
        Leads
      </Link>{" "}
      page.
    </Alert>
  );
}

/**
 * The code typed instead of scanned: printed under the QR on every badge, for a phone whose camera
 * cannot be used (refused, missing, or a cracked lens).
 */
function TypedCode({ onCode }: { onCode: (code: string) => void }) {
  const [code, setCode] = useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onCode(code.trim());
      }}
    >
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label="Or type the code under the badge's QR"
          placeholder="e.g. 1234.AbCdEfGhIjKl"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoCapitalize="off"
          autoComplete="off"
          spellCheck={false}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default" disabled={code.trim() === ""}>
          Look up
        </Button>
      </Group>
    </form>
  );
}

/** The scanner for one signed-in user (part 2 §4 Scanner). */
function Scanner({ userId }: { userId: number }) {
  const queue = useScanQueue(userId);
  const flow = useScanFlow(userId, queue.add);
  const { state } = flow;

  return (
    <Stack gap="md" className={classes.panel}>
      {/* A live region present from the start: what it shows next is read out without moving focus. */}
      <Stack gap="md" aria-live="polite">
        {queue.count > 0 && (
          <Alert color="yellow.9" variant="light" icon={<IconCloudUpload aria-hidden="true" />} role="status">
            {queue.count === 1 ? "1 scan is" : `${queue.count} scans are`} waiting for a connection.
          </Alert>
        )}
        {state.kind === "stopped" && state.done && (
          <Alert
            color={state.done.queued ? "navy" : "teal.9"}
            variant="light"
            icon={<IconCircleCheck aria-hidden="true" />}
            role="status"
          >
            {state.done.text}
          </Alert>
        )}
        {state.kind === "looking" && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>Looking up the badge…</Text>
          </Group>
        )}
        {state.kind === "scanned" && (
          <VisuallyHidden>
            {state.scanned
              ? `Badge scanned: ${state.scanned.contact.name}. Add your notes below.`
              : "Badge read without a connection. Add your notes below."}
          </VisuallyHidden>
        )}
      </Stack>
      {state.kind === "scanning" && (
        <>
          <Text>Point the camera at the QR code on the other attendee's badge.</Text>
          <Viewfinder
            shape="portrait"
            onText={flow.onText}
            alternative="Type the code printed under the badge's QR below instead."
          />
          <Group>
            <Button variant="default" onClick={flow.stop}>
              Stop scanning
            </Button>
          </Group>
          <TypedCode onCode={(code) => void flow.onText(code)} />
        </>
      )}
      {state.kind === "stopped" && (
        <>
          <Text>The camera is off.</Text>
          <Group>
            {/* After a save the form is gone: focus waits on the next step, not at the page's start. */}
            <Button onClick={flow.scanAgain} autoFocus={state.done !== undefined}>
              {state.done ? "Scan next badge" : "Start scanning"}
            </Button>
            <Button component={Link} to="/leads" variant="default">
              Your leads
            </Button>
          </Group>
          <TypedCode onCode={(code) => void flow.onText(code)} />
        </>
      )}
      {state.kind === "scanned" && (
        <Card withBorder radius="md" padding="md">
          <Stack gap="md">
            {state.scanned ? (
              <ScannedContact scanned={state.scanned} />
            ) : (
              <Alert color="navy" variant="light" title="You are offline" role="note">
                The badge was read. Add your notes now; the lead is saved with the person's details when the
                connection returns.
              </Alert>
            )}
            <LeadForm saving={flow.saving} onSave={flow.save} onCancel={flow.scanAgain} />
          </Stack>
        </Card>
      )}
      {(state.kind === "scanError" || state.kind === "saveError") && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{state.kind === "scanError" ? state.message : LEADS_MESSAGES.saveError}</Text>
            <Button onClick={flow.scanAgain} autoFocus={state.kind === "saveError"}>
              {LEADS_MESSAGES.scanAgain}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

/** /scan: the mobile-only QR scanner (part 2 §2); a desktop gets the notice. */
export function ScanPage() {
  const user = useUser();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <SignInRequired
      heading="Scan a lead"
      reason="Sign in to scan other attendees' badges and save them as leads."
    >
      <Stack gap="lg">
        <Title order={1}>Scan a lead</Title>
        {user && (phone ? <Scanner userId={user.id} /> : <DesktopNotice />)}
      </Stack>
    </SignInRequired>
  );
}
