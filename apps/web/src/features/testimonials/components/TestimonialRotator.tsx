import { TESTIMONIAL_ROTATE_MS } from "@ebm/shared/constants";
import type { Testimonials } from "@ebm/shared/schemas/content";
import { ActionIcon, Anchor, Group, Text, Title } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTestimonials } from "../api/get-testimonials.ts";
import classes from "./TestimonialRotator.module.css";

/** Only the testimonials of the highest category id are shown (part 1 §4). */
function latestTestimonials({ cats, testimonials }: Testimonials) {
  if (cats.length === 0) return [];
  const latest = Math.max(...cats.map((cat) => cat.id));
  return testimonials.filter((testimonial) => testimonial.catId === latest);
}

/**
 * One testimonial at a time, moving on every 8 seconds. Moving content needs a way to stop it
 * (WCAG 2.2.2), so a pause button stops the rotation and the dots pick a quote. It does not move
 * by itself for visitors whose system asks for reduced motion (until they press play).
 */
export function TestimonialRotator() {
  const { data } = useTestimonials();
  const list = data ? latestTestimonials(data) : [];
  const [index, setIndex] = useState(0);
  // null: the visitor has not chosen; then a visitor who asks for less motion starts paused.
  const [pausedChoice, setPaused] = useState<boolean | null>(null);
  const reducedMotion = useReducedMotion();
  const paused = pausedChoice ?? reducedMotion;
  const count = list.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), TESTIMONIAL_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  const current = list[index % Math.max(count, 1)];
  // Failures fetching testimonials are only logged (part 1 §8): the section stays away.
  if (!current) return null;
  return (
    <section aria-labelledby="home-testimonials-heading" className={classes.section}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id="home-testimonials-heading">
          What traders say
        </Title>
        <Anchor component={Link} to="/testimonials">
          All testimonials
        </Anchor>
      </Group>
      <figure className={classes.figure} aria-roledescription="testimonial">
        <blockquote className={classes.quote}>
          <p>{current.testimonial}</p>
        </blockquote>
        <figcaption className={classes.author}>
          <Text fw={700} span>
            {current.author.name}
          </Text>
          {current.author.company && (
            <Text span c="gray.8">
              {" "}
              · {current.author.company}
            </Text>
          )}
        </figcaption>
      </figure>
      {count > 1 && (
        <Group gap="xs" mt="md">
          <ActionIcon
            variant="light"
            color="navy"
            size="lg"
            onClick={() => setPaused(!paused)}
            aria-label={paused ? "Play testimonials" : "Pause testimonials"}
          >
            {paused ? <IconPlayerPlayFilled size={18} /> : <IconPlayerPauseFilled size={18} />}
          </ActionIcon>
          <div className={classes.dots}>
            {list.map((testimonial, i) => (
              <button
                key={testimonial.id}
                type="button"
                className={classes.dot}
                aria-label={`Testimonial ${i + 1} of ${count}`}
                aria-current={i === index % count ? "true" : undefined}
                onClick={() => {
                  setIndex(i);
                  setPaused(true);
                }}
              />
            ))}
          </div>
        </Group>
      )}
    </section>
  );
}
