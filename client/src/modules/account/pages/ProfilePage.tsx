import { useLocation } from 'react-router';
import { AccountInfoSection } from '../components/AccountInfoSection';
import { ChangeEmailSection } from '../components/ChangeEmailSection';
import { ChangePasswordSection } from '../components/ChangePasswordSection';
import { CrmInfosSection } from '../components/CrmInfosSection';
import { UserProfileSection } from '../components/UserProfileSection';

/**
 * /mon-compte/compte (account information) and /mon-compte/profil-utilisateur (the user's profile,
 * email and password): one page for both routes (spec §2 "compte … same page as the profile").
 */
export default function ProfilePage() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/mon-compte/compte')) return <AccountInfoSection />;
  return (
    <>
      <UserProfileSection />
      <ChangeEmailSection />
      <ChangePasswordSection />
      <CrmInfosSection />
    </>
  );
}
