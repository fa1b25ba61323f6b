import type { Testimonial, TestimonialCategory } from "@ebm/shared/schemas/content";
import { Alert, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconQuote } from "@tabler/icons-react";
import { useTestimonials } from "../api/get-testimonials.ts";
import classes from "./TestimonialsPage.module.css";

export function Quote({ item, featured = false }: { item: Testimonial; featured?: boolean }) {
  const by = [item.author.name, item.author.company].filter(Boolean).join(", ") || item.sender;
  return (
    <figure className={featured ? `${classes.quote} ${classes.featured}` : classes.quote}>
      <IconQuote size={featured ? 36 : 24} className={classes.quoteIcon} aria-hidden="true" />
      <blockquote>{item.testimonial}</blockquote>
      <figcaption>— {by}</figcaption>
    </figure>
  );
}

function CategorySection({ category, items }: { category: TestimonialCategory; items: Testimonial[] }) {
  const featured = items.find((item) => item.featured);
  const others = items.filter((item) => item !== featured);
  const headingId = `testimonials-${category.id}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="md">
        {category.title}
      </Title>
      <Stack gap="md">
        {featured && <Quote item={featured} featured />}
        {others.length > 0 && (
          <ul className={classes.list}>
            {others.map((item) => (
              <li key={item.id}>
                <Quote item={item} />
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}

/** What traders said, per edition (newest first): a featured quote and the other quotes. */
export function TestimonialsPage() {
  const { data, isPending, isError } = useTestimonials();

  const categories = data ? [...data.cats].sort((a, b) => b.id - a.id) : [];
  return (
    <Stack gap={48}>
      <Title order={1}>Testimonials</Title>
      {isPending && (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={32} width="50%" />
          <Skeleton height={160} radius="md" />
          <Skeleton height={120} radius="md" />
        </Stack>
      )}
      {(isError || (!isPending && !data)) && (
        <Alert color="navy" variant="light" title="The testimonials are not available right now">
          Please try again in a moment.
        </Alert>
      )}
      {data &&
        categories.map((category) => {
          const items = data.testimonials.filter((item) => item.catId === category.id);
          if (items.length === 0) return null;
          return <CategorySection key={category.id} category={category} items={items} />;
        })}
      {data && data.testimonials.length === 0 && <Text>There are no testimonials yet.</Text>}
    </Stack>
  );
}
