import { MAX_ATTENDEES } from "@ebm/shared/pricing";
import { REGISTRATION_WIZARD_MESSAGES } from "@ebm/shared/registration-messages";
import type { Settings } from "@ebm/shared/schemas/misc";
import type { LoginTbsResponse, RegisterBody } from "@ebm/shared/schemas/register";
import { Card, Stack, Stepper, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { notifyError } from "../../../lib/feedback.ts";
import { useCountries } from "../api/get-countries.ts";
import { submitRegistration } from "../api/submit-registration.ts";
import { useRegistrationTracking } from "../hooks/use-registration-tracking.ts";
import { readStoredUtm } from "../utils/utm-storage.ts";
import {
  type CompanyValues,
  emptyCompany,
  emptyWizardData,
  type InterestValues,
  toCompanyProfile,
  type WizardData,
} from "../utils/wizard-state.ts";
import { storeMembership } from "../utils/wizard-storage.ts";
import { AttendeesStep } from "./AttendeesStep.tsx";
import { CompanyStep } from "./CompanyStep.tsx";
import { InterestsStep } from "./InterestsStep.tsx";
import { MembershipStep } from "./MembershipStep.tsx";
import { PaymentStep } from "./PaymentStep.tsx";
import classes from "./RegistrationWizard.module.css";

const STEPS = [
  { label: "Membership", heading: "Your membership" },
  { label: "Company", heading: "Company profile" },
  { label: "Interests", heading: "Interests and preferences" },
  { label: "Attendees", heading: "Attendees" },
  { label: "Payment", heading: "Payment overview" },
] as const;

const text = REGISTRATION_WIZARD_MESSAGES;

/** The company of a marketplace member, prefilled from the membership sign-in. */
function memberData(result: LoginTbsResponse["result"]): WizardData {
  const { companyProfile: profile } = result;
  const company: CompanyValues = {
    ...emptyCompany(),
    companyName: profile.companyName,
    streetAddress: profile.streetAddress ?? "",
    city: profile.city ?? "",
    postalCode: profile.postalCode ?? "",
    country: profile.country ? String(profile.country) : null,
    website: profile.website ?? "",
    tel: profile.tel ?? "",
    vat: profile.vat ?? "",
    profile: profile.profile ?? "",
    heardThrough: profile.heardThrough ?? emptyCompany().heardThrough,
  };
  return {
    tbsCompanyId: profile.tbsCompanyId,
    membershipToken: result.membershipToken,
    company,
    interests: { categories: profile.categories ?? [], trading: profile.trading ?? null },
    attendees: result.attendees.slice(0, MAX_ATTENDEES),
  };
}

/**
 * The five steps (part 1 §2.4): membership, company, interests, attendees, payment overview.
 * Each step hands its values back on Back and on Continue, so nothing entered is lost.
 */
export function RegistrationWizard({ settings }: { settings: Settings }) {
  const [step, setStep] = useState(0);
  const [data, setData] = useState<WizardData>(emptyWizardData);
  const [thankYou, setThankYou] = useState(false);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const countries = useCountries();
  const tracking = useRegistrationTracking(step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const isMember = data.tbsCompanyId !== null;

  // Focus moves to the new step's heading, so keyboard and screen reader users start there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step, thankYou]);

  const goTo = (next: number) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const chooseMember = (result: LoginTbsResponse["result"]) => {
    storeMembership(true);
    setData(memberData(result));
    goTo(1);
  };

  const chooseNonMember = () => {
    storeMembership(false);
    // A non-member starts from an empty company; their own earlier answers are kept.
    if (isMember) setData(emptyWizardData());
    goTo(1);
  };

  const saveCompany = (company: CompanyValues, next: number) => {
    setData((current) => ({ ...current, company }));
    goTo(next);
  };

  const saveInterests = (interests: InterestValues, next: number) => {
    setData((current) => ({ ...current, interests }));
    goTo(next);
  };

  const submit = useMutation({
    mutationFn: submitRegistration,
    onSuccess: (response) => {
      tracking.completed(response.isMember);
      // Members pay at the hosted checkout; the button stays busy while the browser leaves.
      if (response.link) window.location.assign(response.link);
      else setThankYou(true);
    },
    onError: (error) => {
      notifyError(error, { title: text.failure.title, fallback: text.failure.fallback });
      tracking.failed(error.message || text.unknownError);
    },
  });
  // Busy from sending until the browser has left for the checkout (or the thank-you shows).
  const submitting = submit.isPending || submit.isSuccess;

  const register = () => {
    const body: RegisterBody = {
      companyProfile: toCompanyProfile(data),
      attendees: data.attendees,
      utmParams: readStoredUtm(),
      refParams: null,
      ...(isMember && data.membershipToken ? { membershipToken: data.membershipToken } : {}),
      acceptPrivacy: true,
    };
    submit.mutate(body);
  };

  if (thankYou) {
    return (
      <Card
        withBorder
        radius="md"
        padding="xl"
        maw={760}
        component="section"
        aria-labelledby="register-thanks"
      >
        <Stack gap="sm">
          <Title
            order={2}
            id="register-thanks"
            ref={headingRef}
            tabIndex={-1}
            className={classes.stepHeading}
          >
            Thank you for registering
          </Title>
          <Text style={{ whiteSpace: "pre-line" }}>{settings.reg_thankyou}</Text>
        </Stack>
      </Card>
    );
  }

  const current = STEPS[step] ?? STEPS[0];
  return (
    <Stack gap="lg">
      <Stepper
        active={step}
        size="sm"
        aria-label="Registration steps"
        classNames={{ stepBody: classes.stepBody, separator: classes.separator }}
      >
        {STEPS.map((s, index) => (
          <Stepper.Step
            key={s.label}
            label={s.label}
            // The space keeps the number and the label two words for those who read them out.
            icon={`${index + 1} `}
            // Named by the number and the label it shows, in that order (WCAG 2.5.3); "Step 3 of
            // 5" is said above the step's heading.
            aria-label={`Step ${index + 1}: ${s.label}${
              index < step ? ", done" : index === step ? ", current" : ""
            }`}
            aria-current={index === step ? "step" : undefined}
            aria-disabled
          />
        ))}
      </Stepper>

      <section aria-labelledby="register-step-heading">
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed">
              Step {step + 1} of {STEPS.length}
            </Text>
            <Title
              order={2}
              id="register-step-heading"
              ref={headingRef}
              tabIndex={-1}
              className={classes.stepHeading}
            >
              {current.heading}
            </Title>
          </div>

          {step === 0 && <MembershipStep onMember={chooseMember} onNonMember={chooseNonMember} />}
          {step === 1 && (
            <CompanyStep
              values={data.company}
              isMember={isMember}
              countries={countries.data}
              countriesFailed={countries.isError}
              onBack={(company) => saveCompany(company, 0)}
              onNext={(company) => saveCompany(company, 2)}
            />
          )}
          {step === 2 && (
            <InterestsStep
              values={data.interests}
              onBack={(interests) => saveInterests(interests, 1)}
              onNext={(interests) => saveInterests(interests, 3)}
            />
          )}
          {step === 3 && (
            <AttendeesStep
              attendees={data.attendees}
              isMember={isMember}
              onChange={(attendees) => setData((d) => ({ ...d, attendees }))}
              onBack={() => goTo(2)}
              onNext={() => goTo(4)}
            />
          )}
          {step === 4 && (
            <PaymentStep
              data={data}
              isMember={isMember}
              countries={countries.data}
              prices={settings.event.prices}
              submitting={submitting}
              privacyAccepted={privacyAccepted}
              onPrivacyAccepted={setPrivacyAccepted}
              onBack={() => goTo(3)}
              onSubmit={register}
            />
          )}
        </Stack>
      </section>
    </Stack>
  );
}
