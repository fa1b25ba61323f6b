/** Scaffold; replaced by the page itself. */
export function ProfilePage() {
  return null;
}
