import type { RouteObject } from "react-router";
import type { RouteHandle } from "../lib/route-handle.ts";
import { AppLayout } from "./layout/AppLayout.tsx";

function page(path: string, handle: RouteHandle, lazy: RouteObject["lazy"]): RouteObject {
  return { path, handle, lazy };
}

/**
 * A section of the organiser console (`""` is its overview): its component and its handle load
 * together, when the section is first opened, through the console's own list of its sections.
 */
function organiserSection(path: string): RouteObject {
  const lazy = async () => {
    const section = await (await import("../features/organiser/section-routes.ts")).loadSection(path);
    if (path !== "content") return section;
    // The content editors preview with the public pages' own components, which the app hands in.
    const { withContentPreviews } = await import("./pages/content-previews.tsx");
    return { ...section, Component: withContentPreviews(section.Component) };
  };
  return path ? { path, lazy } : { index: true, lazy };
}

/**
 * Every route of the site; pages load lazily so the first visit downloads only what it shows. The
 * browser router is made in main.tsx, the static one of the build's prerendered pages in
 * entry-prerender.tsx. What each page is for (the prerendered pages' meta description) is in
 * page-descriptions.ts, which the browser never downloads.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // When the router still has to load the first page's code itself (start.tsx loads it first; a
    // failed try is left to the router), it draws the frame with an empty main meanwhile instead of
    // nothing (and a warning); the same component stays mounted when the page arrives.
    hydrateFallbackElement: <AppLayout />,
    children: [
      page(
        "/",
        {
          title: "Home",
          heading: "European Broker Meeting",
        },
        async () => {
          const { HomeRoute } = await import("./pages/HomeRoute.tsx");
          return { Component: HomeRoute };
        },
      ),
      page(
        "/program",
        {
          title: "Program",
          heading: "Program",
          description: "The full program of all three days, from early registration to the farewell dinner.",
        },
        async () => {
          const { ProgramPage } = await import("../features/program/components/ProgramPage.tsx");
          return { Component: ProgramPage };
        },
      ),
      page(
        "/program/captain-register",
        {
          title: "Captain's Dinner",
          heading: "Captain's Dinner registration",
          description: "Register yourself for the Captain's Dinner on Thursday evening.",
        },
        async () => {
          const { ProgramPage } = await import("../features/program/components/ProgramPage.tsx");
          const { SignInRequired } = await import("../components/SignInRequired.tsx");
          // Signed out, the sign-in modal instead (part 1 §2.1); signed in, Thursday and the sign-up.
          return {
            Component: () => (
              <SignInRequired
                heading="Captain's Dinner registration"
                reason="Sign in to register yourself for the Captain's Dinner on Thursday evening."
              >
                <ProgramPage captainRegister />
              </SignInRequired>
            ),
          };
        },
      ),
      page(
        "/techtalk",
        {
          title: "Tech Talk",
          heading: "Tech Talk",
        },
        async () => {
          const { TechTalkPage } = await import("../features/techtalk/components/TechTalkPage.tsx");
          return { Component: TechTalkPage };
        },
      ),
      page(
        "/scheduler",
        {
          title: "Scheduler",
          heading: "Scheduler",
          requiresAuth: true,
        },
        async () => {
          const { SchedulerPage } = await import("../features/scheduler/components/SchedulerPage.tsx");
          return { Component: SchedulerPage };
        },
      ),
      page(
        "/attendees",
        {
          title: "Attendees",
          heading: "Attendees",
          // The directory shows it as its intro.
          description: "Search the directory of attending companies by name, interest and trading type.",
        },
        async () => {
          const { DirectoryRoute } = await import("./pages/DirectoryRoute.tsx");
          return { Component: DirectoryRoute };
        },
      ),
      page(
        "/attendeeDetails/:id",
        {
          title: "Company details",
          heading: "Company details",
        },
        async () => {
          const { CompanyPage } = await import("../features/company/components/CompanyPage.tsx");
          return { Component: CompanyPage };
        },
      ),
      page(
        "/sponsors",
        {
          title: "Sponsors",
          heading: "Sponsors",
        },
        async () => {
          const { SponsorsPage } = await import("../features/sponsors/components/SponsorsPage.tsx");
          return { Component: SponsorsPage };
        },
      ),
      page(
        "/messages/:contact?",
        {
          title: "Messages",
          heading: "Messages",
          requiresAuth: true,
        },
        async () => {
          const { MessagesPage } = await import("../features/messages/components/MessagesPage.tsx");
          return { Component: MessagesPage };
        },
      ),
      page(
        "/contact",
        {
          title: "Contact",
          heading: "Contact",
        },
        async () => {
          const { ContactPage } = await import("../features/contact/components/ContactPage.tsx");
          return { Component: ContactPage };
        },
      ),
      page(
        "/privacy",
        {
          title: "Privacy",
          heading: "Privacy notice",
        },
        async () => {
          const { PrivacyPage } = await import("../features/privacy/components/PrivacyPage.tsx");
          return { Component: PrivacyPage };
        },
      ),
      page(
        "/leads",
        {
          title: "Leads",
          heading: "Leads",
          requiresAuth: true,
        },
        async () => {
          const { LeadsPage } = await import("../features/leads/components/LeadsPage.tsx");
          return { Component: LeadsPage };
        },
      ),
      page(
        "/scan",
        {
          title: "Scan Lead",
          heading: "Scan a lead",
          requiresAuth: true,
        },
        async () => {
          const { ScanPage } = await import("../features/scan/components/ScanPage.tsx");
          return { Component: ScanPage };
        },
      ),
      page(
        "/profile",
        {
          title: "Your Profile",
          heading: "Your Profile",
          requiresAuth: true,
        },
        async () => {
          const { ProfileRoute } = await import("./pages/ProfileRoute.tsx");
          return { Component: ProfileRoute };
        },
      ),
      page(
        "/register",
        {
          title: "Register",
          heading: "Register",
        },
        async () => {
          const { RegisterPage } = await import("../features/register/components/RegisterPage.tsx");
          return { Component: RegisterPage };
        },
      ),
      page(
        "/payment/checkout/:id",
        {
          title: "Test payment",
          heading: "Test payment",
        },
        async () => {
          const { SimulatedCheckoutPage } = await import(
            "../features/payment/components/SimulatedCheckoutPage.tsx"
          );
          return { Component: SimulatedCheckoutPage };
        },
      ),
      page(
        "/payment/return",
        {
          title: "Your payment",
          heading: "Your payment",
        },
        async () => {
          const { PaymentReturnPage } = await import("../features/payment/components/PaymentReturnPage.tsx");
          return { Component: PaymentReturnPage };
        },
      ),
      page(
        "/testimonials",
        {
          title: "Testimonials",
          heading: "Testimonials",
        },
        async () => {
          const { TestimonialsPage } = await import(
            "../features/testimonials/components/TestimonialsPage.tsx"
          );
          return { Component: TestimonialsPage };
        },
      ),
      page(
        "/pictures",
        {
          title: "Pictures",
          heading: "Pictures",
        },
        async () => {
          const { PicturesPage } = await import("../features/pictures/components/PicturesPage.tsx");
          return { Component: PicturesPage };
        },
      ),
      page(
        "/checkin",
        {
          title: "Check-in",
          heading: "Check-in",
        },
        async () => {
          const { CheckinPage } = await import("../features/checkin/components/CheckinPage.tsx");
          return { Component: CheckinPage };
        },
      ),
      page(
        "/badge",
        {
          title: "Your badge",
          heading: "Your badge",
          requiresAuth: true,
        },
        async () => {
          const { BadgePrintPage } = await import("../features/checkin/components/BadgePrintPage.tsx");
          return { Component: BadgePrintPage };
        },
      ),
      {
        // The organiser console: one frame (organiser staff; desk staff its check-in desk), a page per
        // section. The sections' titles and headings come with the console's code (sections.ts), not
        // with the first page.
        path: "/organiser",
        lazy: async () => {
          const { OrganiserLayout } = await import("../features/organiser/components/OrganiserLayout.tsx");
          return { Component: OrganiserLayout };
        },
        children: [
          "",
          "registrations",
          "people",
          "dinner",
          "checkin",
          "meetings",
          "schedule",
          "meeting-days",
          "settings",
          "editions",
          "content",
          "mail",
          "announcements",
          "audit",
          "staff",
          "privacy",
        ].map(organiserSection),
      },
      page(
        "/dev/mail",
        {
          title: "Mail outbox",
          heading: "Mail outbox",
          requiresAuth: true,
        },
        async () => {
          const { DevMailPage } = await import("../features/dev-mail/components/DevMailPage.tsx");
          return { Component: DevMailPage };
        },
      ),
      page(
        "*",
        {
          title: "Page not found",
          heading: "Page not found",
        },
        async () => {
          const { NotFoundPage } = await import("./pages/NotFoundPage.tsx");
          return { Component: NotFoundPage };
        },
      ),
    ],
  },
];
