// Placeholder while the screen is being built in this session; replaced before the issue is done.
export default function FilesPage() {
  return <p>FilesPage</p>;
}
