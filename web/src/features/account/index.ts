/** The account feature's public surface: the signed-in header and the Change Password dialog. */
export { useChangePasswordMutation } from './api/change-password';
export { AccountHeader } from './components/account-header';
export { ChangePasswordDialog } from './components/change-password-dialog';
