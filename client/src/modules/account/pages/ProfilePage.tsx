// Placeholder while the screen is being built in this session; replaced before the issue is done.
export default function ProfilePage() {
  return <p>ProfilePage</p>;
}
