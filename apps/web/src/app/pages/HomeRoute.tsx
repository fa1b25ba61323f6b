import { lazy } from "react";
import { HomePage } from "../../features/home/components/HomePage.tsx";

// The testimonials and the sponsors lie below the fold and show after the settings: their code
// downloads beside the page's, started with it, not before the page can start.
const testimonialsCode = import("../../features/testimonials/components/TestimonialRotator.tsx");
const sponsorsCode = import("../../features/sponsors/components/HomeSponsors.tsx");
const TestimonialRotator = lazy(() => testimonialsCode.then((m) => ({ default: m.TestimonialRotator })));
const HomeSponsors = lazy(() => sponsorsCode.then((m) => ({ default: m.HomeSponsors })));

/** `/`: the home page, with the testimonials and the sponsors of their own features. */
export function HomeRoute() {
  return <HomePage testimonials={<TestimonialRotator />} sponsors={<HomeSponsors />} />;
}
