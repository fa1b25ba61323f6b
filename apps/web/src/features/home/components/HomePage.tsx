import { MOBILE_BREAKPOINT_PX } from "@ebm/shared/constants";
import type { Settings } from "@ebm/shared/schemas/misc";
import { Skeleton, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { lazy, type ReactNode, Suspense, useDeferredValue } from "react";
import { useAllSettings } from "../../../lib/api/get-settings.ts";
import { useUser } from "../../../lib/session/use-session.ts";
import { EventHero, EventHeroPlaceholder } from "./EventHero.tsx";
import classes from "./HomePage.module.css";
import { MobileTiles } from "./MobileTiles.tsx";
import { TicketPrices } from "./TicketPrices.tsx";

/** Settings text may carry simple markup from the organisers' editor; show it as plain paragraphs. */
function toParagraphs(text: string): string[] {
  const plain = /<[a-z][\s\S]*>/i.test(text)
    ? (new DOMParser().parseFromString(text.replace(/<\/(p|div)>|<br\s*\/?>/gi, "\n"), "text/html").body
        .textContent ?? "")
    : text;
  return plain
    .split(/\n\s*\n|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function AboutSection({ settings }: { settings: Settings }) {
  const paragraphs = toParagraphs(settings.mainpage_text);
  if (paragraphs.length === 0) return null;
  return (
    <section aria-labelledby="about-heading" className={classes.about}>
      <Title order={2} id="about-heading" mb="sm">
        About the meeting
      </Title>
      <Stack gap="sm" maw={760}>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} size="lg">
            {paragraph}
          </Text>
        ))}
      </Stack>
    </section>
  );
}

// Only a switched-on banner needs the player: other visits never download it.
const VideoEmbed = lazy(() =>
  import("../../../components/VideoEmbed.tsx").then((m) => ({ default: m.VideoEmbed })),
);

function VideoBanner({ settings }: { settings: Settings }) {
  if (settings.showVideoBanner !== 1 || !settings.videoBannerUrl) return null;
  return (
    <section aria-label="Video">
      <Suspense fallback={<Skeleton maw={960} style={{ aspectRatio: "16 / 9" }} radius="md" />}>
        <VideoEmbed
          address={settings.videoBannerUrl}
          title={`The European Broker Meeting ${settings.event.name}`}
        />
      </Suspense>
    </section>
  );
}

interface HomePageProps {
  /** The rotating testimonials, from the testimonials feature (the app composes them in). */
  testimonials: ReactNode;
  /** The sponsors' logos, from the sponsors feature. */
  sponsors: ReactNode;
}

/**
 * Home: the event's facts and countdown, the video banner, the organisers' text, ticket prices,
 * rotating testimonials and the sponsors; on phones the quick-link tiles come first.
 */
export function HomePage({ testimonials, sponsors }: HomePageProps) {
  const user = useUser();
  const { data, isError } = useAllSettings();
  // The page is drawn in the background (interruptible) once the settings are in, the placeholder
  // staying until then: all its sections at once are a long task on a phone.
  const settings = useDeferredValue(data);
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, {
    getInitialValueInEffect: false,
  });

  // The tiles need no settings: on phones they show at once, above the hero's placeholder. A
  // visitor's tiles are shown by the stylesheet, not by a script, so the page the build prerenders
  // (the first render of a signed-out visit) has them on phones too.
  const tiles = user ? (
    phone ? (
      <MobileTiles user={user} />
    ) : null
  ) : (
    <div className={classes.phoneOnly}>
      <MobileTiles user={null} />
    </div>
  );

  if (settings === undefined && !isError) {
    return (
      <div className={classes.page} aria-busy="true">
        {tiles}
        <EventHeroPlaceholder />
      </div>
    );
  }

  if (isError || !settings) {
    return (
      <Stack gap="lg">
        {tiles}
        <Title order={1}>European Broker Meeting</Title>
        {/* A plain notice: the first page a visitor opens carries no alert component. */}
        <div role="status" className={classes.notice}>
          <Text fw={700}>Event details are not available right now</Text>
          <Text>Please try again in a moment.</Text>
        </div>
      </Stack>
    );
  }

  return (
    <div className={classes.page}>
      {tiles}
      <EventHero event={settings.event} signedIn={user !== null} />
      <VideoBanner settings={settings} />
      <AboutSection settings={settings} />
      <TicketPrices prices={settings.event.prices} />
      {testimonials}
      {sponsors}
    </div>
  );
}
