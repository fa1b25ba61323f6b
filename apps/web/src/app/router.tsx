import type { RouteObject } from "react-router";
import type { RouteHandle } from "../lib/route-handle.ts";
import { AppLayout } from "./layout/AppLayout.tsx";

function page(path: string, handle: RouteHandle, lazy: RouteObject["lazy"]): RouteObject {
  return { path, handle, lazy };
}

/**
 * Every route of the site; pages load lazily so the first visit downloads only what it shows. The
 * browser router is made in main.tsx, the static one of the build's prerendered pages in
 * entry-prerender.tsx.
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
          description: "The yearly meeting of IT hardware brokers.",
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
          description: "The speakers and topics of this year's tech talk sessions.",
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
          description: "Request, accept and manage your one-to-one meetings on both meeting days.",
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
          description: "Search the directory of attending companies by name, interest and trading type.",
        },
        async () => {
          const { DirectoryPage } = await import("../features/directory/components/DirectoryPage.tsx");
          return { Component: DirectoryPage };
        },
      ),
      page(
        "/attendeeDetails/:id",
        {
          title: "Company details",
          heading: "Company details",
          description: "A company's profile, its contacts and meeting options.",
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
          description: "The sponsors who make the European Broker Meeting possible.",
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
          description: "Chat with the contacts of other attending companies.",
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
          description: "The organising team's contact details and a form to send them a message.",
        },
        async () => {
          const { ContactPage } = await import("../features/contact/components/ContactPage.tsx");
          return { Component: ContactPage };
        },
      ),
      page(
        "/leads",
        {
          title: "Leads",
          heading: "Leads",
          description: "The leads you collected by scanning badges, with notes and a CSV download.",
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
          description: "Scan another attendee's badge with your phone's camera to save them as a lead.",
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
          description: "Edit your company profile, your contact details and your profile picture.",
          requiresAuth: true,
        },
        async () => {
          const { ProfilePage } = await import("../features/company/components/ProfilePage.tsx");
          return { Component: ProfilePage };
        },
      ),
      page(
        "/register",
        {
          title: "Register",
          heading: "Register",
          description: "Register your company and attendees for the event, in five short steps.",
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
          description: "The test payment page of the embedded setup, standing in for the payment provider.",
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
          description: "The state of your registration's payment after the checkout.",
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
          description: "What traders say about previous editions of the meeting.",
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
          description: "Impressions from the meeting days, the dinners and previous editions.",
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
          description: "The badge page that the check-in QR code opens at the registration desk.",
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
          description: "Your badge with its QR code, ready to print.",
          requiresAuth: true,
        },
        async () => {
          const { BadgePrintPage } = await import("../features/checkin/components/BadgePrintPage.tsx");
          return { Component: BadgePrintPage };
        },
      ),
      {
        // The organiser console: one frame (organiser staff only), a page per section.
        path: "/organiser",
        lazy: async () => {
          const { OrganiserLayout } = await import("../features/organiser/components/OrganiserLayout.tsx");
          return { Component: OrganiserLayout };
        },
        children: [
          {
            index: true,
            handle: {
              title: "Overview",
              heading: "Organiser console",
              description:
                "The state of the event at a glance: registrations, check-ins, meetings, the dinner, messages and leads.",
              requiresAuth: true,
            } satisfies RouteHandle,
            lazy: async () => {
              const { OverviewSection } = await import(
                "../features/organiser/overview/components/OverviewSection.tsx"
              );
              return { Component: OverviewSection };
            },
          },
          {
            path: "registrations",
            handle: {
              title: "Registrations",
              heading: "Registrations",
              description:
                "Search the registrations, verify or decline non-members, resend confirmations and export them.",
              requiresAuth: true,
            } satisfies RouteHandle,
            lazy: async () => {
              const { RegistrationsSection } = await import(
                "../features/organiser/registrations/components/RegistrationsSection.tsx"
              );
              return { Component: RegistrationsSection };
            },
          },
          {
            path: "dinner",
            handle: {
              title: "Captain's Dinner",
              heading: "Captain's Dinner sign-ups",
              description: "Review the Captain's Dinner sign-ups of each day: approve or decline them.",
              requiresAuth: true,
            } satisfies RouteHandle,
            lazy: async () => {
              const { DinnerSection } = await import(
                "../features/organiser/dinner/components/DinnerSection.tsx"
              );
              return { Component: DinnerSection };
            },
          },
          {
            path: "checkin",
            handle: {
              title: "Check-in desk",
              heading: "Check-in desk",
              description: "Check attendees in by name, company or badge scan, and see the arrivals by hour.",
              requiresAuth: true,
            } satisfies RouteHandle,
            lazy: async () => {
              const { CheckinSection } = await import(
                "../features/organiser/checkin/components/CheckinSection.tsx"
              );
              return { Component: CheckinSection };
            },
          },
          {
            path: "meetings",
            handle: {
              title: "Meetings",
              heading: "Meetings table plan",
              description:
                "Which table holds which meeting in every timeslot, moves between tables and the floor staff's plan.",
              requiresAuth: true,
            } satisfies RouteHandle,
            lazy: async () => {
              const { MeetingsSection } = await import(
                "../features/organiser/meetings/components/MeetingsSection.tsx"
              );
              return { Component: MeetingsSection };
            },
          },
          {
            path: "settings",
            handle: {
              title: "Settings",
              heading: "Event settings",
              description:
                "Open or close registration and the scheduler, and edit the home page texts and meeting rules.",
              requiresAuth: true,
            } satisfies RouteHandle,
            lazy: async () => {
              const { SettingsSection } = await import(
                "../features/organiser/settings/components/SettingsSection.tsx"
              );
              return { Component: SettingsSection };
            },
          },
          {
            path: "mail",
            handle: {
              title: "Mail outbox",
              heading: "Mail outbox",
              description:
                "The mails the app sends: queued, sent or failed with the reason, and a retry for failed ones.",
              requiresAuth: true,
            } satisfies RouteHandle,
            lazy: async () => {
              const { MailSection } = await import("../features/organiser/mail/components/MailSection.tsx");
              return { Component: MailSection };
            },
          },
          {
            path: "audit",
            handle: {
              title: "Audit log",
              heading: "Audit log",
              description: "Every organiser action: who did what and when, with the values before and after.",
              requiresAuth: true,
            } satisfies RouteHandle,
            lazy: async () => {
              const { AuditSection } = await import(
                "../features/organiser/audit/components/AuditSection.tsx"
              );
              return { Component: AuditSection };
            },
          },
        ],
      },
      page(
        "/dev/mail",
        {
          title: "Mail outbox",
          heading: "Mail outbox",
          description: "The mails the app has written, for the organisers of a development setup.",
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
          description: "There is no page at this address.",
        },
        async () => {
          const { NotFoundPage } = await import("./pages/NotFoundPage.tsx");
          return { Component: NotFoundPage };
        },
      ),
    ],
  },
];
