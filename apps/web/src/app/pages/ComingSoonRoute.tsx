import { ComingSoon } from "../../components/ComingSoon.tsx";
import { SignInRequired } from "../../components/SignInRequired.tsx";
import { useRouteHandle } from "../../lib/route-handle.ts";

/** Placeholder for a route whose feature is still being built; gated when signed-in only. */
export function ComingSoonRoute() {
  const handle = useRouteHandle();
  if (!handle) return null;
  const content = <ComingSoon heading={handle.heading} description={handle.description} />;
  if (!handle.requiresAuth) return content;
  return (
    <SignInRequired heading={handle.heading} reason={`Sign in to continue. ${handle.description}`}>
      {content}
    </SignInRequired>
  );
}
