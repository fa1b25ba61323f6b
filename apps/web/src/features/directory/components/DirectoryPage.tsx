/** Scaffold; replaced by the page itself. */
export function DirectoryPage() {
  return null;
}
