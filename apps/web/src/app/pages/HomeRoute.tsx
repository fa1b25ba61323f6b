import { HomePage } from "../../features/home/components/HomePage.tsx";
import { HomeSponsors } from "../../features/sponsors/components/HomeSponsors.tsx";
import { TestimonialRotator } from "../../features/testimonials/components/TestimonialRotator.tsx";

/** `/`: the home page, with the testimonials and the sponsors of their own features. */
export function HomeRoute() {
  return <HomePage testimonials={<TestimonialRotator />} sponsors={<HomeSponsors />} />;
}
