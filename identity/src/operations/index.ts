import { adminCreateUser } from './admin-create-user';
import { adminGetUser } from './admin-get-user';
import { adminSetUserPassword } from './admin-set-user-password';
import { adminUpdateUserAttributes } from './admin-update-user-attributes';
import { adminAddUserToGroup, adminListGroupsForUser, adminRemoveUserFromGroup } from './admin-groups';
import {
  adminDeleteUser,
  adminDisableUser,
  adminEnableUser,
  adminResetUserPassword,
  adminUserGlobalSignOut,
} from './admin-user-state';
import { changePassword } from './change-password';
import { confirmForgotPassword } from './confirm-forgot-password';
import { confirmSignUp } from './confirm-sign-up';
import { forgotPassword } from './forgot-password';
import { getUser } from './get-user';
import { getUserAttributeVerificationCode } from './get-user-attribute-verification-code';
import { globalSignOut } from './global-sign-out';
import { initiateAuth } from './initiate-auth';
import { resendConfirmationCode } from './resend-confirmation-code';
import { respondToAuthChallenge } from './respond-to-auth-challenge';
import { revokeToken } from './revoke-token';
import { signUp } from './sign-up';
import type { Operation } from './types';
import { updateUserAttributes } from './update-user-attributes';
import { verifyUserAttribute } from './verify-user-attribute';

const user = (run: Operation['run']): Operation => ({ run, admin: false });
const admin = (run: Operation['run']): Operation => ({ run, admin: true });

/** Every operation served, by its X-Amz-Target name. */
export const OPERATIONS: Readonly<Record<string, Operation>> = {
  SignUp: user(signUp),
  ConfirmSignUp: user(confirmSignUp),
  ResendConfirmationCode: user(resendConfirmationCode),
  InitiateAuth: user(initiateAuth),
  RespondToAuthChallenge: user(respondToAuthChallenge),
  GetUser: user(getUser),
  ForgotPassword: user(forgotPassword),
  ConfirmForgotPassword: user(confirmForgotPassword),
  ChangePassword: user(changePassword),
  UpdateUserAttributes: user(updateUserAttributes),
  VerifyUserAttribute: user(verifyUserAttribute),
  GetUserAttributeVerificationCode: user(getUserAttributeVerificationCode),
  GlobalSignOut: user(globalSignOut),
  RevokeToken: user(revokeToken),
  AdminCreateUser: admin(adminCreateUser),
  AdminGetUser: admin(adminGetUser),
  AdminAddUserToGroup: admin(adminAddUserToGroup),
  AdminRemoveUserFromGroup: admin(adminRemoveUserFromGroup),
  AdminListGroupsForUser: admin(adminListGroupsForUser),
  AdminDisableUser: admin(adminDisableUser),
  AdminEnableUser: admin(adminEnableUser),
  AdminDeleteUser: admin(adminDeleteUser),
  AdminResetUserPassword: admin(adminResetUserPassword),
  AdminSetUserPassword: admin(adminSetUserPassword),
  AdminUpdateUserAttributes: admin(adminUpdateUserAttributes),
  AdminUserGlobalSignOut: admin(adminUserGlobalSignOut),
};

export type { Operation } from './types';
