import type { SessionUser } from "@ebm/shared/schemas/auth";
import { Button, Text } from "@mantine/core";
import {
  IconCalendarEvent,
  IconCalendarStats,
  IconId,
  IconMessageCircle2,
  IconScan,
  IconUsers,
} from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Link } from "react-router";
import { authModals } from "../../../lib/session/auth-modal-store.ts";
import classes from "./MobileTiles.module.css";

// Only signed-in phones show these cards: nobody else downloads the QR and meeting code.
const SignedInCards = lazy(() => import("./SignedInCards.tsx").then((m) => ({ default: m.SignedInCards })));

function Tile({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <li>
      <Link to={to} className={classes.tile}>
        <span className={classes.tileIcon} aria-hidden="true">
          {icon}
        </span>
        <span className={classes.tileLabel}>{label}</span>
      </Link>
    </li>
  );
}

/** The phone home screen (≤640 px, part 1 §2.2): the event's main doors as tiles. */
export function MobileTiles({ user }: { user: SessionUser | null }) {
  if (!user) {
    return (
      <nav aria-label="Quick links" className={classes.wrap}>
        <ul className={classes.tiles}>
          <Tile to="/program" icon={<IconCalendarEvent size={28} />} label="Program" />
          <Tile to="/attendees" icon={<IconUsers size={28} />} label="Attendees" />
          <Tile to="/testimonials" icon={<IconMessageCircle2 size={28} />} label="Testimonials" />
          <Tile to="/register" icon={<IconId size={28} />} label="Register" />
        </ul>
        <div className={classes.signInPrompt}>
          <Text fw={600}>Please sign in for more options</Text>
          <Button onClick={authModals.openSignIn} color="teal.8" className={classes.signInButton}>
            Sign In
          </Button>
        </div>
      </nav>
    );
  }
  return (
    <div className={classes.wrap}>
      <nav aria-label="Quick links">
        <ul className={classes.tiles}>
          <Tile to="/scheduler" icon={<IconCalendarStats size={28} />} label="Scheduler" />
          <Tile to="/program" icon={<IconCalendarEvent size={28} />} label="Program" />
          <Tile to="/attendees" icon={<IconUsers size={28} />} label="Attendees" />
          <Tile to="/scan" icon={<IconScan size={28} />} label="Scan Lead" />
        </ul>
      </nav>
      <Suspense fallback={<div className={classes.cardsPending} aria-busy="true" />}>
        <SignedInCards user={user} />
      </Suspense>
    </div>
  );
}
