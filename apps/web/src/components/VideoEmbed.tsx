import { Anchor, AspectRatio, Text, VisuallyHidden } from "@mantine/core";
import { IconPlayerPlayFilled } from "@tabler/icons-react";
import { useEffect, useId, useRef, useState } from "react";
import { type VideoSource, videoSource } from "../lib/video-embed.ts";
import classes from "./VideoEmbed.module.css";

interface VideoEmbedProps {
  /** The stored video address; nothing is shown when it is empty or unusable. */
  address: string;
  /** What the video shows, e.g. "Impressions of the 2025 Dublin meeting". */
  title: string;
}

/** A poster with a play button; the other site's player loads only when the visitor clicks it. */
function Facade({ source, title }: { source: Extract<VideoSource, { kind: "embed" }>; title: string }) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const noteId = useId();

  useEffect(() => {
    // The button that had focus is gone; keep keyboard users where the video now is.
    if (playing) frameRef.current?.focus({ preventScroll: true });
  }, [playing]);

  return (
    <AspectRatio ratio={16 / 9} className={classes.video}>
      {playing ? (
        <iframe
          ref={frameRef}
          src={source.src}
          title={`Video: ${title}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          // The site sends no referrer, but the players refuse to start without the site's origin.
          referrerPolicy="strict-origin-when-cross-origin"
          className={classes.videoFrame}
        />
      ) : (
        // The whole poster plays the video. Its button's name starts with the words it shows (WCAG
        // 2.5.3); the note about the other site, outside the button, describes it.
        <div className={classes.poster}>
          <button
            type="button"
            className={classes.posterButton}
            aria-label={`Play the video: ${title}`}
            aria-describedby={noteId}
            onClick={() => setPlaying(true)}
          >
            <span className={classes.playIcon} aria-hidden="true">
              <IconPlayerPlayFilled size={36} />
            </span>
            <span className={classes.posterTitle}>Play the video</span>
          </button>
          <p className={classes.posterNote} id={noteId}>
            Plays from {source.host}. Nothing is loaded from {source.provider} until you click.
          </p>
        </div>
      )}
    </AspectRatio>
  );
}

/** A video: a click-to-load player, or a link when it lives anywhere else. */
export function VideoEmbed({ address, title }: VideoEmbedProps) {
  const source = videoSource(address);
  if (!source) return null;
  if (source.kind === "embed") return <Facade source={source} title={title} />;
  return (
    <Text>
      <Anchor href={source.href} target="_blank" rel="noopener noreferrer">
        Watch the video
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Anchor>
    </Text>
  );
}
