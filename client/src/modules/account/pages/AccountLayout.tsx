// Placeholder while the screen is being built in this session; replaced before the issue is done.
import { Outlet } from 'react-router';
export default function AccountLayout() {
  return <Outlet />;
}
